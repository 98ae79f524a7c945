import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { factsOf } from './request-facts.ts';
import { matcherFor } from './rule-store.ts';

/**
 * Answers GET and HEAD requests that match one of the site's redirect rules (from REDIRECTS_KV,
 * compiled once per rule-set version) with the rule's status and Location; others go on.
 */
export function redirectRules(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const background = (work: Promise<void>) => {
      try {
        c.executionCtx.waitUntil(work);
      } catch {
        // No execution context (a direct app.fetch in a test): the refresh just runs on.
      }
    };
    const { bindings, redirectsRefreshSeconds } = c.get('config');
    const matcher = await matcherFor(bindings.REDIRECTS_KV, c.get('site').name, background, redirectsRefreshSeconds);
    const hit = matcher.match(factsOf(c.req.raw));
    if (!hit) return next();
    c.header('Cache-Control', 'public, max-age=300');
    return c.redirect(hit.location, hit.status);
  };
}
