import { describe, expect, it } from 'vitest';
import type { WorkshopSite } from '#client/contracts/mechmate.ts';
import {
  EventStreamParser,
  messageOf,
  readWorkshopStream,
  type WorkshopStreamEvent,
} from '#client/booking/workshop-stream.ts';

const site = (departmentId: string): WorkshopSite => ({
  departmentId,
  siteId: `site-${departmentId}`,
  siteName: `Verkstad ${departmentId}`,
  address: 'Storgatan 1, 111 22 Stockholm',
  latitude: 59.33,
  longitude: 18.06,
  brands: ['Volvo', 'Kia'],
  firstTimeSlot: '2026-11-25T08:00:00',
});

const data = (message: unknown) => `data: ${JSON.stringify(message)}\n\n`;

describe('the event-stream parser', () => {
  it('gives a message split over chunks mid-line once its blank line arrives', () => {
    const parser = new EventStreamParser();
    const text = data(site('d1'));
    expect(parser.push(text.slice(0, 17))).toEqual([]);
    expect(parser.push(text.slice(17, -1))).toEqual([]);
    expect(parser.push(text.slice(-1))).toEqual([{ type: 'site', site: site('d1') }]);
  });

  it('gives every message of a chunk that holds several, in order', () => {
    const parser = new EventStreamParser();
    expect(parser.push(data(site('d1')) + data(site('d2')) + data({ nosites: true }))).toEqual([
      { type: 'site', site: site('d1') },
      { type: 'site', site: site('d2') },
      { type: 'nosites' },
    ]);
  });

  it('skips comment heartbeats and fields other than data', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': heartbeat\n\n:\n\nid: 7\nretry: 10\n')).toEqual([]);
    expect(parser.push(data({ error: 'no workshop available' }))).toEqual([
      { type: 'error', message: 'no workshop available' },
    ]);
  });

  it('reads CRLF and CR line ends, also with a chunk ending between CR and LF', () => {
    const parser = new EventStreamParser();
    const json = JSON.stringify(site('d1'));
    expect(parser.push(`data: ${json}\r`)).toEqual([]);
    expect(parser.push('\n\r')).toEqual([{ type: 'site', site: site('d1') }]);
    expect(parser.push(`\ndata:{"nosites":true}\r\r`)).toEqual([{ type: 'nosites' }]);
  });

  it('joins the data lines of one message with newlines', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: {"error":\ndata: "x"}\n\n')).toEqual([
      { type: 'error', message: 'x' },
    ]);
  });

  it('names a message that is not JSON, or not a message of the stream, garbage', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: {"departmentId": \n\ndata: [1]\n\n')).toEqual([
      { type: 'garbage', data: '{"departmentId": ' },
      { type: 'garbage', data: '[1]' },
    ]);
    expect(messageOf(JSON.stringify({ ...site('d1'), latitude: 'north' }))).toMatchObject({
      type: 'garbage',
    });
    expect(messageOf('{"nosites":false}')).toMatchObject({ type: 'garbage' });
  });

  it('drops a message the stream ended before completing', () => {
    const parser = new EventStreamParser();
    expect(parser.push(`data: ${JSON.stringify(site('d1'))}\n`)).toEqual([]);
    expect(parser.push('data: {"siteNa')).toEqual([]);
  });
});

/** A streamed answer the test writes to as it goes, and whether the reader let it go. */
function streamedAnswer(status = 200) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
  }) as typeof fetch;
  return {
    fetcher,
    requests,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    cancelled: () => cancelled,
  };
}

async function collect(events: AsyncGenerator<WorkshopStreamEvent>) {
  const all: WorkshopStreamEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe('reading the workshop stream', () => {
  it('yields the first site before the partner has sent the next one', async () => {
    const answer = streamedAnswer();
    const events = readWorkshopStream('/stream', new AbortController().signal, answer.fetcher);
    answer.send(data(site('d1')));
    expect((await events.next()).value).toEqual({ type: 'site', site: site('d1') });
    answer.send(data(site('d2')));
    answer.end();
    expect(await collect(events)).toEqual([{ type: 'site', site: site('d2') }, { type: 'closed' }]);
    expect(answer.requests[0]?.init?.headers).toEqual({ accept: 'text/event-stream' });
  });

  it('ends with closed after nosites, and lets the answer go', async () => {
    const answer = streamedAnswer();
    answer.send(data({ nosites: true }) + data(site('late')));
    const events = await collect(
      readWorkshopStream('/stream', new AbortController().signal, answer.fetcher),
    );
    expect(events).toEqual([{ type: 'nosites' }, { type: 'closed' }]);
    expect(answer.cancelled()).toBe(true);
  });

  it('ends a cut without a final message, mid-line, with closed (no hang)', async () => {
    const answer = streamedAnswer();
    answer.send(data(site('d1')) + data(site('d2')) + 'data: {"departmentId":"d');
    answer.end();
    const events = await collect(
      readWorkshopStream('/stream', new AbortController().signal, answer.fetcher),
    );
    expect(events.map((event) => event.type)).toEqual(['site', 'site', 'closed']);
  });

  it('turns a garbage message into an error and reads no further', async () => {
    const answer = streamedAnswer();
    answer.send(data(site('d1')) + 'data: not json\n\n' + data(site('d2')));
    const events = await collect(
      readWorkshopStream('/stream', new AbortController().signal, answer.fetcher),
    );
    expect(events.map((event) => event.type)).toEqual(['site', 'error', 'closed']);
    expect(answer.cancelled()).toBe(true);
  });

  it('turns a refused answer into an error', async () => {
    const answer = streamedAnswer(400);
    answer.end();
    const events = await collect(
      readWorkshopStream('/stream', new AbortController().signal, answer.fetcher),
    );
    expect(events).toEqual([
      { type: 'error', message: 'the workshop stream answered 400' },
      { type: 'closed' },
    ]);
  });

  it('turns a failed connection into an error', async () => {
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const events = await collect(
      readWorkshopStream('/stream', new AbortController().signal, fetcher),
    );
    expect(events.map((event) => event.type)).toEqual(['error', 'closed']);
  });

  it('ends silently when aborted, and passes the abort to the request', async () => {
    const answer = streamedAnswer();
    const controller = new AbortController();
    const abortable = (async (url: string, init?: RequestInit) => {
      const response = await answer.fetcher(url, init);
      const reader = response.body!.getReader();
      // What fetch does with its signal: the body errors with the abort's reason.
      init?.signal?.addEventListener('abort', () =>
        reader.cancel(init.signal?.reason).catch(() => {}),
      );
      return new Response(
        new ReadableStream({
          async pull(c) {
            const { done, value } = await reader.read();
            if (controller.signal.aborted) c.error(controller.signal.reason);
            else if (done) c.close();
            else c.enqueue(value);
          },
        }),
      );
    }) as typeof fetch;
    const events = readWorkshopStream('/stream', controller.signal, abortable);
    answer.send(data(site('d1')));
    expect((await events.next()).value).toEqual({ type: 'site', site: site('d1') });
    expect(answer.requests[0]?.init?.signal).toBe(controller.signal);
    const next = events.next();
    controller.abort();
    expect(await next).toEqual({ done: true, value: undefined });
  });
});
