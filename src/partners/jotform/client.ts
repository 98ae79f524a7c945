import type { AppConfig } from '../../env.ts';
import type { JotformAnswersRequest, SubmissionAnswer } from '#client/contracts/jotform.ts';
import { ApiError } from '../../api/api-error.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { fetchJson } from '../upstream.ts';
import { toSubmissionAnswers } from './answers.ts';
import { jotformSubmissionsPath, rawJotformSubmissionsSchema } from './contract.ts';

const timeoutMs = 5000;

/** The form builder's API: the answers of one submission. */
export interface JotformClient {
  submissionAnswers(request: JotformAnswersRequest): Promise<SubmissionAnswer[]>;
}

/**
 * The form builder through the partner fetcher, its API key in the `APIKEY` header (never in the
 * address, where logs would keep it). Only the asked submission's answers come back: the record
 * the partner returns must be that id on that form, or the answer is a 404, so a filter the
 * partner ignored can never hand a visitor another visitor's answers. In production without
 * JOTFORM_API_KEY every call is a 503.
 */
export function createJotformClient(config: AppConfig): JotformClient {
  const partners = createPartnerFetcher(config);
  const call = { upstream: 'jotform', fetcher: partners, timeoutMs };
  return {
    async submissionAnswers({ formId, submissionId }) {
      const apiKey = config.jotform.apiKey;
      if (config.environment === 'production' && !apiKey) {
        console.error('jotform: the JOTFORM_API_KEY secret is not set');
        throw new ApiError(503, 'The form builder is not configured.');
      }
      const headers = new Headers({ accept: 'application/json' });
      if (apiKey) headers.set('APIKEY', apiKey);
      const request = partners.request(jotformSubmissionsPath(formId, submissionId), { headers });
      const { content } = await fetchJson(call, request, rawJotformSubmissionsSchema);
      const submission = content[0];
      if (!submission || submission.id !== submissionId || submission.form_id !== formId)
        throw new ApiError(404, 'The form builder has no such submission of this form.');
      return toSubmissionAnswers(submission);
    },
  };
}
