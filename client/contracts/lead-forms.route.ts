import { apiRoute } from './api-route.ts';
import type { SellCarValues, ServiceRequestValues } from './lead-forms.ts';
import type { sellCarFormName, serviceRequestFormName } from './lead-rules.ts';

// How the lead forms (issue 21) reach the worker: with script as JSON to POST /api/forms/comhub,
// without it as a plain form post to the same address, whose fields are named below. The form is
// rendered with its ticket (a submission id and a signed, time-stamped form token), so a retry, a
// double click and a no-script double post all carry one id, and the worker delivers one lead.

/** Where every form posts (the same address as the car contact form's). */
export const leadFormsPath = '/api/forms/comhub';

/**
 * What proves a post came from a form this site rendered, for a person: the form token made with
 * the form, the honeypot (a field people never see, so never fill), and the challenge's answer
 * when the site runs one (Turnstile, production).
 */
export interface LeadGuard {
  formToken: string;
  honeypot: string;
  turnstile?: string;
}

/** The body of POST /api/forms/comhub for a lead form. */
export interface LeadSubmission<Name extends string, Values> {
  formName: Name;
  formSubmissionId: string;
  values: Values;
  guard: LeadGuard;
}
export type SellCarSubmission = LeadSubmission<typeof sellCarFormName, SellCarValues>;
export type ServiceRequestSubmission = LeadSubmission<
  typeof serviceRequestFormName,
  ServiceRequestValues
>;

/** The island's send: 202 with nothing the browser reads; a refusal is the one error shape. */
export const leadSubmitRoute = apiRoute<SellCarSubmission | ServiceRequestSubmission, void>(
  'POST',
  leadFormsPath,
  { answer: 'none' },
);

/**
 * A lead form's ticket, made by the worker when it renders the form (block data): the submission
 * id every post of this form carries, the signed form token, and the challenge's site key when the
 * site runs one (null in development and tests, where the token and the honeypot guard alone).
 */
export interface LeadFormTicket {
  formSubmissionId: string;
  formToken: string;
  turnstileSiteKey: string | null;
}

/**
 * The names of a no-script post's fields besides the form's values (which keep their value names:
 * `regno`, `milage`, `customerName`, …; `services` once per ticked box; a ticked box posts `on`).
 */
export const leadPostFields = {
  formName: 'formName',
  formSubmissionId: 'formSubmissionId',
  formToken: 'formToken',
  /** The honeypot: visually hidden, out of the tab order, named so no browser autofills it. */
  honeypot: 'leave_this_empty',
  /** The name the challenge's widget gives its answer field. */
  turnstile: 'cf-turnstile-response',
  /** The page's language, so the result page speaks it. */
  language: 'language',
  /** The page the form is on, for the result page's way back. */
  sourcePageUrl: 'sourcePageUrl',
} as const;

/** A dealer the Norwegian service request offers (from the site index; never its mailbox). */
export interface ServiceDealer {
  siteId: string;
  name: string;
  city: string;
}

/** The service request block's data: the car dealers, and the one motorcycle dealer when indexed. */
export interface ServiceRequestDealers {
  car: ServiceDealer[];
  motorcycle: ServiceDealer[];
}
