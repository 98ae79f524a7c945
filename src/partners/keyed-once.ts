import type { DurableObjectState } from '../platform.ts';

// The exactly-once rule the partners' keyed Durable Objects share (the workshop booking's
// Idempotency-Key, BookingKeys; the lead forms' submission id, LeadSubmissions): one object per
// key holds one KeyedOnce, which runs the key's work for the first request, lets the requests that
// arrive while it runs join it, and answers later ones from what it kept.

/** How a key answered one request. */
export type KeyedAnswer<Outcome> =
  | {
      outcome: Outcome;
      /** The outcome was another request's: nothing was done for this one. */
      replayed: boolean;
    }
  /** The key already stands for other work (another payload): nothing was done. */
  | { conflict: true };

interface Kept<Outcome> {
  payload: string;
  outcome: Outcome;
  at: number;
}

interface Running<Outcome> {
  payload: string;
  answer: Promise<KeyedAnswer<Outcome>>;
}

const storageKey = 'outcome';

/**
 * One key's work, done once per payload: the first request runs it; a request with the same
 * payload while it runs joins it; a later one gets the kept outcome, or a conflict when its payload
 * differs. Only an outcome `isFinal` calls final is kept (a failure the caller may retry is not),
 * for `lifetimeMs` (an alarm forgets it; a stale one read before the alarm fires counts as none).
 * The payload is what the caller says identifies the work (a hash, never personal data).
 */
export class KeyedOnce<Outcome> {
  readonly #storage: DurableObjectState['storage'];
  readonly #lifetimeMs: number;
  readonly #isFinal: (outcome: Outcome) => boolean;
  #running: Running<Outcome> | undefined;

  constructor(
    storage: DurableObjectState['storage'],
    lifetimeMs: number,
    isFinal: (outcome: Outcome) => boolean,
  ) {
    this.#storage = storage;
    this.#lifetimeMs = lifetimeMs;
    this.#isFinal = isFinal;
  }

  /** The key's answer to this request: `work` runs only when nothing kept or running answers it. */
  async run(payload: string, work: () => Promise<Outcome>): Promise<KeyedAnswer<Outcome>> {
    // Checked and set with no await between, so a request arriving while one runs sees it.
    while (this.#running) {
      const running = this.#running;
      if (running.payload === payload) {
        const joined = await running.answer;
        return 'conflict' in joined ? joined : { ...joined, replayed: true };
      }
      // Other work waits for the running one's end: whether it conflicts depends on how that went.
      await running.answer.catch(() => undefined);
      if (this.#running === running) this.#running = undefined;
    }
    const answer = this.#keptOrRun(payload, work);
    const running = { payload, answer };
    this.#running = running;
    try {
      return await answer;
    } finally {
      if (this.#running === running) this.#running = undefined;
    }
  }

  async #keptOrRun(payload: string, work: () => Promise<Outcome>): Promise<KeyedAnswer<Outcome>> {
    const kept = await this.#storage.get<Kept<Outcome>>(storageKey);
    if (kept && Date.now() - kept.at < this.#lifetimeMs)
      return kept.payload === payload
        ? { outcome: kept.outcome, replayed: true }
        : { conflict: true };
    const outcome = await work();
    if (this.#isFinal(outcome)) {
      const at = Date.now();
      await this.#storage.put(storageKey, { payload, outcome, at } satisfies Kept<Outcome>);
      await this.#storage.setAlarm(at + this.#lifetimeMs);
    }
    return { outcome, replayed: false };
  }

  /** The key's time is over: forget it (the object's alarm calls this). */
  async forget(): Promise<void> {
    await this.#storage.deleteAll();
  }
}
