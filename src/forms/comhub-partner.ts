import type { PartnerFetcher } from '../partners/partner-fetcher.ts';
import { UpstreamError } from '../partners/upstream.ts';

/** The partner's forms endpoint (spec car-stock 7 "Contact form", booking 7.2). */
export const comhubPartnerPath = '/forms/comhub';
const timeoutMs = 8000;

/** What the forms partner receives: the form, the id that makes a repeat harmless, and its values. */
export interface ComhubSubmission {
  formName: string;
  formSubmissionId: string;
  values: Record<string, string | boolean>;
}

/**
 * Posts one submission to the forms partner. Only 202 is success (booking spec 7.2: any other
 * answer is a failure); a timeout, a refused connection or another status is an UpstreamError.
 * The same formSubmissionId may be posted again after a failure: the partner keeps one.
 */
export async function postToComhub(
  partners: PartnerFetcher,
  submission: ComhubSubmission,
): Promise<void> {
  const request = partners.request(comhubPartnerPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(submission),
    signal: AbortSignal.timeout(timeoutMs),
  });
  let response: Response;
  try {
    response = await partners.fetch(request);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `timed out after ${timeoutMs} ms`
        : String(error);
    throw new UpstreamError(`forms partner: ${reason}`, 'forms partner');
  }
  // The body is not used; read it so the connection is released.
  await response.body?.cancel().catch(() => {});
  if (response.status !== 202)
    throw new UpstreamError(
      `forms partner: answered ${response.status}`,
      'forms partner',
      response.status,
    );
}
