import { ApiCallError, callApi } from '../lib/api-call.ts';
import {
  type AttemptOutcome,
  attemptOutcomeOf,
  buildContactSubmission,
  comhubRoute,
  type ContactInput,
  type ContactSubmission,
  sendWithRetry,
} from './contact-rules.ts';

/** A fresh id per send: every retry of that send carries it, so the partner keeps one submission. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** One attempt: the worker's status decides whether another is worth it; no answer always is. */
async function attempt(submission: ContactSubmission): Promise<AttemptOutcome> {
  try {
    await callApi(comhubRoute, submission);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiCallError && error.status !== undefined)
      return attemptOutcomeOf(error.status);
    return {
      ok: false,
      retryable: true,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * Sends the visitor's enquiry from the page it is on (spec car-stock 7, 8, 9): up to three attempts
 * a second apart under one formSubmissionId, each failed one logged as a warning, the last as an
 * error. True when the worker took it.
 */
export async function sendContact(
  carId: string,
  input: ContactInput,
  sellerRequired: boolean,
): Promise<boolean> {
  const submission = buildContactSubmission(carId, input, {
    formSubmissionId: newSubmissionId(),
    sourcePageUrl: window.location.href,
    sellerRequired,
  });
  const result = await sendWithRetry(() => attempt(submission), {
    onFailedAttempt: (n, reason) => console.warn(`contact form: attempt ${n} failed (${reason})`),
  });
  if (!result.ok)
    console.error(
      `contact form: not sent after ${result.attempts} attempts (${result.reason ?? 'unknown'})`,
    );
  return result.ok;
}
