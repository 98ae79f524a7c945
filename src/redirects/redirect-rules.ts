import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * The slot for the per-site redirect rules read from REDIRECTS_KV (the redirects issue fills it).
 * It runs for GET and HEAD after site resolution and before any route; today no site has rules,
 * so every request goes on.
 */
export function redirectRules(): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await next();
  };
}
