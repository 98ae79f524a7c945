import { z } from 'zod';

/** An outside system failed, timed out or answered with a body we do not accept. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly upstream: string;
  readonly status: number | undefined;
  /** What the upstream said when it refused (a 4xx with a message), for the caller to read. */
  readonly partnerMessage: string | undefined;
  constructor(message: string, upstream: string, status?: number, partnerMessage?: string) {
    super(message);
    this.upstream = upstream;
    this.status = status;
    this.partnerMessage = partnerMessage;
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
    throw new UpstreamError(
      `${upstream}: answered ${response.status}`,
      upstream,
      response.status,
      await refusalMessageOf(response),
    );
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new UpstreamError(`${upstream}: unexpected response body`, upstream, response.status);
  return parsed.data;
}
