import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { consentCookie } from '#client/lib/consent.ts';
import type { AppEnv } from '../app-env.ts';
import { readBodyText } from '../http/request-body.ts';
import { pageViewEvents } from './page-view-events.ts';

/** A site path to go back to; anything else (another host, `//evil`) goes home. */
const returnToSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/)
  .catch('/');

/** The consent dialog's form, as a browser without JavaScript (or before hydration) posts it. */
const consentFormSchema = z.object({
  decision: z.enum(['reject', 'save', 'accept']),
  statistics: z.literal('1').optional(),
  marketing: z.literal('1').optional(),
  returnTo: returnToSchema,
});

/**
 * POST /api/consent: the dialog's choice without JavaScript. Sets the same cookie the island
 * writes and sends the visitor back (303) to the page they were on, which then renders without
 * the dialog and, when allowed, with the tag manager.
 */
async function consentChoice(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (c.req.method !== 'POST') {
    return c.text('Method not allowed: the consent form is sent with POST.', 405, {
      Allow: 'POST',
    });
  }
  const read = await readBodyText(c.req.raw, 2048);
  if (!read.ok) return c.text(read.error, read.status);
  const form = consentFormSchema.safeParse(Object.fromEntries(new URLSearchParams(read.text)));
  if (!form.success)
    return c.text('The consent form is not valid: decision is reject, save or accept.', 422);
  const { decision, statistics, marketing, returnTo } = form.data;
  const choice =
    decision === 'accept'
      ? { statistics: true, marketing: true }
      : decision === 'reject'
        ? { statistics: false, marketing: false }
        : { statistics: statistics === '1', marketing: marketing === '1' };
  c.header('Set-Cookie', consentCookie(choice, new URL(c.req.url).protocol === 'https:'));
  return c.redirect(returnTo, 303);
}

/** The consent endpoints under /api: the no-script consent form and the page-view tracking event. */
export function consentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.all('/consent', consentChoice);
  routes.all('/events/page-view', pageViewEvents);
  return routes;
}
