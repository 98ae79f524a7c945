import { Hono } from 'hono';
import { z } from 'zod';
import { consentCookie } from '#client/lib/consent.ts';
import type { AppEnv } from '../app-env.ts';
import { formBody } from '../api/validate.ts';
import { returnPathSchema } from '#client/lib/safe-url.ts';

/** The no-script consent form is three short fields; anything near this size is not one. */
const consentBodyLimit = 2048;

/** The consent dialog's form, as a browser without JavaScript (or before hydration) posts it. */
const consentFormSchema = z.object({
  decision: z.enum(['reject', 'save', 'accept']),
  statistics: z.literal('1').optional(),
  marketing: z.literal('1').optional(),
  returnTo: returnPathSchema,
});

/**
 * The consent endpoint under /api. POST /api/consent is the dialog's choice without JavaScript:
 * it sets the same cookie the island writes and sends the visitor back (303) to the page they
 * were on, which then renders without the dialog and, when allowed, with the tag manager. The
 * page-view tracking event it allows is a partner's route (src/partners/page-view/).
 */
export function consentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/consent',
    formBody(consentFormSchema, { limit: consentBodyLimit, what: 'consent form' }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      const { decision, statistics, marketing, returnTo } = c.req.valid('form');
      const choice =
        decision === 'accept'
          ? { statistics: true, marketing: true }
          : decision === 'reject'
            ? { statistics: false, marketing: false }
            : { statistics: statistics === '1', marketing: marketing === '1' };
      c.header('Set-Cookie', consentCookie(choice, new URL(c.req.url).protocol === 'https:'));
      return c.redirect(returnTo, 303);
    },
  );
  return routes;
}
