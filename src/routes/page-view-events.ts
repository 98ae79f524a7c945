import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { consentCookieName, parseConsent } from '#client/lib/consent.ts';
import type { AppEnv } from '../app-env.ts';
import { ApiError } from '../api/api-error.ts';
import { jsonBody } from '../api/validate.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { fetchJson } from '../partners/upstream.ts';

/** The event is five short fields; anything near this size is not one. */
export const pageViewBodyLimit = 2048;
const partnerPath = '/events/page-view';
const partnerTimeoutMs = 3000;

/** The page-view tracking event (spec shell 7) as the consent island sends it. */
const pageViewEventSchema = z.strictObject({
  channel: z.literal('WEB'),
  currency: z.literal('USD'),
  page: z.string().trim().min(1).max(200),
  pageVariantId: z.string().regex(/^[\w-]{1,64}$/, 'a variant id is letters, digits, _ and -'),
  language: z.string().regex(/^[a-z]{2}$/, 'a two-letter language code'),
});

/** Page views are tracked only for a visitor whose consent cookie allows statistics. */
const statisticsConsent = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (!parseConsent(getCookie(c, consentCookieName))?.statistics)
    throw new ApiError(403, 'No statistics consent: page views of this visitor are not tracked.');
  await next();
});

/**
 * POST /api/events/page-view: validates the event and forwards it, with the site's name, to the
 * partners' `/events/page-view`. Only for a visitor whose consent cookie allows statistics; the
 * page never shows the answer, and the browser swallows a failure (spec shell 8).
 */
export function pageViewRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/events/page-view',
    statisticsConsent,
    jsonBody(pageViewEventSchema, { limit: pageViewBodyLimit, what: 'page-view event' }),
    async (c) => {
      const event = c.req.valid('json');
      const site = c.get('site');
      if (!site.languages.some((language) => language === event.language)) {
        throw new ApiError(400, 'The page-view event is not valid.', [
          { path: 'language', message: `${site.name} has no language ${event.language}` },
        ]);
      }
      const partners = createPartnerFetcher(c.get('config'));
      const request = partners.request(partnerPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...event, site: site.name }),
      });
      // The partner's answer is not used (spec: response not shown); any body is accepted. A
      // failure is the API's 502, logged as a warning: one lost page view is not worth an error.
      await fetchJson('page-view tracking', partners, request, z.unknown(), partnerTimeoutMs);
      return c.body(null, 202);
    },
  );
  return routes;
}
