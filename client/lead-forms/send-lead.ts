import { sendWithRetry } from '../contact/contact-rules.ts';
import type {
  LeadGuard,
  SellCarSubmission,
  ServiceRequestSubmission,
} from '../contracts/lead-forms.route.ts';
import { leadPostFields, leadSubmitRoute } from '../contracts/lead-forms.route.ts';
import { ApiCallError, callApi } from '../lib/api-call.ts';

/**
 * How a lead's send ended: taken (202); already received with other values (409: the form was
 * sent before); refused by the spam guard (403: the form is too old, or the challenge failed);
 * or failed (any other answer, or none after the retries).
 */
export type LeadSendOutcome = 'sent' | 'already-received' | 'refused' | 'failed';

function outcomeOfStatus(status: number | undefined): LeadSendOutcome {
  if (status === 409) return 'already-received';
  if (status === 403) return 'refused';
  return 'failed';
}

/**
 * Sends one lead (booking spec 7.2: 202 is success, any other answer a failure). A lost answer, a
 * 5xx or a 429 is tried again, up to three attempts a second apart (the contact form's rule), each
 * with the same submission id, so the worker delivers one lead however many arrive.
 */
export async function sendLead(
  submission: SellCarSubmission | ServiceRequestSubmission,
  options: { sleep?: (ms: number) => Promise<void> } = {},
): Promise<LeadSendOutcome> {
  let lastStatus: number | undefined;
  const result = await sendWithRetry(
    async () => {
      try {
        await callApi(leadSubmitRoute, submission);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof ApiCallError)) throw error;
        lastStatus = error.status;
        const retryable = error.status === undefined || error.status >= 500 || error.status === 429;
        return { ok: false, retryable, reason: error.message };
      }
    },
    {
      sleep: options.sleep,
      onFailedAttempt: (n, reason) =>
        console.warn(`${submission.formName}: attempt ${n} failed (${reason})`),
    },
  );
  if (result.ok) return 'sent';
  const outcome = outcomeOfStatus(lastStatus);
  if (outcome === 'failed')
    console.error(`${submission.formName}: not sent after ${result.attempts} attempts`);
  return outcome;
}

/**
 * The guard fields of a rendered form, read at the moment of sending: the form token and the
 * honeypot the server rendered, and the answer the challenge's widget put in the form, if any.
 */
export function readLeadGuard(form: HTMLFormElement): LeadGuard {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const turnstile = text(leadPostFields.turnstile);
  return {
    formToken: text(leadPostFields.formToken),
    honeypot: text(leadPostFields.honeypot),
    ...(turnstile ? { turnstile } : {}),
  };
}
