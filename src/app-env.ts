import type { AppConfig, Bindings } from './env.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import type { Site } from './sites/catalogue.ts';

/** Hono's environment for the worker: bindings plus what the middleware resolves per request. */
export interface AppEnv {
  Bindings: Bindings;
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
