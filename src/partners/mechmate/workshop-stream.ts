import {
  type WorkshopStreamMessage,
  workshopStreamMessageSchema,
} from '#client/contracts/mechmate.ts';
import { UpstreamError } from '../upstream.ts';
import { type SseItem, SseEvents } from './sse-events.ts';

/** The stream closes after this many sites; 'Hämta fler' asks again from the last (spec 4.1). */
export const firstSiteBatch = 5;

/** What the browser reads when the list broke off on the partner's side. */
export const workshopStreamBroken = 'The workshop list broke off; try again in a moment.';

interface RelayOptions {
  /** Opens the partner's stream; aborting the signal ends the partner's request. */
  open: (signal: AbortSignal) => Promise<Response>;
  /** A comment goes out after this long without a write, so idle connections stay open. */
  heartbeatMs: number;
  /** The visitor's request: its abort (where the runtime signals one) ends the partner's too. */
  clientSignal?: AbortSignal;
}

const encoder = new TextEncoder();

function messageOf(item: SseItem): WorkshopStreamMessage | undefined {
  if (item.kind === 'garbage') return undefined;
  try {
    const parsed = workshopStreamMessageSchema.safeParse(JSON.parse(item.data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const ends = (message: WorkshopStreamMessage) => 'error' in message || 'nosites' in message;

/**
 * The workshop list as a server-sent event stream the browser reads while the partner still
 * sends: each of the partner's events is parsed, checked against the contract and sent on as
 * `data: <JSON>` the moment it is complete, never buffered. It closes after the fifth site, after
 * an `{error}` or `{nosites}`, and ends in one `{error}` when the partner sends something that is
 * not a message of the contract, cuts off mid-message, fails to answer in time, or ends before
 * anything. The partner's request is aborted whenever the stream ends, the visitor's leaving
 * included (the stream's cancel).
 */
export function relayWorkshopStream({
  open,
  heartbeatMs,
  clientSignal,
}: RelayOptions): ReadableStream<Uint8Array> {
  const partner = new AbortController();
  let out!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;

  const write = (text: string) => {
    if (closed) return;
    out.enqueue(encoder.encode(text));
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => write(': keepalive\n\n'), heartbeatMs);
  };
  const stop = () => {
    closed = true;
    clearTimeout(heartbeat);
    partner.abort();
  };
  const finish = () => {
    if (closed) return;
    stop();
    out.close();
  };
  const send = (message: WorkshopStreamMessage) => write(`data: ${JSON.stringify(message)}\n\n`);
  const fail = (why: string, shown = workshopStreamBroken) => {
    if (closed) return;
    console.warn(`mechmate workshop stream: ${why}`);
    send({ error: shown });
    finish();
  };

  async function relay(): Promise<void> {
    let response: Response;
    try {
      response = await open(partner.signal);
    } catch (error) {
      const refusal = error instanceof UpstreamError ? error.partnerMessage : undefined;
      return fail(error instanceof Error ? error.message : String(error), refusal);
    }
    if (!response.body) return fail('the partner answered without a body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const events = new SseEvents();
    let sites = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (closed) return;
        if (done) break;
        for (const item of events.push(decoder.decode(value, { stream: true }))) {
          const message = messageOf(item);
          if (!message) return fail('the partner sent something that is not a message');
          send(message);
          if ('departmentId' in message) sites += 1;
          if (ends(message) || sites === firstSiteBatch) return finish();
        }
      }
    } catch (error) {
      return fail(`reading the partner's stream failed: ${String(error)}`);
    } finally {
      reader.cancel().catch(() => {});
    }
    // The partner sends what it has and closes: a close between messages after at least one
    // site is the end of the list; one mid-message (or before anything) is a cut.
    if (events.atBoundary && sites > 0) finish();
    else fail('the partner cut the stream off');
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
      clientSignal?.addEventListener('abort', stop);
      // A first byte at once: nothing on the way waits for the partner before passing the answer.
      write(': open\n\n');
      void relay();
    },
    cancel: stop,
  });
}
