/** Why a body could not be read, as the status and message to answer with. */
export type BodyProblem = { ok: false; status: 400 | 413 | 415; error: string };
export type BodyRead = { ok: true; text: string } | BodyProblem;
export type JsonBodyRead = { ok: true; value: unknown } | BodyProblem;

/** A JSON media type: application/json, with parameters (charset) allowed. */
export function isJsonType(contentType: string | null | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}

/** Bodies up to this size are read and dropped before a 413, so the client sees the answer. */
const drainLimit = 1024 * 1024;

/**
 * Drops a refused body. A client still uploading when the answer comes may see a reset connection
 * instead of the 413, so a modest body is read to its end first (`alreadyRead` bytes of it were
 * read before); a larger one is cancelled.
 */
async function discard(
  body: ReadableStream<Uint8Array> | null,
  alreadyRead: number,
): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let total = alreadyRead;
  while (total <= drainLimit) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
  }
  await reader.cancel().catch(() => {});
}

/**
 * Reads a request body as UTF-8 text, at most `limit` bytes: a larger Content-Length is refused
 * before reading, and the count of bytes actually read is checked too (a chunked body has none).
 */
export async function readBodyText(request: Request, limit: number): Promise<BodyRead> {
  const tooLarge: BodyProblem = {
    ok: false,
    status: 413,
    error: `The body is larger than ${limit} bytes`,
  };
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) {
    if (Number(declared) > drainLimit) await request.body?.cancel().catch(() => {});
    else await discard(request.body, 0);
    return tooLarge;
  }
  const body = request.body;
  if (!body) return { ok: true, text: '' };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      reader.releaseLock();
      await discard(body, total);
      return tooLarge;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400, error: 'The body is not valid UTF-8' };
  }
}

/** A JSON request body: 415 for another content type, 413 over the limit, 400 when malformed. */
export async function readJsonBody(request: Request, limit: number): Promise<JsonBodyRead> {
  if (!isJsonType(request.headers.get('content-type'))) {
    return {
      ok: false,
      status: 415,
      error: 'The body must be JSON (Content-Type: application/json)',
    };
  }
  const read = await readBodyText(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, value: JSON.parse(read.text) as unknown };
  } catch (error) {
    return {
      ok: false,
      status: 400,
      error: `The body is not valid JSON: ${(error as Error).message}`,
    };
  }
}
