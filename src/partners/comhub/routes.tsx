import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { carContactFormName, comhubPath } from '#client/contact/contact-rules.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError, invalidInput } from '../../api/api-error.ts';
import { apiErrorAnswer } from '../../api/error-response.ts';
import {
  isFormPost,
  jsonBody,
  parseInput,
  queryInput,
  readFormFields,
} from '../../api/validate.ts';
import { UpstreamError } from '../upstream.ts';
import { searchScopeOf } from '../../search/cached-search.ts';
import { carContactSubmission, carContactValuesSchema, resolveCarContact } from './car-contact.ts';
import { createComhubClient } from './client.ts';
import { outcomePage } from './outcome-page.tsx';
import { returnPathSchema } from '#client/lib/safe-url.ts';

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
type Envelope = z.infer<typeof envelopeSchema>;

/** A plain form post (no script yet) in the shape the JSON body has. */
function fromFormPost(fields: URLSearchParams, requestUrl: string): unknown {
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

/**
 * Checks a submission's form and values and forwards it to the forms partner; every refusal is an
 * ApiError (400 naming the issues, 502 when the stock or the partner fails). The recipient comes
 * from the stock, never from the browser.
 */
async function submit(c: Context<AppEnv>, envelope: Envelope): Promise<void> {
  const { formName, formSubmissionId } = envelope;
  // Each form the site sends is listed here with its own values and recipient rules.
  if (formName !== carContactFormName)
    throw new ApiError(400, 'The form is not valid.', [
      { path: 'formName', message: `no form ${formName}` },
    ]);
  const values = carContactValuesSchema.safeParse(envelope.values);
  if (!values.success) throw invalidInput('form', values.error, 'values');
  if (new URL(values.data.sourcePageUrl).host !== new URL(c.req.url).host)
    throw new ApiError(400, 'The form is not valid.', [
      { path: 'values.sourcePageUrl', message: 'a page of this site' },
    ]);
  const resolved = await resolveCarContact(searchScopeOf(c), values.data);
  if (!resolved.ok)
    throw resolved.status === 422
      ? new ApiError(400, 'The form is not valid.', resolved.issues)
      : new ApiError(502, resolved.error);
  try {
    await createComhubClient(c.get('config')).submit(
      carContactSubmission(formSubmissionId, values.data, resolved.car, resolved.recipient),
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The browser tries again (3 attempts, spec 8); one failed attempt is a warning, not an error.
    console.warn('contact form not forwarded', formSubmissionId, error.message);
    throw new ApiError(502, 'The forms partner did not take the submission; try again.');
  }
}

function backPathOf(sourcePageUrl: string | null | undefined, requestUrl: string): string {
  try {
    const url = new URL(sourcePageUrl ?? '/', requestUrl);
    return url.host === new URL(requestUrl).host
      ? returnPathSchema.parse(url.pathname + url.search)
      : '/';
  } catch {
    return '/';
  }
}

/**
 * A plain form post (no script yet) ends on a page saying the outcome, with the status the JSON
 * answer would have (success after a 303, so a reload sends nothing twice); a JSON post goes on.
 */
const noScriptPost = createMiddleware<AppEnv>(async (c, next) => {
  if (!isFormPost(c)) return next();
  c.header('Cache-Control', 'no-store');
  let back = '/';
  try {
    const fields = await readFormFields(c, comhubBodyLimit);
    // A no-script post says its page's language; the answer page uses it.
    const language = c.get('site').languages.find((l) => l === fields.get('language'));
    if (language) c.set('language', language);
    back = backPathOf(fields.get('sourcePageUrl'), c.req.url);
    await submit(c, parseInput(envelopeSchema, fromFormPost(fields, c.req.url), 'form submission'));
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const { status, body } = apiErrorAnswer(error, c);
    return outcomePage(c, status, back, body.issues);
  }
  return c.redirect(`${comhubPath}?sent=1&back=${encodeURIComponent(back)}`, 303);
});

const sentQuerySchema = z.object({ sent: z.literal('1'), back: z.string().optional() });

/**
 * The forms proxy under /api (spec 7 "Contact form"): POST /api/forms/comhub takes the island's
 * JSON (202, or the API's error answer: 400, 413, 415, 502) or a no-script form post (a page), and
 * GET /api/forms/comhub?sent=1 is the page a no-script post ends on. The routes render pages, so
 * they carry the page renderer.
 */
export function comhubRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/forms/comhub', queryInput(sentQuerySchema, 'outcome page address'), (c) => {
    c.header('Cache-Control', 'no-store');
    return outcomePage(c, 200, returnPathSchema.parse(c.req.valid('query').back ?? '/'));
  });
  routes.post(
    '/forms/comhub',
    noScriptPost,
    jsonBody(envelopeSchema, { limit: comhubBodyLimit, what: 'form submission' }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const envelope = c.req.valid('json');
      await submit(c, envelope);
      return c.json({ status: 'sent', formSubmissionId: envelope.formSubmissionId }, 202);
    },
  );
  return routes;
}
