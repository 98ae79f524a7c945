import { ApiCallError } from '../lib/api-call.ts';

/** What a failed call of the tire hotel means for the page that made it. */
export interface Refusal {
  /** The worker no longer holds the session (401): the flow starts again at Search. */
  sessionEnded: boolean;
  /** What the page shows: the worker's message (spec 8.3), else the page's own. */
  message: string;
}

/**
 * Reads a failed call: a 401 ends the session unless `verdict401` (the code check, where the
 * partner's wrong-code and expired-code verdicts are 401s with their message); any other refusal
 * shows the answer's message (a 429 names when to try again), and no answer the page's fallback.
 */
export function refusalOf(error: unknown, fallback: string, verdict401 = false): Refusal {
  if (!(error instanceof ApiCallError)) return { sessionEnded: false, message: fallback };
  return {
    sessionEnded: error.status === 401 && !verdict401,
    message: error.apiMessage ?? fallback,
  };
}
