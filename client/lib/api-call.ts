import { useEffect, useState } from 'react';
import type { ApiRoute, QueryInput } from '../contracts/api-route.ts';

/** A call to the worker's API that did not give the contract's answer. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  /** The answer's status; undefined when no answer came (offline, refused, aborted). */
  readonly status: number | undefined;
  /** The `error` of the API's one error shape, when the answer carried one. */
  readonly apiMessage: string | undefined;
  constructor(message: string, status?: number, apiMessage?: string) {
    super(message);
    this.status = status;
    this.apiMessage = apiMessage;
  }
}

function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' ? error : undefined;
}

function urlOf(path: string, query: QueryInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function requestOf<Input>(route: ApiRoute<Input, unknown>, input: Input, signal?: AbortSignal) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (route.method === 'GET')
    return { url: urlOf(route.path, (input ?? {}) as QueryInput), init: { headers, signal } };
  headers['content-type'] = 'application/json';
  return {
    url: route.path,
    init: { method: 'POST', headers, body: JSON.stringify(input), signal },
  };
}

/**
 * The one way an island calls the worker's API: the route's method and path, the input as query
 * or JSON body, a status check, the answer read as JSON and checked by the route's guard. Any
 * failure is an ApiCallError (an abort stays the browser's AbortError, so callers can tell a
 * superseded call from a failed one).
 */
export async function callApi<Input, Answer>(
  route: ApiRoute<Input, Answer>,
  input: Input,
  signal?: AbortSignal,
): Promise<Answer> {
  const { url, init } = requestOf(route, input, signal);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiCallError(`${route.path}: no answer (${String(error)})`);
  }
  const body: unknown =
    route.answer === 'json' || !response.ok ? await response.json().catch(() => undefined) : null;
  if (!response.ok)
    throw new ApiCallError(
      `${route.path} answered ${response.status}`,
      response.status,
      errorMessageOf(body),
    );
  if (route.answer === 'none') {
    await response.body?.cancel().catch(() => {});
    return undefined as Answer;
  }
  if (body === undefined || (route.accepts && !route.accepts(body)))
    throw new ApiCallError(
      `${route.path} answered a body that is not the contract`,
      response.status,
    );
  return body as Answer;
}

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

  /** True while a call is running that nothing has superseded. */
  get pending(): boolean {
    return this.controller !== undefined;
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
