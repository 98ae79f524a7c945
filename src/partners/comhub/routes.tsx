import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { carContactFormName, comhubPath } from '#client/contact/contact-rules.ts';
import { leadGuardSchema } from '#client/contracts/lead-forms.ts';
import { leadPostFields } from '#client/contracts/lead-forms.route.ts';
import { sellCarFormName, serviceRequestFormName } from '#client/contracts/lead-rules.ts';
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
import { returnPathSchema } from '#client/lib/safe-url.ts';
import { carContactForm } from './car-contact.ts';
import type { FormHandling } from './form-handling.ts';
import { deliverOnce } from './lead-delivery.ts';
import { checkLeadGuard, type LeadPostKind } from './lead-guard.ts';
import { outcomePage } from './outcome-page.tsx';
import { outcomeFormNames } from './outcome-texts.ts';
import { sellCarForm } from './sell-car.ts';
import { serviceRequestForm } from './service-request.ts';

/** A lead is a few short fields and texts of at most 3,000 characters. */
export const comhubBodyLimit = 16 * 1024;

/** The forms the route forwards, by their `formName`. */
const forms = new Map<string, FormHandling>([
  [carContactFormName, carContactForm],
  [sellCarFormName, sellCarForm],
  [serviceRequestFormName, serviceRequestForm],
]);

/** The envelope every form shares (spec 7, booking 7.2); each form then checks its own values. */
const envelopeSchema = z.strictObject({
  formName: z.string().min(1).max(100),
  formSubmissionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,100}$/, 'letters, digits and -, 8 to 100 of them'),
  values: z.record(z.string(), z.unknown()),
  /** The lead forms' spam guard (leadGuardSchema), checked by the form that needs it. */
  guard: z.unknown().optional(),
});
type Envelope = z.infer<typeof envelopeSchema>;

/** A plain form post (no script yet) in the shape the JSON body has. */
function fromFormPost(fields: URLSearchParams, requestUrl: string): unknown {
  const formName = fields.get(leadPostFields.formName) ?? '';
  const field = (name: string) => fields.get(name) ?? undefined;
  return {
    formName,
    // The form's rendered id, so a double post is one lead; the car contact form renders none, and
    // its post is one attempt, so a fresh one is right.
    formSubmissionId: field(leadPostFields.formSubmissionId) || crypto.randomUUID(),
    values: forms.get(formName)?.valuesOfPost(fields, requestUrl) ?? {},
    guard: {
      formToken: field(leadPostFields.formToken) ?? '',
      honeypot: field(leadPostFields.honeypot) ?? '',
      ...(fields.has(leadPostFields.turnstile)
        ? { turnstile: field(leadPostFields.turnstile) }
        : {}),
    },
  };
}

/**
 * Checks a submission and forwards it to the forms partner once per id: the guard first (a lead
 * form's), then the form's values and its recipient, set here from the site's settings, the site
 * index or the stock, never from the browser. Every refusal is an ApiError (400 naming the issues,
 * 403 from the guard, 409 for an id sent with other values, 502 when a lookup or the partner fails).
 */
async function submit(c: Context<AppEnv>, envelope: Envelope, kind: LeadPostKind): Promise<void> {
  const { formName, formSubmissionId } = envelope;
  const form = forms.get(formName);
  if (!form)
    throw new ApiError(400, 'The form is not valid.', [
      { path: 'formName', message: `no form ${formName}` },
    ]);
  if (form.guarded) {
    const guard = leadGuardSchema.safeParse(envelope.guard ?? {});
    if (!guard.success) throw invalidInput('form', guard.error, 'guard');
    await checkLeadGuard(c, guard.data, kind);
  }
  await deliverOnce(c, await form.prepare(c, formSubmissionId, envelope.values));
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

/** Where a no-script post's success is shown; the car contact form's address predates `form`. */
function sentPageOf(formName: string, back: string): string {
  const form = formName === carContactFormName ? '' : `&form=${encodeURIComponent(formName)}`;
  return `${comhubPath}?sent=1${form}&back=${encodeURIComponent(back)}`;
}

/**
 * A plain form post (no script yet) ends on a page saying the outcome, with the status the JSON
 * answer would have (success after a 303, so a reload sends nothing twice); a JSON post goes on.
 */
const noScriptPost = createMiddleware<AppEnv>(async (c, next) => {
  if (!isFormPost(c)) return next();
  c.header('Cache-Control', 'no-store');
  let back = '/';
  let formName = '';
  try {
    const fields = await readFormFields(c, comhubBodyLimit);
    formName = fields.get(leadPostFields.formName) ?? '';
    // A no-script post says its page's language; the answer page uses it.
    const language = c.get('site').languages.find((l) => l === fields.get(leadPostFields.language));
    if (language) c.set('language', language);
    back = backPathOf(fields.get(leadPostFields.sourcePageUrl), c.req.url);
    const envelope = parseInput(envelopeSchema, fromFormPost(fields, c.req.url), 'form submission');
    await submit(c, envelope, 'no-script');
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const { status, body } = apiErrorAnswer(error, c);
    return outcomePage(c, formName, status, back, body.issues);
  }
  return c.redirect(sentPageOf(formName, back), 303);
});

const sentQuerySchema = z.object({
  sent: z.literal('1'),
  form: z.enum(outcomeFormNames).default(carContactFormName),
  back: z.string().optional(),
});

/**
 * The forms proxy under /api (spec 7 "Contact form", booking 7.2): POST /api/forms/comhub takes
 * the island's JSON (202, or the API's error answer: 400, 403, 409, 413, 415, 502) or a no-script
 * form post (a page), and GET /api/forms/comhub?sent=1&form= is the page a no-script post ends on.
 * The routes render pages, so they carry the page renderer.
 */
export function comhubRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/forms/comhub', queryInput(sentQuerySchema, 'outcome page address'), (c) => {
    c.header('Cache-Control', 'no-store');
    const { form, back } = c.req.valid('query');
    return outcomePage(c, form, 200, returnPathSchema.parse(back ?? '/'));
  });
  routes.post(
    '/forms/comhub',
    noScriptPost,
    jsonBody(envelopeSchema, { limit: comhubBodyLimit, what: 'form submission' }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const envelope = c.req.valid('json');
      await submit(c, envelope, 'script');
      return c.json({ status: 'sent', formSubmissionId: envelope.formSubmissionId }, 202);
    },
  );
  return routes;
}
