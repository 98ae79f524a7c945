/** A promise's outcome as a value, so a section can render its error state instead of throwing. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Starts nothing; wraps a running promise so it never rejects. */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}
