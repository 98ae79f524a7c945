import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { consentCookieName, parseConsent } from '#client/lib/consent.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import { jsonBody } from '../../api/validate.ts';
import { createPageViewClient } from './client.ts';
import { pageViewBodyLimit, pageViewEventSchema } from './contract.ts';

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
      // A failure is the API's 502, logged as a warning: one lost page view is not worth an error.
      await createPageViewClient(c.get('config')).record({ ...event, site: site.name });
      return c.body(null, 202);
    },
  );
  return routes;
}
