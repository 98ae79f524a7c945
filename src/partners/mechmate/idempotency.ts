import { DurableObject } from 'cloudflare:workers';
import type { BookingAnswer } from '#client/contracts/mechmate.ts';
import { loadConfig, type RawEnv } from '../../env.ts';
import type { DurableObjectState } from '../../platform.ts';
import { KeyedOnce } from '../keyed-once.ts';
import { UpstreamError } from '../upstream.ts';
import { type CheckedBooking, createMechmateClient } from './client.ts';

/** What a key holds: how the partner answered its booking. Never the booking or the customer. */
export type BookingOutcome =
  | { kind: 'booked'; answer: BookingAnswer }
  /** The partner refused with a message (a slot just taken): its status and message. */
  | { kind: 'refused'; status: number; message: string }
  /** No usable answer (an outage, a timeout, an answer off the contract): it may have booked. */
  | { kind: 'failed'; reason: string };

export interface KeyedOutcome {
  outcome: BookingOutcome;
  /** The outcome was the key's earlier one: nothing went to the partner for this request. */
  replayed: boolean;
}

/** How long a key is remembered; a booking retried later than this is a new booking. */
export const keyLifetimeMs = 24 * 60 * 60 * 1000;

/** A key stands for one booking whatever its body: a repeat is a repeat of the first. */
const anyBooking = '';

function outcomeOf(error: unknown): BookingOutcome {
  if (!(error instanceof UpstreamError)) throw error;
  const { status, partnerMessage } = error;
  if (status !== undefined && status >= 400 && status < 500 && partnerMessage)
    return { kind: 'refused', status, message: partnerMessage };
  return { kind: 'failed', reason: error.message };
}

/**
 * One booking's Idempotency-Key (one object per key, `idFromName(key)`): the first request sends
 * the booking to the partner and keeps the partner's outcome; a request with the same key while
 * that one runs waits for it, and a later one gets the kept outcome, so a double click or a
 * retried request books once whatever the partner does. A failed outcome is kept too, as the
 * partner may have booked before it failed. Keys are forgotten after 24 hours (KeyedOnce).
 */
export class BookingKeys extends DurableObject<RawEnv> {
  readonly #once: KeyedOnce<BookingOutcome>;

  constructor(ctx: DurableObjectState, env: RawEnv) {
    super(ctx, env);
    this.#once = new KeyedOnce(ctx.storage, keyLifetimeMs, () => true);
  }

  /** The key's booking outcome: sent to the partner the first time only. */
  async book(booking: CheckedBooking, key: string): Promise<KeyedOutcome> {
    const answer = await this.#once.run(anyBooking, () =>
      createMechmateClient(loadConfig(this.env))
        .book(booking, key)
        .then((answer): BookingOutcome => ({ kind: 'booked', answer }), outcomeOf),
    );
    // One payload for every request of a key: KeyedOnce has nothing to conflict with.
    if ('conflict' in answer) throw new Error('a booking key conflicted with itself');
    return answer;
  }

  /** The key's day is over: forget it. */
  override async alarm(): Promise<void> {
    await this.#once.forget();
  }
}
