import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { carContactFormName, comhubPath } from '#client/contact/contact-rules.ts';
import { contactTexts } from '#client/contact/contact.texts.ts';
import type { AppEnv } from '../app-env.ts';
import { isJsonType, readBodyText } from '../http/request-body.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { UpstreamError } from '../partners/upstream.ts';
import { headFor, shellOrFallback, themeOf } from '../pages/site-chrome.ts';
import { renderPage } from '../render/render-page.tsx';
import { searchScopeOf } from '../search/cached-search.ts';
import type { Language } from '../sites/catalogue.ts';
import {
  carContactSubmission,
  carContactValuesSchema,
  type ContactIssue,
  resolveCarContact,
} from './car-contact.ts';
import { postToComhub } from './comhub-partner.ts';

/** A contact form is a few short fields and a message of at most 3,000 characters. */
export const comhubBodyLimit = 16 * 1024;

/** The envelope every form shares (spec 7, booking 7.2); each form then checks its own values. */
const envelopeSchema = z.strictObject({
  formName: z.string().min(1).max(100),
  formSubmissionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'letters, digits and -, 8 to 100 of them'),
  values: z.record(z.string(), z.unknown()),
});

/** A site path to link back to; anything else (another host, `//evil`) is the home page. */
const backPathSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/)
  .catch('/');

type Mode = 'json' | 'page';

type Outcome =
  | { kind: 'sent'; formSubmissionId: string }
  | { kind: 'invalid'; status: 400 | 422; error: string; issues?: ContactIssue[] }
  | { kind: 'failed'; error: string };

function issuesOf(error: z.ZodError, prefix = ''): ContactIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path].filter(Boolean).join('.') || 'body',
    message: issue.message,
  }));
}

/** A plain form post (no script yet) in the shape the JSON body has. */
function fromFormPost(text: string, requestUrl: string): unknown {
  const fields = new URLSearchParams(text);
  const field = (name: string) => fields.get(name) ?? undefined;
  const source = field('sourcePageUrl');
  let sourcePageUrl: string | undefined;
  try {
    sourcePageUrl = source ? new URL(source, requestUrl).href : undefined;
  } catch {
    sourcePageUrl = source;
  }
  return {
    formName: field('formName') ?? '',
    // A browser without script cannot make an id; this post is one attempt, so a fresh one is right.
    formSubmissionId: field('formSubmissionId') || crypto.randomUUID(),
    values: {
      car: field('car'),
      name: field('name'),
      phone: field('phone'),
      email: field('email'),
      message: field('message') ?? '',
      quote: fields.has('quote'),
      testDrive: fields.has('testDrive'),
      ...(fields.get('seller') ? { seller: field('seller') } : {}),
      sourcePageUrl,
    },
  };
}

async function handle(c: Context<AppEnv>, mode: Mode, text: string): Promise<Outcome> {
  let body: unknown;
  if (mode === 'page') body = fromFormPost(text, c.req.url);
  else {
    try {
      body = JSON.parse(text);
    } catch (error) {
      return {
        kind: 'invalid',
        status: 400,
        error: `The body is not valid JSON: ${(error as Error).message}`,
      };
    }
  }
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success)
    return {
      kind: 'invalid',
      status: 400,
      error: 'The body is not a form submission.',
      issues: issuesOf(envelope.error),
    };
  const { formName, formSubmissionId } = envelope.data;
  // Each form the site sends is listed here with its own values and recipient rules.
  if (formName !== carContactFormName) {
    return {
      kind: 'invalid',
      status: 422,
      error: 'The form is not valid.',
      issues: [{ path: 'formName', message: `no form ${formName}` }],
    };
  }
  const values = carContactValuesSchema.safeParse(envelope.data.values);
  if (!values.success)
    return {
      kind: 'invalid',
      status: 422,
      error: 'The form is not valid.',
      issues: issuesOf(values.error, 'values'),
    };
  if (new URL(values.data.sourcePageUrl).host !== new URL(c.req.url).host) {
    return {
      kind: 'invalid',
      status: 422,
      error: 'The form is not valid.',
      issues: [{ path: 'values.sourcePageUrl', message: 'a page of this site' }],
    };
  }

  const resolved = await resolveCarContact(searchScopeOf(c), values.data);
  if (!resolved.ok) {
    return resolved.status === 422
      ? { kind: 'invalid', status: 422, error: 'The form is not valid.', issues: resolved.issues }
      : { kind: 'failed', error: resolved.error };
  }
  try {
    await postToComhub(
      createPartnerFetcher(c.get('config')),
      carContactSubmission(formSubmissionId, values.data, resolved.car, resolved.recipient),
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The browser tries again (3 attempts, spec 8); one failed attempt is a warning, not an error.
    console.warn('contact form not forwarded', formSubmissionId, error.message);
    return { kind: 'failed', error: 'The forms partner did not take the submission; try again.' };
  }
  return { kind: 'sent', formSubmissionId };
}

/** The fields a no-script visitor is asked to look at again, by their labels. */
function fieldLabels(issues: ContactIssue[] | undefined, language: Language): string[] {
  const t = contactTexts[language];
  const labels: Record<string, string> = {
    'values.name': t.name,
    'values.phone': t.phone,
    'values.email': t.email,
    'values.message': t.message,
    'values.seller': t.seller,
  };
  return [
    ...new Set(
      (issues ?? [])
        .map((issue) => labels[issue.path])
        .filter((label): label is string => Boolean(label)),
    ),
  ];
}

/** The page a no-script post ends on: the dictionary's outcome text and a link back to the car. */
async function outcomePage(
  c: Context<AppEnv>,
  outcome: 'sent' | 'invalid' | 'failed',
  back: string,
  issues?: ContactIssue[],
): Promise<Response> {
  const shell = await shellOrFallback(c);
  const language = c.get('language');
  const t = contactTexts[language];
  const text =
    outcome === 'sent'
      ? shell.dictionary.carDetailFormSuccess
      : outcome === 'invalid'
        ? shell.dictionary.invalidInput
        : shell.dictionary.carDetailFormError;
  const labels = outcome === 'invalid' ? fieldLabels(issues, language) : [];
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const page = await renderPage(c, {
    head: headFor(c, { navTitle: t.send }, shell.settings),
    theme: themeOf(c),
    shell,
    children: (
      <section className="contact-outcome" data-outcome={outcome}>
        <h1 className="contact-outcome__text">{text}</h1>
        {labels.length > 0 ? (
          <>
            <p>{t.checkFields}</p>
            <ul>
              {labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <a className="contact-outcome__back" href={`${back}#contact-form`}>
            {t.backToCar}
          </a>
        </p>
      </section>
    ),
  });
  // renderPage knows the statuses of pages; this one says how the post went.
  const status = outcome === 'sent' ? 200 : outcome === 'invalid' ? 422 : 502;
  return new Response(page.body, { status, headers: page.headers });
}

function backPathOf(sourcePageUrl: string | null | undefined, requestUrl: string): string {
  try {
    const url = new URL(sourcePageUrl ?? '/', requestUrl);
    return url.host === new URL(requestUrl).host
      ? backPathSchema.parse(url.pathname + url.search)
      : '/';
  } catch {
    return '/';
  }
}

/**
 * POST /api/forms/comhub: the forms proxy (spec 7 "Contact form"). JSON from the island answers
 * 202, 400 (not a submission), 413 (over the limit), 415, 422 (with issues) or 502 (try again); a
 * plain form post without script ends on a page saying the outcome (success after a 303, so a reload
 * sends nothing twice). The recipient comes from the stock, never from the browser.
 */
async function comhub(c: Context<AppEnv>): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (c.req.method === 'GET' && c.req.query('sent') === '1') {
    return outcomePage(c, 'sent', backPathSchema.parse(c.req.query('back') ?? '/'));
  }
  if (c.req.method !== 'POST')
    return c.json({ error: 'Method not allowed: send the form with POST.' }, 405, {
      Allow: 'POST',
    });
  const type = c.req.header('content-type') ?? '';
  const mode: Mode | undefined = isJsonType(type)
    ? 'json'
    : /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type.trim())
      ? 'page'
      : undefined;
  if (!mode) return c.json({ error: 'The body must be JSON (or a form post).' }, 415);

  const read = await readBodyText(c.req.raw, comhubBodyLimit);
  if (!read.ok) return c.json({ error: read.error }, read.status);
  let back = '/';
  if (mode === 'page') {
    // A no-script post says its page's language; the answer page uses it.
    const fields = new URLSearchParams(read.text);
    const language = c.get('site').languages.find((l) => l === fields.get('language'));
    if (language) c.set('language', language);
    back = backPathOf(fields.get('sourcePageUrl'), c.req.url);
  }
  const outcome = await handle(c, mode, read.text);
  if (mode === 'json') {
    if (outcome.kind === 'sent')
      return c.json({ status: 'sent', formSubmissionId: outcome.formSubmissionId }, 202);
    if (outcome.kind === 'failed') return c.json({ error: outcome.error }, 502);
    return c.json(
      { error: outcome.error, ...(outcome.issues ? { issues: outcome.issues } : {}) },
      outcome.status,
    );
  }
  if (outcome.kind === 'sent')
    return c.redirect(`${comhubPath}?sent=1&back=${encodeURIComponent(back)}`, 303);
  if (outcome.kind === 'failed') return outcomePage(c, 'failed', back);
  if (outcome.status !== 422) return c.text(outcome.error, outcome.status);
  return outcomePage(c, 'invalid', back, outcome.issues);
}

/** The forms endpoints under /api; mounted after the page renderer, as a no-script post ends on a page. */
export function formsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.all('/forms/comhub', comhub);
  return routes;
}
