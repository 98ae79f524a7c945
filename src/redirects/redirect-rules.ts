import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { factsOf } from './request-facts.ts';
import type { CompiledRuleSet } from './compile.ts';
import { matcherFor } from './rule-store.ts';

/**
 * Answers GET and HEAD requests that match one of the site's redirect rules (from REDIRECTS_KV,
 * compiled once per rule-set version) with the rule's status and Location; others go on. Paths
 * under /api/ are never redirected: an API call does not follow a redirect the way a visitor
 * does, and some partner paths end in a slash (the booking's time slots).
 */
export function redirectRules(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const hit = (await siteRedirects(c)).match(factsOf(c.req.raw));
    if (!hit) return next();
    c.header('Cache-Control', 'public, max-age=300');
    return c.redirect(hit.location, hit.status);
  };
}

/** The request's site's compiled rules (refreshed in the background when due). */
export async function siteRedirects(c: Context<AppEnv>): Promise<CompiledRuleSet> {
  const background = (work: Promise<void>) => {
    try {
      c.executionCtx.waitUntil(work);
    } catch {
      // No execution context (a direct app.fetch in a test): the refresh just runs on.
    }
  };
  const { bindings, redirectsRefreshSeconds } = c.get('config');
  return matcherFor(bindings.REDIRECTS_KV, c.get('site').name, background, redirectsRefreshSeconds);
}

/** Whether a GET of this address (origin and path) is redirected by one of the site's own rules. */
export function isRedirected(rules: CompiledRuleSet, url: string): boolean {
  return (rules.match(factsOf(new Request(url)))?.rule ?? -1) >= 0;
}
