import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { consentCookieName, parseConsent } from '#client/lib/consent.ts';
import type { AppEnv } from '../app-env.ts';
import { readJsonBody } from '../http/request-body.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { fetchJson, UpstreamError } from '../partners/upstream.ts';

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

/**
 * POST /api/events/page-view: validates the event and forwards it, with the site's name, to the
 * partners' `/events/page-view`. Only for a visitor whose consent cookie allows statistics; the
 * page never shows the answer, and the browser swallows a failure (spec shell 8).
 */
export async function pageViewEvents(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (c.req.method !== 'POST') {
    return c.json({ error: 'Method not allowed: send the page-view event with POST.' }, 405, {
      Allow: 'POST',
    });
  }
  if (!parseConsent(getCookie(c, consentCookieName))?.statistics) {
    return c.json(
      { error: 'No statistics consent: page views of this visitor are not tracked.' },
      403,
    );
  }
  const body = await readJsonBody(c.req.raw, pageViewBodyLimit);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const parsed = pageViewEventSchema.safeParse(body.value);
  const site = c.get('site');
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
    );
    return c.json({ error: 'The page-view event is not valid.', issues }, 422);
  }
  if (!site.languages.some((language) => language === parsed.data.language)) {
    return c.json(
      {
        error: 'The page-view event is not valid.',
        issues: [`language: ${site.name} has no language ${parsed.data.language}`],
      },
      422,
    );
  }

  const partners = createPartnerFetcher(c.get('config'));
  const request = partners.request(partnerPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...parsed.data, site: site.name }),
  });
  try {
    // The partner's answer is not used (spec: response not shown); any body is accepted.
    await fetchJson('page-view tracking', partners, request, z.unknown(), partnerTimeoutMs);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // Losing one page view is not worth an error in the log; the visitor sees nothing either way.
    console.warn('page-view event not forwarded', error.message);
    return c.json({ error: 'The tracking partner did not take the event.' }, 502);
  }
  return c.body(null, 202);
}
