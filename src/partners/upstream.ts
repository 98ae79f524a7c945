import type { z } from 'zod';

/** An outside system failed, timed out or answered with a body we do not accept. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly upstream: string;
  readonly status: number | undefined;
  constructor(message: string, upstream: string, status?: number) {
    super(message);
    this.upstream = upstream;
    this.status = status;
  }
}

export interface Fetching {
  fetch(input: Request): Promise<Response>;
}

/**
 * The one way the worker calls an outside system: a bounded wait, a status check, and a zod
 * parse of the JSON body, each failure an UpstreamError naming the upstream.
 */
export async function fetchJson<T>(
  upstream: string,
  fetcher: Fetching,
  request: Request,
  schema: z.ZodType<T>,
  timeoutMs = 5000,
): Promise<T> {
  let response: Response;
  try {
    response = await fetcher.fetch(
      new Request(request, { signal: AbortSignal.timeout(timeoutMs) }),
    );
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `timed out after ${timeoutMs} ms`
        : String(error);
    throw new UpstreamError(`${upstream}: ${reason}`, upstream);
  }
  if (!response.ok)
    throw new UpstreamError(`${upstream}: answered ${response.status}`, upstream, response.status);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new UpstreamError(`${upstream}: unexpected response body`, upstream, response.status);
  return parsed.data;
}
