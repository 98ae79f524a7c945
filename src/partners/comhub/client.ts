import type { AppConfig } from '../../env.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { sendUpstream } from '../upstream.ts';
import { type ComhubSubmission, comhubPartnerPath } from './contract.ts';

const timeoutMs = 8000;

/** The forms partner: hands one submission over. */
export interface ComhubClient {
  submit(submission: ComhubSubmission): Promise<void>;
}

/**
 * The forms partner through the partner fetcher. Only 202 is success (booking spec 7.2: any other
 * answer is a failure); a timeout, a refused connection or another status is an UpstreamError.
 * The same formSubmissionId may be posted again after a failure: the partner keeps one.
 */
export function createComhubClient(config: AppConfig): ComhubClient {
  const partners = createPartnerFetcher(config);
  const call = {
    upstream: 'forms partner',
    fetcher: partners,
    timeoutMs,
    accepts: (status: number) => status === 202,
  };
  return {
    submit: (submission) =>
      sendUpstream(
        call,
        partners.request(comhubPartnerPath, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission),
        }),
      ),
  };
}
