import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#src/api/api-error.ts';
import { apiErrorResponse } from '#src/api/error-response.ts';
import { fetchJson, type Fetching } from '#src/partners/upstream.ts';
import { silentUpstream, upstreamAnswering } from '#tests/support/fake-upstreams.ts';

/** An app whose one route fails as `fail` says, answered by the API's error handler. */
function appFailingWith(fail: () => Promise<unknown>) {
  const app = new Hono();
  app.onError(apiErrorResponse);
  app.get('/api/x', async (c) => {
    await fail();
    return c.body(null, 204);
  });
  return app;
}

const callPartner = (fetcher: Fetching) =>
  fetchJson(
    { upstream: 'finance', fetcher, timeoutMs: 50 },
    new Request('https://partner.test/quote'),
    z.object({}),
  );

async function answerOf(fail: () => Promise<unknown>) {
  const res = await appFailingWith(fail).request('/api/x');
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
}

describe('the API error answer', () => {
  it('answers an ApiError with its status, message and issues, never cached', async () => {
    const answer = await answerOf(() =>
      Promise.reject(
        new ApiError(400, 'The quote is not valid.', [{ path: 'term', message: 'a number' }]),
      ),
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: 'The quote is not valid.', issues: [{ path: 'term', message: 'a number' }] },
      cache: 'no-store',
    });
  });

  it("keeps a partner's refusal with a message: its status and its message", async () => {
    const partner = upstreamAnswering(() =>
      Response.json(
        { Errors: [{ Message: 'Vehicles over 100,000 miles cannot be financed.' }] },
        { status: 422 },
      ),
    );
    const answer = await answerOf(() => callPartner(partner));
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: 'Vehicles over 100,000 miles cannot be financed.',
      issues: [],
    });
  });

  it('answers 502 for a partner 5xx, a bare 4xx and a timeout, logging a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = upstreamAnswering(() =>
      Response.json({ error: 'internal detail' }, { status: 500 }),
    );
    const bare = upstreamAnswering(() => new Response('no', { status: 403 }));
    const silent = silentUpstream();
    for (const partner of [down, bare, silent]) {
      const answer = await answerOf(() => callPartner(partner));
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ error: expect.stringContaining('finance'), issues: [] });
      expect(JSON.stringify(answer.body)).not.toContain('internal detail');
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('answers 500 without internals for an unexpected error, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await answerOf(() => Promise.reject(new TypeError('secret stack detail')));
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
