import type { Fetching } from '#src/partners/upstream.ts';

/** An upstream that answers every request with a fresh `response()`. */
export function upstreamAnswering(response: () => Response): Fetching {
  return { fetch: () => Promise.resolve(response()) };
}

/**
 * An upstream that never answers: only the caller's deadline ends the wait. It holds on to the
 * requests in flight as a real fetch does (Node would otherwise collect an unreferenced request,
 * and its abort with it).
 */
export function silentUpstream(): Fetching {
  const inFlight: Request[] = [];
  return {
    fetch: (request) =>
      new Promise((_, reject) => {
        inFlight.push(request);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      }),
  };
}
