import { describe, expect, it } from 'vitest';
import { consentCookieName } from '#client/lib/consent.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** The site the route works on (finance quotes are UK only). */
  host: string;
  /** The body type it takes, and its limit in bytes; none for a GET. */
  body?: { type: 'json' | 'form'; limit: number };
  headers?: Record<string, string>;
  /** Another method the path answers (the no-script form's outcome page is a GET). */
  alsoAllows?: string;
  /** An address with input of the wrong type, for the routes that take no body. */
  badQuery?: string;
}

/** Every route under /api/, as the README's table lists them. */
const routes: Route[] = [
  { method: 'POST', path: '/api/search', host: 'group-se', body: { type: 'json', limit: 16384 } },
  {
    method: 'POST',
    path: '/api/events/page-view',
    host: 'group-se',
    body: { type: 'json', limit: 2048 },
    headers: { cookie: `${consentCookieName}=v1:statistics=1|marketing=0` },
  },
  { method: 'POST', path: '/api/consent', host: 'group-se', body: { type: 'form', limit: 2048 } },
  {
    method: 'POST',
    path: '/api/forms/comhub',
    host: 'group-se',
    body: { type: 'json', limit: 16384 },
    alsoAllows: 'GET',
  },
  {
    method: 'POST',
    path: '/api/codeweaver/default',
    host: 'group-uk',
    body: { type: 'json', limit: 1024 },
  },
  {
    method: 'POST',
    path: '/api/codeweaver/cfd',
    host: 'group-uk',
    body: { type: 'json', limit: 1024 },
  },
  {
    method: 'GET',
    path: '/api/codeweaver/legal',
    host: 'group-uk',
    badQuery: '/api/codeweaver/legal?quoteRef=../x',
  },
  { method: 'GET', path: '/api/stories', host: 'group-se', badQuery: '/api/stories?limit=many' },
  { method: 'GET', path: '/api/media/AB12CDE', host: 'group-uk', badQuery: '/api/media/A-1' },
  {
    method: 'GET',
    path: '/api/mechmate/car/ABC123',
    host: 'group-se',
    badQuery: '/api/mechmate/car/ABC-123',
  },
  {
    method: 'GET',
    path: '/api/mechmate/services/ABC123',
    host: 'group-se',
    badQuery: '/api/mechmate/services/ABC123?lat=95&lng=18',
  },
  {
    method: 'GET',
    path: '/api/mechmate/addons/ABC123',
    host: 'group-se',
    badQuery: '/api/mechmate/addons/ABC123?lat=59&lng=east',
  },
  {
    method: 'GET',
    path: '/api/mechmate/authorized-workshop/Volvo',
    host: 'group-se',
    badQuery: '/api/mechmate/authorized-workshop/Land%20Rover',
  },
  {
    method: 'GET',
    path: '/api/mechmate/timeslots/from/ABC123/d1/2026-12-01T00:00:00/',
    host: 'group-se',
    badQuery: '/api/mechmate/timeslots/from/ABC123/d1/2026-02-30T00:00:00/?serviceOfferings=oil',
  },
  {
    method: 'GET',
    path: '/api/mechmate/departments/closestAvailable',
    host: 'group-se',
    badQuery:
      '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=oil&latitude=north&longitude=18',
  },
  {
    method: 'POST',
    path: '/api/mechmate/book',
    host: 'group-se',
    body: { type: 'json', limit: 4096 },
    headers: { 'idempotency-key': '6f1c0d4e-2b7a-4c1e-9a55-0c9b7e3f2a10' },
  },
  { method: 'POST', path: '/api/jotform', host: 'group-se', body: { type: 'json', limit: 1024 } },
];

/** The one error shape: a message and the issues, each a path and a message. */
async function expectErrorShape(res: Response, status: number): Promise<{ issues: unknown[] }> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = JSON.parse(text) as { error: unknown; issues: unknown[] };
  expect(Object.keys(body).sort()).toEqual(['error', 'issues']);
  expect(body.error).toEqual(expect.any(String));
  expect((body.error as string).length).toBeGreaterThan(0);
  for (const issue of body.issues)
    expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
  return body;
}

const contentTypes = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

function send(
  route: Route,
  init: { method?: string; body?: string; type?: string; path?: string },
) {
  return site.fetch(`http://${route.host}.localhost${init.path ?? route.path}`, {
    method: init.method ?? route.method,
    redirect: 'manual',
    headers: { ...route.headers, ...(init.type ? { 'content-type': init.type } : {}) },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
}

describe('every /api/ route', () => {
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    if (route.body) {
      const { type, limit } = route.body;
      it(`${name} answers malformed input with 400 in the one shape`, async () => {
        const malformed = type === 'json' ? '{"index": ' : 'decision=maybe';
        await expectErrorShape(
          await send(route, { body: malformed, type: contentTypes[type] }),
          400,
        );
      });

      it(`${name} answers input of a wrong type with 400 naming the issues`, async () => {
        const wrong = type === 'json' ? '["a list", 42]' : 'decision=1&returnTo=2&statistics=yes';
        const body = await expectErrorShape(
          await send(route, { body: wrong, type: contentTypes[type] }),
          400,
        );
        expect(body.issues.length).toBeGreaterThan(0);
      });

      it(`${name} answers another body type with 415`, async () => {
        await expectErrorShape(await send(route, { body: '{}', type: 'text/plain' }), 415);
      });

      it(`${name} answers a body over ${limit} bytes with 413`, async () => {
        const oversize =
          type === 'json' ? JSON.stringify({ x: 'a'.repeat(limit) }) : `x=${'a'.repeat(limit)}`;
        await expectErrorShape(
          await send(route, { body: oversize, type: contentTypes[type] }),
          413,
        );
      });
    } else {
      it(`${name} answers bad input with 400 naming the issues`, async () => {
        const body = await expectErrorShape(await send(route, { path: route.badQuery }), 400);
        expect(body.issues.length).toBeGreaterThan(0);
      });
    }

    for (const method of ['GET', 'POST', 'PUT', 'DELETE'].filter(
      (m) => m !== route.method && m !== route.alsoAllows,
    )) {
      it(`${name} answers ${method} with 405 and Allow`, async () => {
        const res = await send(route, {
          method,
          ...(method === 'GET' ? {} : { body: '{}', type: contentTypes.json }),
        });
        expect(res.headers.get('allow')).toContain(route.method);
        await expectErrorShape(res, 405);
      });
    }
  }

  it('answers an unknown /api/ path with a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await site.fetch('http://group-se.localhost/api/no-such-thing', { method });
      await expectErrorShape(res, 404);
    }
  });

  it('answers an /api/ address past the guard with 414 in the one shape', async () => {
    const res = await site.fetch(
      `http://group-se.localhost/api/stories?parentPath=/${'a'.repeat(5000)}`,
    );
    await expectErrorShape(res, 414);
  });

  it('answers finance quotes off the UK site with a JSON 404', async () => {
    const res = await site.fetch(
      'http://group-se.localhost/api/codeweaver/legal?quoteRef=HDN-HP-0000001',
    );
    await expectErrorShape(res, 404);
  });
});
