import { DurableObject } from 'cloudflare:workers';
import { loadConfig, type RawEnv } from '../../env.ts';
import type { DurableObjectState } from '../../platform.ts';
import { type KeyedAnswer, KeyedOnce } from '../keyed-once.ts';
import { UpstreamError } from '../upstream.ts';
import { createComhubClient } from './client.ts';
import type { ComhubSubmission } from './contract.ts';

/** How the partner took one delivery. Never the lead or the visitor's details. */
export type DeliveryOutcome =
  | { kind: 'sent' }
  /** No 202 (a refusal, a 5xx, a timeout): the lead may not have arrived, so it may go again. */
  | { kind: 'failed'; reason: string };

/** How long a submission id is remembered: a form left open for days is a new lead after that. */
export const submissionLifetimeMs = 48 * 60 * 60 * 1000;

function failureOf(error: unknown): DeliveryOutcome {
  if (!(error instanceof UpstreamError)) throw error;
  return { kind: 'failed', reason: error.message };
}

/**
 * One form submission id (one object per id, `idFromName(formSubmissionId)`), every form of
 * POST /api/forms/comhub: the first request delivers the lead and, once the partner took it
 * (202), keeps the payload's hash with the outcome; a request with the same hash while it runs
 * joins it, a later one gets the kept answer without a second delivery, and another hash is a
 * conflict (409). A failed delivery is not kept: a retry delivers again with the same id (at least
 * once on partner failure, never a lost lead; never twice after a 202). Forgotten after 48 hours.
 */
export class LeadSubmissions extends DurableObject<RawEnv> {
  readonly #once: KeyedOnce<DeliveryOutcome>;

  constructor(ctx: DurableObjectState, env: RawEnv) {
    super(ctx, env);
    this.#once = new KeyedOnce(ctx.storage, submissionLifetimeMs, (o) => o.kind === 'sent');
  }

  /** Delivers the submission unless this id delivered it already (`payloadHash` says what it was). */
  async deliver(
    payloadHash: string,
    submission: ComhubSubmission,
  ): Promise<KeyedAnswer<DeliveryOutcome>> {
    return this.#once.run(payloadHash, () =>
      createComhubClient(loadConfig(this.env))
        .submit(submission)
        .then((): DeliveryOutcome => ({ kind: 'sent' }), failureOf),
    );
  }

  /** The id's two days are over: forget it. */
  override async alarm(): Promise<void> {
    await this.#once.forget();
  }
}
