import { useEffect, useState } from 'react';

// Apart from callApi (client/lib/api-call.ts), which a page's one-off calls use without it; both
// ride in the api-call chunk that only the islands asking the worker load (vite.config.ts).

/** What a call superseded by a newer one resolves to: its answer is no longer wanted. */
export const superseded: unique symbol = Symbol('superseded');

/**
 * "The latest request wins", in one place: each call started aborts the one before it, and a call
 * that was superseded resolves to `superseded` instead of its answer or its error, so a slow
 * answer to an old choice never overwrites a newer one.
 */
export class LatestCall {
  private controller: AbortController | undefined;

  async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T | typeof superseded> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const value = await call(controller.signal);
      return controller.signal.aborted ? superseded : value;
    } catch (error) {
      if (controller.signal.aborted) return superseded;
      throw error;
    } finally {
      if (this.controller === controller) this.controller = undefined;
    }
  }

  cancel(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}

/** A LatestCall for one component: the call still running when it unmounts is aborted. */
export function useLatestCall(): LatestCall {
  const [latest] = useState(() => new LatestCall());
  useEffect(() => () => latest.cancel(), [latest]);
  return latest;
}
