import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import type { PreparedSubmission } from './form-handling.ts';

/** The payload's fingerprint: the form and its values as parsed, hashed (the id's object keeps no lead). */
async function payloadHash(formName: string, checked: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([formName, checked]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Hands a checked submission to the forms partner through its id's Durable Object
 * (lead-submissions.ts), so each id is delivered once: returns when the partner took it (now or
 * before); 409 when the id was sent with other values; 502 when the partner did not take it.
 */
export async function deliverOnce(
  c: Context<AppEnv>,
  { checked, submission }: PreparedSubmission,
): Promise<void> {
  const { formName, formSubmissionId } = submission;
  const submissions = c.get('config').bindings.LEAD_SUBMISSIONS;
  const answer = await submissions
    .get(submissions.idFromName(formSubmissionId))
    .deliver(await payloadHash(formName, checked), submission);
  if ('conflict' in answer)
    throw new ApiError(409, 'This form was already sent with other values.', [
      { path: 'formSubmissionId', message: 'already used for other values' },
    ]);
  if (answer.outcome.kind === 'sent') return;
  // The browser tries again (3 attempts); one failed attempt is a warning, not an error.
  console.warn(`${formName} not forwarded`, formSubmissionId, answer.outcome.reason);
  throw new ApiError(502, 'The forms partner did not take the submission; try again.');
}
