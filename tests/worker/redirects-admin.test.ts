import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

// The secret's rule: at least 32 printable characters (src/env.ts).
const token = 'test-token-5b1e0c9a7d3f-8e2a64c1f09b';
const base = 'http://store-fi.localhost/_admin/redirects';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite({ vars: { REDIRECT_ADMIN_TOKEN: token, REDIRECTS_REFRESH_SECONDS: '1' } });
});
afterAll(() => site?.dispose());

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Calls the admin API (with the right token unless `authorization` says otherwise) and reads the JSON. */
async function admin(
  path: string,
  init: RequestInit & { json?: unknown } = {},
  on: SiteUnderTest = site,
): Promise<Answer> {
  const { json, ...rest } = init;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await on.fetch(`${base}${path}`, {
    ...rest,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    headers: { ...headers, ...(rest.headers as Record<string, string> | undefined) },
    redirect: 'manual',
  });
  const text = await res.text();
  expect(res.headers.get('content-type'), `${res.status} ${text.slice(0, 200)}`).toMatch(
    /^application\/json/,
  );
  return {
    status: res.status,
    headers: res.headers,
    body: JSON.parse(text) as Record<string, unknown>,
  };
}

async function servedVersion(name: string): Promise<string | null> {
  return (await site.redirectsKv()).get(`redirects:v1:${name}:version`);
}

const location = async (url: string) => {
  const res = await site.fetch(url, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.headers.get('location');
};

describe('the redirect admin API without a configured token', () => {
  for (const [label, vars] of [
    ['absent', {}],
    ['empty', { REDIRECT_ADMIN_TOKEN: '' }],
  ] as const) {
    describe(`(the secret ${label})`, () => {
      let bare: SiteUnderTest;
      beforeAll(async () => {
        bare = await startSite({ vars });
      });
      afterAll(() => bare?.dispose());

      it('answers 404 on every path and method under /_admin/redirects', async () => {
        const calls: Array<[string, RequestInit & { json?: unknown }]> = [
          ['', {}],
          ['/store-fi', {}],
          ['/store-fi', { method: 'PUT', json: { site: 'store-fi', rules: [] } }],
          ['/store-fi/test', { method: 'POST', json: { url: 'http://store-fi.localhost/autot' } }],
          ['/store-fi/rollback', { method: 'POST' }],
          ['/store-fi', { method: 'DELETE' }],
          ['/nope/deeper', {}],
        ];
        for (const [path, init] of calls) {
          const res = await admin(path, init, bare);
          expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
          expect(res.body).toEqual({ error: 'Not found', issues: [] });
          expect(res.headers.get('cache-control')).toBe('no-store');
        }
        expect(
          await bare.redirectsKv().then((kv) => kv.get('redirects:v1:store-fi:version')),
        ).not.toMatch(/^admin-/);
      });
    });
  }
});

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate: Bearer without a token', async () => {
    for (const authorization of [
      '',
      'Bearer',
      'Bearer ',
      `Basic ${btoa(`admin:${token}`)}`,
      token,
    ]) {
      const res = await admin('/store-fi', { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.error).toEqual(expect.any(String));
      expect(res.body).not.toHaveProperty('rules');
    }
  });

  it('answers 401 to a wrong token, also one that differs only at the end or in length', async () => {
    for (const wrong of [
      'nope',
      `${token.slice(0, -1)}x`,
      `${token}x`,
      token.slice(0, -1),
      token.toUpperCase(),
    ]) {
      const res = await admin('/store-fi', { headers: { authorization: `Bearer ${wrong}` } });
      expect(res.status, wrong).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
    }
  });

  it('checks the token before anything else: an unauthenticated write changes nothing', async () => {
    const before = await servedVersion('store-fi');
    const res = await admin('/store-fi', {
      method: 'PUT',
      json: { site: 'store-fi', rules: [] },
      headers: { authorization: 'Bearer wrong' },
    });
    expect(res.status).toBe(401);
    expect(await admin('/nope', { headers: { authorization: 'Bearer wrong' } })).toMatchObject({
      status: 401,
    });
    expect(await servedVersion('store-fi')).toBe(before);
  });

  it('takes the scheme in any case', async () => {
    expect(
      (await admin('/store-fi', { headers: { authorization: `bearer ${token}` } })).status,
    ).toBe(200);
  });
});

describe('GET /_admin/redirects/:site', () => {
  it('answers the served rule set with its version', async () => {
    const res = await admin('/store-fi');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      site: 'store-fi',
      version: await servedVersion('store-fi'),
      caseSensitive: false,
      allowedHosts: [],
    });
    expect(res.body.rules).toEqual(
      expect.arrayContaining([{ source: '/autot', destination: '/osta-auto', permanent: true }]),
    );
    expect((res.body.rules as unknown[]).length).toBe(25);
  });

  it('answers 404 JSON for an unknown sitecoreSiteName', async () => {
    for (const [path, init] of [
      ['/store-xx', {}],
      ['/store-xx', { method: 'PUT', json: { site: 'store-fi', rules: [] } }],
      ['/STORE-FI/test', { method: 'POST', json: { url: 'http://store-fi.localhost/' } }],
      ['/store-xx/rollback', { method: 'POST' }],
    ] as const) {
      const res = await admin(path, init);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: 'Unknown sitecoreSiteName', issues: [] });
    }
  });

  it('answers 404 JSON when KV holds no rule set for the site', async () => {
    const kv = await site.redirectsKv();
    for (const suffix of ['', ':version', ':previous'])
      await kv.delete(`redirects:v1:store-no${suffix}`);
    const res = await admin('/store-no');
    expect(res.status).toBe(404);
    expect(res.body.error).toContain('store-no');
    const tested = await admin('/store-no/test', {
      method: 'POST',
      json: { url: 'http://store-no.localhost/x' },
    });
    expect(tested.status).toBe(404);
  });
});

describe('PUT /_admin/redirects/:site', () => {
  it('publishes a valid set as a new version, which the site serves after the refresh interval', async () => {
    expect(await location('http://store-fi.localhost/hallinta-testi')).toBeNull();
    const file = {
      site: 'store-fi',
      rules: [
        { source: '/hallinta-testi', destination: '/osta-auto?lahde=admin', permanent: false },
        { source: '/autot', destination: '/osta-auto', permanent: true },
        { source: '/autot', destination: '/myy-auto', permanent: true },
      ],
    };
    const res = await admin('/store-fi', { method: 'PUT', json: file });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ site: 'store-fi', rules: 3 });
    expect(res.body.version).toMatch(/^admin-\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z-[0-9a-f]{6}$/);
    expect(res.body.warnings).toEqual([
      expect.objectContaining({ rule: 2, message: expect.stringContaining('shadowed by rule 1') }),
    ]);
    expect(res.body.changes).toEqual({ added: 2, removed: 24, moved: 0 });
    expect(await servedVersion('store-fi')).toBe(res.body.version);
    expect((await admin('/store-fi')).body).toMatchObject({
      version: res.body.version,
      rules: file.rules,
    });

    await expect
      .poll(() => location('http://store-fi.localhost/hallinta-testi'), {
        timeout: 5000,
        interval: 250,
      })
      .toBe('/osta-auto?lahde=admin');
    expect(await location('http://store-fi.localhost/vaihtoautot')).toBeNull();
  });

  it('refuses a set with an unsafe destination with 400, naming the rule, and serves the old set', async () => {
    const before = (await admin('/store-sk')).body;
    const res = await admin('/store-sk', {
      method: 'PUT',
      json: {
        site: 'store-sk',
        rules: [
          { source: '/stare', destination: '/nove', permanent: true },
          { source: '/von', destination: '//evil.example', permanent: true },
          { source: '/preč', destination: 'https://evil.example/x', permanent: true },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(res.body.issues).toEqual([
      { path: 'rules.1', message: expect.stringContaining('protocol-relative') },
      { path: 'rules.2', message: expect.stringContaining('not in allowedHosts') },
    ]);
    expect((await admin('/store-sk')).body).toEqual(before);
    expect(await location('http://store-sk.localhost/von')).toBeNull();
  });

  it('refuses a set with schema errors with 400, naming path and message, and serves the old set', async () => {
    const before = await servedVersion('store-sk');
    const res = await admin('/store-sk', {
      method: 'PUT',
      json: {
        site: 'store-sk',
        rules: [
          { source: '/ok', destination: '/fine', permanent: true },
          { source: 'no-slash', destination: '/x', permanent: true },
          { source: '/y', destination: '/z' },
        ],
        extra: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'rules.1.source', message: 'a source is a path starting with /' },
        { path: 'rules.2.permanent', message: expect.any(String) },
        { path: '', message: expect.stringContaining('extra') },
      ]),
    );
    expect(await servedVersion('store-sk')).toBe(before);
  });

  it('refuses a file for another site with 400', async () => {
    const res = await admin('/store-sk', { method: 'PUT', json: { site: 'store-fi', rules: [] } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'site', message: expect.stringContaining('store-fi') },
    ]);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await admin('/store-sk', {
      method: 'PUT',
      body: '{"site": "store-sk", "rules": [',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Malformed JSON/);
  });

  it('answers 415 to a body that is not JSON', async () => {
    // Bytes as the body: fetch adds no Content-Type of its own, so the last case sends none.
    const body = new TextEncoder().encode('{"site": "store-sk", "rules": []}');
    const cases: Array<Record<string, string>> = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
    ];
    for (const headers of cases) {
      const res = await admin('/store-sk', { method: 'PUT', body, headers });
      expect(res.status, JSON.stringify(headers)).toBe(415);
    }
  });

  it('answers 413 to a body over 2 MB, with or without a Content-Length', async () => {
    const before = await servedVersion('store-sk');
    const rule = {
      source: '/a-long-source-path-for-padding',
      destination: '/somewhere-else',
      permanent: true,
    };
    const big = JSON.stringify({
      site: 'store-sk',
      rules: Array.from({ length: 30_000 }, () => rule),
    });
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const declared = await admin('/store-sk', {
      method: 'PUT',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);

    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024)
          controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await admin('/store-sk', {
      method: 'PUT',
      body: chunked,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await servedVersion('store-sk')).toBe(before);
  });
});

describe('POST /_admin/redirects/:site/test', () => {
  it('answers the status, Location and rule a URL gets from the served set', async () => {
    const url = 'http://group-se.localhost/kop-bil?marke=volvo';
    expect((await admin('/group-se/test', { method: 'POST', json: { url } })).body).toEqual({
      status: 308,
      location: '/kop-bil/bilmarken/volvo?marke=volvo',
      rule: 0,
    });
    expect(await location(url)).toBe('/kop-bil/bilmarken/volvo?marke=volvo');
    const slash = await admin('/group-se/test', {
      method: 'POST',
      json: { url: 'https://group-se.localhost/om-oss/?a=1' },
    });
    expect(slash.body).toEqual({ status: 308, location: '/om-oss?a=1', rule: -1 });
    expect(slash.headers.get('cache-control')).toBe('no-store');
  });

  it('answers nulls when nothing matches, or the method is not redirected', async () => {
    const none = { status: null, location: null, rule: null };
    expect(
      (
        await admin('/group-se/test', {
          method: 'POST',
          json: { url: 'http://group-se.localhost/ingen-regel' },
        })
      ).body,
    ).toEqual(none);
    expect(
      (
        await admin('/group-se/test', {
          method: 'POST',
          json: { url: 'http://group-se.localhost/kop-bil?marke=volvo', method: 'post' },
        })
      ).body,
    ).toEqual(none);
  });

  it('takes headers and cookies for the rules’ conditions', async () => {
    const put = await admin('/store-se', {
      method: 'PUT',
      json: {
        site: 'store-se',
        rules: [
          {
            source: '/kampanj',
            has: [{ type: 'cookie', key: 'segment', value: '(?<seg>foretag|privat)' }],
            destination: '/kampanj/:seg',
            permanent: false,
          },
          {
            source: '/kampanj',
            has: [{ type: 'header', key: 'x-app', value: 'ja' }],
            destination: '/appen',
            permanent: false,
          },
        ],
      },
    });
    expect(put.status).toBe(200);
    const test = (extra: object) =>
      admin('/store-se/test', {
        method: 'POST',
        json: { url: 'http://store-se.localhost/kampanj', ...extra },
      });
    expect((await test({ cookies: { segment: 'privat' } })).body).toEqual({
      status: 307,
      location: '/kampanj/privat',
      rule: 0,
    });
    expect((await test({ headers: { 'X-App': 'ja' } })).body).toEqual({
      status: 307,
      location: '/appen',
      rule: 1,
    });
    expect((await test({})).body).toMatchObject({ status: null });
  });

  it('refuses a malformed test request with 400', async () => {
    for (const json of [
      {},
      { url: 'ftp://store-fi.localhost/autot' },
      { url: '/autot' },
      { url: `http://store-fi.localhost/${'a'.repeat(5000)}` },
      { url: 'http://store-fi.localhost/', method: 'CONNECT' },
      { url: 'http://store-fi.localhost/', headers: { 'bad name': 'x' } },
      { url: 'http://store-fi.localhost/', headers: { ok: 'line\r\nbreak' } },
      { url: 'http://store-fi.localhost/', cookies: { a: 'b; c=d' } },
      { url: 'http://store-fi.localhost/', other: 1 },
    ]) {
      const res = await admin('/store-fi/test', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.issues).toEqual([
        expect.objectContaining({ path: expect.any(String), message: expect.any(String) }),
      ]);
    }
    expect(
      (
        await admin('/store-fi/test', {
          method: 'POST',
          body: 'url=x',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await admin('/store-fi/test', {
          method: 'POST',
          body: '{',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const huge = { url: 'http://store-fi.localhost/', headers: { a: 'x'.repeat(70 * 1024) } };
    expect((await admin('/store-fi/test', { method: 'POST', json: huge })).status).toBe(413);
  });
});

describe('POST /_admin/redirects/:site/rollback', () => {
  it('answers 409 when the site has no previous set', async () => {
    const before = await servedVersion('group-no');
    const res = await admin('/group-no/rollback', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('no previous rule set');
    expect(await servedVersion('group-no')).toBe(before);
  });

  it('serves the set a push replaced again, and the site follows it', async () => {
    const seeded = await servedVersion('group-no');
    const put = await admin('/group-no', {
      method: 'PUT',
      json: {
        site: 'group-no',
        rules: [{ source: '/tilbakestill', destination: '/ny', permanent: true }],
      },
    });
    expect(put.status).toBe(200);
    await expect
      .poll(() => location('http://group-no.localhost/tilbakestill'), {
        timeout: 5000,
        interval: 250,
      })
      .toBe('/ny');

    const res = await admin('/group-no/rollback', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ site: 'group-no', version: seeded });
    expect((await admin('/group-no')).body.version).toBe(seeded);
    await expect
      .poll(() => location('http://group-no.localhost/tilbakestill'), {
        timeout: 5000,
        interval: 250,
      })
      .toBeNull();

    // The set rolled back from becomes the previous one: a second rollback undoes the first.
    expect((await admin('/group-no/rollback', { method: 'POST' })).body).toEqual({
      site: 'group-no',
      version: put.body.version,
    });
  });
});

describe('methods and paths', () => {
  it('answers 405 JSON with Allow to any other method', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/store-fi', 'GET, HEAD, PUT'],
      ['POST', '/store-fi', 'GET, HEAD, PUT'],
      ['PATCH', '/store-fi', 'GET, HEAD, PUT'],
      ['GET', '/store-fi/test', 'POST'],
      ['PUT', '/store-fi/rollback', 'POST'],
    ] as const) {
      const res = await admin(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 404 JSON to other paths under /_admin/redirects', async () => {
    for (const path of ['', '/', '/store-fi/', '/store-fi/list', '/store-fi/test/x']) {
      const res = await admin(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: 'Not found', issues: [] });
    }
  });
});
