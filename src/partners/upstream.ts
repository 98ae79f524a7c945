import { z } from 'zod';

/** What a caller may need to know of a failure to answer it well (a proxy's 504, a 502's issues). */
interface UpstreamFailure {
  status?: number;
  partnerMessage?: string;
  timedOut?: boolean;
  invalidBody?: z.ZodError;
}

/** An outside system failed, timed out or answered with a body we do not accept. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly upstream: string;
  readonly status: number | undefined;
  /** What the upstream said when it refused (a 4xx with a message), for the caller to read. */
  readonly partnerMessage: string | undefined;
  /** No answer came within the call's deadline. */
  readonly timedOut: boolean;
  /** Why an answer's body was refused: the schema's issues, for a caller that reports them. */
  readonly invalidBody: z.ZodError | undefined;
  constructor(message: string, upstream: string, failure: UpstreamFailure = {}) {
    super(message);
    this.upstream = upstream;
    this.status = failure.status;
    this.partnerMessage = failure.partnerMessage;
    this.timedOut = failure.timedOut ?? false;
    this.invalidBody = failure.invalidBody;
  }
}

/** The message of a refusal, in the shapes partners use: `error`, `message`, `Errors[0].Message`. */
const refusalSchema = z.union([
  z.object({ error: z.string().min(1).max(500) }).transform((body) => body.error),
  z.object({ message: z.string().min(1).max(500) }).transform((body) => body.message),
  z
    .object({ Errors: z.array(z.object({ Message: z.string().min(1).max(500) })).min(1) })
    .transform((body) => body.Errors[0]!.Message),
]);

async function refusalMessageOf(response: Response): Promise<string | undefined> {
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  const parsed = refusalSchema.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

export interface Fetching {
  fetch(input: Request): Promise<Response>;
}

/** The outside world: the runtime's own fetch (partners go through createPartnerFetcher instead). */
export const globalFetcher: Fetching = { fetch: (request) => fetch(request) };

export interface UpstreamCall {
  /** Names the upstream in every error and log line: `codeweaver`, `search proxy`. */
  upstream: string;
  /** How the request leaves the worker: a partner fetcher, the global fetch, a fake in tests. */
  fetcher: Fetching;
  /** The deadline of the whole answer, body included (default 5000 ms). */
  timeoutMs?: number;
  /** The statuses that count as an answer (default 2xx); a proxy passing every status on says so. */
  accepts?: (status: number) => boolean;
}

const defaultTimeoutMs = 5000;
const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * The one way the worker calls an outside system: the request under a deadline, then a status
 * check; a failure of either is an UpstreamError naming the upstream (a refusal's message kept).
 * Answers the checked Response for a caller that streams it; JSON answers go through fetchJson.
 */
export async function fetchUpstream(call: UpstreamCall, request: Request): Promise<Response> {
  const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    // The caller's own signal (a visitor who left) still aborts the call, as the deadline does.
    const signal = AbortSignal.any([request.signal, deadline]);
    response = await call.fetcher.fetch(new Request(request, { signal }));
  } catch (error) {
    // Read after the wait, which also keeps the deadline alive for as long as the call runs.
    const timedOut = deadline.aborted;
    const reason = timedOut ? `timed out after ${timeoutMs} ms` : String(error);
    throw new UpstreamError(`${call.upstream}: ${reason}`, call.upstream, { timedOut });
  }
  if (!(call.accepts ?? isSuccess)(response.status))
    throw new UpstreamError(`${call.upstream}: answered ${response.status}`, call.upstream, {
      status: response.status,
      partnerMessage: await refusalMessageOf(response),
    });
  return response;
}

/** fetchUpstream, then a zod parse of the JSON body: an answer of another shape is an UpstreamError. */
export async function fetchJson<T>(
  call: UpstreamCall,
  request: Request,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await fetchUpstream(call, request);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new UpstreamError(`${call.upstream}: unexpected response body`, call.upstream, {
      status: response.status,
      invalidBody: parsed.error,
    });
  return parsed.data;
}

/**
 * fetchUpstream for a call whose status is its whole answer (a form handed over, an event
 * recorded): the body is released unread, so the connection is free again.
 */
export async function sendUpstream(call: UpstreamCall, request: Request): Promise<void> {
  const response = await fetchUpstream(call, request);
  await response.body?.cancel().catch(() => {});
}
