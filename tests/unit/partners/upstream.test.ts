import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type Fetching,
  fetchJson,
  fetchUpstream,
  sendUpstream,
  UpstreamError,
} from '#src/partners/upstream.ts';
import { silentUpstream, upstreamAnswering } from '#tests/support/fake-upstreams.ts';

const silent = silentUpstream();

const quote = () => new Request('https://partner.test/quote');
const quoteSchema = z.object({ monthly: z.number() });

/** The error a call fails with (the test fails when it does not). */
async function failureOf(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

/** A body that says whether its reader let it go unread. */
function trackedBody(): { body: ReadableStream<Uint8Array>; cancelled: () => boolean } {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => controller.enqueue(new TextEncoder().encode('{}')),
    cancel: () => {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('fetchJson', () => {
  it('answers the parsed body of a 2xx answer', async () => {
    const fetcher = upstreamAnswering(() => Response.json({ monthly: 199, extra: 'ignored' }));
    await expect(
      fetchJson({ upstream: 'finance', fetcher }, quote(), quoteSchema),
    ).resolves.toEqual({ monthly: 199 });
  });

  it('refuses a body off the schema, naming the upstream and keeping the issues', async () => {
    const fetcher = upstreamAnswering(() => Response.json({ monthly: 'lots' }));
    const error = await failureOf(
      fetchJson({ upstream: 'finance', fetcher }, quote(), quoteSchema),
    );
    expect(error.message).toBe('finance: unexpected response body');
    expect(error.status).toBe(200);
    expect(error.invalidBody?.issues.map((issue) => issue.path)).toEqual([['monthly']]);
  });

  it('refuses a body that is not JSON the same way', async () => {
    const fetcher = upstreamAnswering(() => new Response('<html>maintenance</html>'));
    const error = await failureOf(
      fetchJson({ upstream: 'finance', fetcher }, quote(), quoteSchema),
    );
    expect(error.invalidBody).toBeDefined();
  });
});

describe('fetchUpstream', () => {
  it('sends the request as built, under a deadline', async () => {
    let sent: Request | undefined;
    const fetcher: Fetching = {
      fetch: (request) => {
        sent = request;
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    };
    const request = new Request('https://partner.test/forms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      redirect: 'manual',
    });
    await fetchUpstream({ upstream: 'forms', fetcher }, request);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.redirect).toBe('manual');
    expect(await sent?.text()).toBe('{"a":1}');
    expect(sent?.signal.aborted).toBe(false);
  });

  it('gives up when the deadline passes, saying so', async () => {
    const error = await failureOf(
      fetchUpstream({ upstream: 'finance', fetcher: silent, timeoutMs: 20 }, quote()),
    );
    expect(error.message).toBe('finance: timed out after 20 ms');
    expect(error.timedOut).toBe(true);
    expect(error.status).toBeUndefined();
  });

  it('turns an unreachable upstream into an UpstreamError without a status', async () => {
    const refused: Fetching = { fetch: () => Promise.reject(new TypeError('connection refused')) };
    const error = await failureOf(fetchUpstream({ upstream: 'media', fetcher: refused }, quote()));
    expect(error.message).toBe('media: TypeError: connection refused');
    expect(error.upstream).toBe('media');
    expect(error.timedOut).toBe(false);
    expect(error.status).toBeUndefined();
  });

  it("keeps a refusal's status and its message, in each shape partners use", async () => {
    for (const body of [
      { error: 'No quote with reference X' },
      { message: 'No quote with reference X' },
      { Errors: [{ Message: 'No quote with reference X' }] },
    ]) {
      const fetcher = upstreamAnswering(() => Response.json(body, { status: 404 }));
      const error = await failureOf(fetchUpstream({ upstream: 'codeweaver', fetcher }, quote()));
      expect(error.message).toBe('codeweaver: answered 404');
      expect(error.status).toBe(404);
      expect(error.partnerMessage).toBe('No quote with reference X');
    }
  });

  it("never reads a 5xx answer's message, and lets its body go", async () => {
    const { body, cancelled } = trackedBody();
    const fetcher = upstreamAnswering(() => new Response(body, { status: 503 }));
    const error = await failureOf(fetchUpstream({ upstream: 'codeweaver', fetcher }, quote()));
    expect(error.status).toBe(503);
    expect(error.partnerMessage).toBeUndefined();
    expect(cancelled()).toBe(true);
  });

  it('takes only the statuses the call accepts', async () => {
    const only202 = { upstream: 'forms', accepts: (status: number) => status === 202 };
    const ok = upstreamAnswering(() => new Response(null, { status: 200 }));
    const taken = upstreamAnswering(() => new Response(null, { status: 202 }));
    expect((await failureOf(fetchUpstream({ ...only202, fetcher: ok }, quote()))).status).toBe(200);
    expect((await fetchUpstream({ ...only202, fetcher: taken }, quote())).status).toBe(202);
  });

  it('answers an accepted response unread, for a proxy to stream on', async () => {
    const fetcher = upstreamAnswering(() => new Response('not here', { status: 404 }));
    const response = await fetchUpstream(
      { upstream: 'content platform', fetcher, accepts: () => true },
      quote(),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not here');
  });
});

describe('sendUpstream', () => {
  it('lets the body of an accepted answer go unread', async () => {
    const { body, cancelled } = trackedBody();
    const fetcher = upstreamAnswering(() => new Response(body, { status: 202 }));
    await sendUpstream({ upstream: 'page-view tracking', fetcher }, quote());
    expect(cancelled()).toBe(true);
  });

  it('fails as fetchUpstream does on a status it does not accept', async () => {
    const fetcher = upstreamAnswering(() => new Response('down', { status: 503 }));
    const error = await failureOf(
      sendUpstream({ upstream: 'page-view tracking', fetcher }, quote()),
    );
    expect(error.message).toBe('page-view tracking: answered 503');
  });
});
