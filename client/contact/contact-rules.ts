// The car detail page's contact form (spec car-stock 3 "Contact form values", 4, 5, 7, 8, 9):
// its field rules, the hash pre-ticks, the request it sends to the worker and the retry. Pure and
// free of zod, so the island and the worker (which adds a zod schema over the same rules) share it.

import { apiRoute } from '../contracts/api-route.ts';

/** The form's name towards the forms partner (`formName` of POST /api/forms/comhub). */
export const carContactFormName = 'carDetailContact';

/** Where the form posts, with JavaScript (JSON) or without (a plain form post). */
export const comhubPath = '/api/forms/comhub';

/** Spec 5: an optional plus sign, then 6 to 20 digits or spaces. */
export const phonePattern = /^\+?[0-9 ]{6,20}$/;
/** The same rule as an HTML `pattern` attribute (anchored by the browser). */
export const phonePatternAttribute = '\\+?[0-9 ]{6,20}';
/** Spec 5 "standard address shape": something, one @, a domain with a dot, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const contactLimits = { name: 100, email: 254, message: 3000 } as const;

/** Spec 9: three attempts, one second apart. */
export const contactRetry = { attempts: 3, delayMs: 1000 } as const;

export type ContactField = 'name' | 'phone' | 'email' | 'message' | 'seller';

/** What the visitor typed and ticked. `seller` is the chosen seller's email (sample cars only). */
export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  message: string;
  quote: boolean;
  testDrive: boolean;
  seller: string;
}

export const emptyContactInput: ContactInput = {
  name: '',
  phone: '',
  email: '',
  message: '',
  quote: false,
  testDrive: false,
  seller: '',
};

/**
 * The fields that break a rule of spec 5: name, phone and email required (phone and email in
 * their shapes), message optional, a seller required when the car offers a choice of sellers.
 */
export function invalidContactFields(input: ContactInput, sellerRequired: boolean): ContactField[] {
  const invalid: ContactField[] = [];
  const name = input.name.trim();
  if (name.length === 0 || name.length > contactLimits.name) invalid.push('name');
  if (!phonePattern.test(input.phone.trim())) invalid.push('phone');
  const email = input.email.trim();
  if (email.length > contactLimits.email || !emailPattern.test(email)) invalid.push('email');
  if (input.message.length > contactLimits.message) invalid.push('message');
  if (sellerRequired && input.seller.trim() === '') invalid.push('seller');
  return invalid;
}

/** The boxes a location hash ticks: `#contact-quote` the quote, `#contact-testdrive` the test drive. */
export function hashPreTicks(hash: string): { quote: boolean; testDrive: boolean } {
  const anchor = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  return { quote: anchor === 'contact-quote', testDrive: anchor === 'contact-testdrive' };
}

/** A hash naming any contact anchor scrolls the form into view (spec 2). */
export function hashWantsContact(hash: string): boolean {
  return hash.toLowerCase().includes('contact');
}

/** The values the browser sends the worker; the worker adds the car's text and the recipient. */
export interface ContactValues extends Omit<ContactInput, 'seller'> {
  car: string;
  /** The chosen seller's email for a sample car; the worker checks it against the brand's dealers. */
  seller?: string;
  sourcePageUrl: string;
}

/** The body of POST /api/forms/comhub as the island sends it (spec 7 "Contact form"). */
export interface ContactSubmission {
  formName: typeof carContactFormName;
  formSubmissionId: string;
  values: ContactValues;
}

/** The island's send: the submission as JSON; the worker answers 202 with nothing to read. */
export const comhubRoute = apiRoute<ContactSubmission, void>('POST', comhubPath, {
  answer: 'none',
});

/** The submission for one visitor's send: trimmed values, the same id on every attempt. */
export function buildContactSubmission(
  carId: string,
  input: ContactInput,
  options: { formSubmissionId: string; sourcePageUrl: string; sellerRequired: boolean },
): ContactSubmission {
  return {
    formName: carContactFormName,
    formSubmissionId: options.formSubmissionId,
    values: {
      car: carId,
      name: input.name.trim(),
      phone: input.phone.trim(),
      email: input.email.trim(),
      message: input.message.trim(),
      quote: input.quote,
      testDrive: input.testDrive,
      ...(options.sellerRequired ? { seller: input.seller.trim() } : {}),
      sourcePageUrl: options.sourcePageUrl,
    },
  };
}

/** One attempt's outcome: sent, or failed (and whether another attempt could succeed). */
export type AttemptOutcome = { ok: true } | { ok: false; retryable: boolean; reason: string };

/**
 * Sends up to `attempts` times, waiting `delayMs` between attempts, until one succeeds; an answer
 * that says the request itself is wrong (4xx) is not retried. Each failed attempt is reported
 * through `onFailedAttempt` (the island logs it as a warning, spec 8).
 */
export async function sendWithRetry(
  attempt: () => Promise<AttemptOutcome>,
  options: {
    attempts?: number;
    delayMs?: number;
    sleep?: (ms: number) => Promise<void>;
    onFailedAttempt?: (n: number, reason: string) => void;
  } = {},
): Promise<{ ok: boolean; attempts: number; reason?: string }> {
  const attempts = options.attempts ?? contactRetry.attempts;
  const delayMs = options.delayMs ?? contactRetry.delayMs;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let reason = '';
  for (let n = 1; n <= attempts; n++) {
    const outcome = await attempt();
    if (outcome.ok) return { ok: true, attempts: n };
    reason = outcome.reason;
    options.onFailedAttempt?.(n, reason);
    if (!outcome.retryable) return { ok: false, attempts: n, reason };
    if (n < attempts) await sleep(delayMs);
  }
  return { ok: false, attempts, reason };
}

/** How an HTTP answer of the worker reads as an attempt: 202 sent; 5xx and 429 worth another go. */
export function attemptOutcomeOf(status: number): AttemptOutcome {
  if (status === 202) return { ok: true };
  return { ok: false, retryable: status >= 500 || status === 429, reason: `answered ${status}` };
}
