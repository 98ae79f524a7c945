/**
 * A route of the worker's `/api/` as the browser calls it: its method and path, typed by what it
 * takes and what it answers. The worker checks both sides against the contract's schemas; the
 * browser gets the types and, where a route names one, a light guard of the answer's shape (zod
 * stays out of the browser's chunks).
 */
export interface ApiRoute<Input, Answer> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** What a 2xx answer carries: a JSON body, or nothing the browser reads (a 202 receipt). */
  readonly answer: 'json' | 'none';
  /** Refuses an answer that is not the contract's shape; without it a JSON body is trusted. */
  readonly accepts?: (body: unknown) => body is Answer;
  /** The request outlives the page (a tracking event sent as the visitor leaves): fetch keepalive. */
  readonly keepalive?: true;
  /** Never set: carries the input type so a call cannot send the wrong one. */
  readonly input?: Input;
}

/** A GET route's input: its query parameters (undefined ones are left out). */
export type QueryInput = Record<string, string | undefined>;

export function apiRoute<Input, Answer>(
  method: 'GET' | 'POST',
  path: string,
  options: {
    answer?: 'json' | 'none';
    accepts?: (body: unknown) => body is Answer;
    keepalive?: true;
  } = {},
): ApiRoute<Input, Answer> {
  return {
    method,
    path,
    answer: options.answer ?? 'json',
    accepts: options.accepts,
    keepalive: options.keepalive,
  };
}
