import { DurableObject } from 'cloudflare:workers';
import type { BookingAnswer } from '#client/contracts/mechmate.ts';
import { loadConfig, type RawEnv } from '../../env.ts';
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

interface StoredOutcome {
  outcome: BookingOutcome;
  at: number;
}

/** How long a key is remembered; a booking retried later than this is a new booking. */
export const keyLifetimeMs = 24 * 60 * 60 * 1000;
const storageKey = 'outcome';

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
 * partner may have booked before it failed. Keys are forgotten after 24 hours (an alarm clears
 * the storage; a stale outcome read before it fires counts as none).
 */
export class BookingKeys extends DurableObject<RawEnv> {
  #running: Promise<KeyedOutcome> | undefined;

  /** The key's booking outcome: sent to the partner the first time only. */
  async book(booking: CheckedBooking, key: string): Promise<KeyedOutcome> {
    // Set before the first await, so a request arriving while this one waits joins it.
    const running = this.#running;
    if (running) return { ...(await running), replayed: true };
    const first = this.#firstOrKept(booking, key);
    this.#running = first;
    try {
      return await first;
    } finally {
      this.#running = undefined;
    }
  }

  async #firstOrKept(booking: CheckedBooking, key: string): Promise<KeyedOutcome> {
    const kept = await this.ctx.storage.get<StoredOutcome>(storageKey);
    if (kept && Date.now() - kept.at < keyLifetimeMs)
      return { outcome: kept.outcome, replayed: true };
    const client = createMechmateClient(loadConfig(this.env));
    const outcome = await client
      .book(booking, key)
      .then((answer): BookingOutcome => ({ kind: 'booked', answer }), outcomeOf);
    const at = Date.now();
    await this.ctx.storage.put(storageKey, { outcome, at } satisfies StoredOutcome);
    await this.ctx.storage.setAlarm(at + keyLifetimeMs);
    return { outcome, replayed: false };
  }

  /** The key's day is over: forget it. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
