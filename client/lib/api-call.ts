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

function requestOf<Input>(
  route: ApiRoute<Input, unknown>,
  input: Input,
  signal?: AbortSignal,
  extraHeaders: Readonly<Record<string, string>> = {},
) {
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (route.method === 'GET')
    return { url: urlOf(route.path, (input ?? {}) as QueryInput), init: { headers, signal } };
  headers['content-type'] = 'application/json';
  return {
    url: route.path,
    init: {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
      signal,
      keepalive: route.keepalive,
    },
  };
}

/**
 * The one way an island calls the worker's API: the route's method and path, the input as query
 * or JSON body, a status check, the answer read as JSON and checked by the route's guard. Any
 * failure is an ApiCallError (an abort stays the browser's AbortError, so callers can tell a
 * superseded call from a failed one). `headers` adds request headers a route needs per call (the
 * booking's Idempotency-Key).
 */
export async function callApi<Input, Answer>(
  route: ApiRoute<Input, Answer>,
  input: Input,
  signal?: AbortSignal,
  headers?: Readonly<Record<string, string>>,
): Promise<Answer> {
  const { url, init } = requestOf(route, input, signal, headers);
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
