import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRoute } from '#client/contracts/api-route.ts';
import { ApiCallError, callApi } from '#client/lib/api-call.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

function answerWith(respond: (seen: Seen) => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = { url, init };
    seen.push(call);
    return respond(call);
  });
  return seen;
}
afterEach(() => vi.unstubAllGlobals());

const isPage = (body: unknown): body is { items: string[] } =>
  typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items);
const listRoute = apiRoute<{ tag?: string; cursor?: string }, { items: string[] }>(
  'GET',
  '/api/list',
  { accepts: isPage },
);
const postRoute = apiRoute<{ name: string }, { id: number }>('POST', '/api/things');
const receiptRoute = apiRoute<{ name: string }, void>('POST', '/api/forms/x', { answer: 'none' });

describe('callApi', () => {
  it('sends a GET route its input as query parameters, leaving out the unset ones', async () => {
    const seen = answerWith(() => Response.json({ items: ['a'] }));
    const page = await callApi(listRoute, { tag: 'el bil', cursor: undefined });
    expect(page).toEqual({ items: ['a'] });
    expect(seen[0]!.url).toBe('/api/list?tag=el+bil');
    expect(seen[0]!.init.method).toBeUndefined();
  });

  it('sends a POST route its input as a JSON body', async () => {
    const seen = answerWith(() => Response.json({ id: 7 }));
    expect(await callApi(postRoute, { name: 'Volvo' })).toEqual({ id: 7 });
    expect(seen[0]!.init).toMatchObject({ method: 'POST', body: '{"name":"Volvo"}' });
    expect(new Headers(seen[0]!.init.headers).get('content-type')).toBe('application/json');
  });

  it('keeps the request of a keepalive route alive past the page, and no other', async () => {
    const seen = answerWith(() => new Response(null, { status: 202 }));
    const beacon = apiRoute<{ page: string }, void>('POST', '/api/events/x', {
      answer: 'none',
      keepalive: true,
    });
    await callApi(beacon, { page: 'home' });
    await callApi(receiptRoute, { name: 'x' });
    expect(seen.map((call) => call.init.keepalive)).toEqual([true, undefined]);
  });

  it("refuses an answer the route's guard does not accept", async () => {
    answerWith(() => Response.json({ things: [] }));
    await expect(callApi(listRoute, {})).rejects.toThrow('is not the contract');
  });

  it('refuses a 2xx whose body is not JSON', async () => {
    answerWith(() => new Response('<html>', { status: 200 }));
    await expect(callApi(postRoute, { name: 'x' })).rejects.toBeInstanceOf(ApiCallError);
  });

  it("carries a refusal's status and the API error shape's message", async () => {
    answerWith(() =>
      Response.json({ error: 'The mileage is too high.', issues: [] }, { status: 422 }),
    );
    const error = await callApi(postRoute, { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 422, apiMessage: 'The mileage is too high.' });
  });

  it('turns a failed connection into an ApiCallError without a status', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await callApi(postRoute, { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).status).toBeUndefined();
  });

  it('answers a receipt route with nothing on a 2xx and an error otherwise', async () => {
    answerWith(() => new Response(null, { status: 202 }));
    await expect(callApi(receiptRoute, { name: 'x' })).resolves.toBeUndefined();
    answerWith(() => new Response(null, { status: 503 }));
    await expect(callApi(receiptRoute, { name: 'x' })).rejects.toMatchObject({ status: 503 });
  });
});
