import type { WorkshopSite } from '../contracts/mechmate.ts';

// The workshop list's server-sent stream as the booking island reads it (booking spec 4.1, 7.1):
// `data: <JSON>` messages, each a site, `{error}` or `{nosites: true}`, with `:` comment
// heartbeats while the partner is quiet. It is read with fetch and a streaming reader rather than
// EventSource, because EventSource reconnects by itself when the server closes, and a closed
// stream here means "the batch is done": the flow asks for more only when the visitor does.

/** What the visitor's list learns from the stream, in order; `closed` always comes last. */
export type WorkshopStreamEvent =
  | { type: 'site'; site: WorkshopSite }
  | { type: 'error'; message: string }
  | { type: 'nosites' }
  | { type: 'closed' };

/** A message that is no site, error or nosites: the stream is broken and read no further. */
interface Garbage {
  type: 'garbage';
  data: string;
}

export type ParsedMessage = Exclude<WorkshopStreamEvent, { type: 'closed' }> | Garbage;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A hand check of the fields the list shows (the worker has already parsed each site with the
 * contract's zod schema; zod stays out of the island's chunk).
 */
function isSite(value: Record<string, unknown>): boolean {
  return (
    typeof value.departmentId === 'string' &&
    value.departmentId !== '' &&
    typeof value.siteId === 'string' &&
    typeof value.siteName === 'string' &&
    typeof value.address === 'string' &&
    isFiniteNumber(value.latitude) &&
    isFiniteNumber(value.longitude) &&
    Array.isArray(value.brands) &&
    value.brands.every((brand) => typeof brand === 'string') &&
    (value.firstTimeSlot === null || typeof value.firstTimeSlot === 'string')
  );
}

/** One message's JSON as the list's event; anything else is garbage. */
export function messageOf(data: string): ParsedMessage {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { type: 'garbage', data };
  }
  if (!isObject(value)) return { type: 'garbage', data };
  if (typeof value.error === 'string') return { type: 'error', message: value.error };
  if (value.nosites === true) return { type: 'nosites' };
  if (isSite(value)) return { type: 'site', site: value as unknown as WorkshopSite };
  return { type: 'garbage', data };
}

/**
 * The event-stream format, fed text as it arrives: lines end in LF, CRLF or CR (a chunk may end
 * inside a line, or between the CR and LF of one), `data:` lines gather into one message that a
 * blank line completes, `:` lines are comments (the heartbeats), other fields are ignored. What is
 * left unfinished when the stream ends is dropped, as the format says an interrupted event is.
 */
export class EventStreamParser {
  private buffer = '';
  private data: string[] = [];
  /** The last chunk ended in CR: an LF starting the next one belongs to that line end. */
  private afterCarriageReturn = false;

  push(chunk: string): ParsedMessage[] {
    let text = chunk;
    if (this.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.afterCarriageReturn = text.endsWith('\r');
    const lines = (this.buffer + text).split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    const messages: ParsedMessage[] = [];
    for (const line of lines) {
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): ParsedMessage | null {
    if (line === '') {
      if (this.data.length === 0) return null;
      const data = this.data.join('\n');
      this.data = [];
      return messageOf(data);
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return null;
    const value = colon === -1 ? '' : line.slice(colon + 1);
    this.data.push(value.startsWith(' ') ? value.slice(1) : value);
    return null;
  }
}

/** The events one answer's messages give: the first error, nosites or garbage ends the batch. */
function* eventsOf(messages: ParsedMessage[]): Generator<WorkshopStreamEvent, boolean> {
  for (const message of messages) {
    if (message.type === 'garbage') {
      yield { type: 'error', message: 'the workshop stream sent a message that is not JSON' };
      return true;
    }
    yield message;
    if (message.type !== 'site') return true;
  }
  return false;
}

/**
 * Reads one batch of the workshop stream at `url`: each site as it arrives (so the first shows
 * before the partner has sent the last), an `error` for a refused answer, a failed connection or a
 * broken message, `nosites`, and `closed` when the batch is over, however it ended (a cut without a
 * final message included, so the list never waits for what will not come). Aborting `signal` ends
 * the reading silently, without `closed`.
 */
export async function* readWorkshopStream(
  url: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): AsyncGenerator<WorkshopStreamEvent> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    const response = await fetcher(url, { headers: { accept: 'text/event-stream' }, signal });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      yield { type: 'error', message: `the workshop stream answered ${response.status}` };
      yield { type: 'closed' };
      return;
    }
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new EventStreamParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const ended = yield* eventsOf(parser.push(decoder.decode(value, { stream: true })));
      if (ended) break;
    }
    yield { type: 'closed' };
  } catch (error) {
    if (signal.aborted) return;
    yield { type: 'error', message: `the workshop stream failed: ${String(error)}` };
    yield { type: 'closed' };
  } finally {
    // Leaving early (a final message, garbage, an abort, or a consumer that stopped) lets the
    // server go.
    reader?.cancel().catch(() => {});
  }
}
