import type { AppConfig, RawEnv } from './env.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import type { Site } from './sites/catalogue.ts';

/**
 * Hono's environment for the worker: the raw env (read only through `c.get('config')`, which the
 * site middleware validates first) plus what the middleware resolves per request.
 */
export interface AppEnv {
  Bindings: RawEnv;
  Variables: {
    /** The per-request CSP nonce, set by the security-headers middleware. */
    nonce: string;
    config: AppConfig;
    site: Site;
    language: Language;
    /** Page-editing mode: set only by a valid editing-session cookie (src/middleware/editing-mode.ts). */
    editing: boolean;
  };
}
