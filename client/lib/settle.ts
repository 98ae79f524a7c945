/** A promise's outcome as a value, so a section can render its error state instead of throwing. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Starts nothing; wraps a running promise so it never rejects. */
export function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

const pairs = new WeakMap<Promise<unknown>, WeakMap<Promise<unknown>, Promise<unknown>>>();

/**
 * Two outcomes as one, for a section that needs both: the two values, or the first failure. The
 * same pair gives the same promise, so React finds the one it waited for when it renders again.
 */
export function settledBoth<A, B>(
  first: Promise<Settled<A>>,
  second: Promise<Settled<B>>,
): Promise<Settled<[A, B]>> {
  let bySecond = pairs.get(first);
  if (!bySecond) pairs.set(first, (bySecond = new WeakMap()));
  let both = bySecond.get(second) as Promise<Settled<[A, B]>> | undefined;
  if (!both) {
    both = Promise.all([first, second]).then(([a, b]): Settled<[A, B]> => {
      if (!a.ok) return a;
      if (!b.ok) return b;
      return { ok: true, value: [a.value, b.value] };
    });
    bySecond.set(second, both);
  }
  return both;
}
