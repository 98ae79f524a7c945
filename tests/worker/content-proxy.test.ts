import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

// A fake content platform and media store: echoes what reached it, and misbehaves on request.
const outsideWorld = `export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/broken')) throw new Error('upstream down');
    const headers = { 'content-type': 'application/json', 'set-cookie': 'ASP.NET_SessionId=abc; path=/', server: 'Microsoft-IIS/10.0',
      'x-powered-by': 'ASP.NET', 'cache-control': 'public, max-age=60', etag: '"v1"' };
    if (url.pathname.endsWith('/moved')) return new Response(null, { status: 302, headers: { location: url.origin + '/sitecore/api/layout/new?x=1' } });
    if (url.pathname.endsWith('/elsewhere')) return new Response(null, { status: 302, headers: { location: 'https://evil.example/' } });
    const body = request.method === 'POST' ? await request.text() : null;
    return new Response(JSON.stringify({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body }), { headers });
  },
};`;

let site: SiteUnderTest;
let bare: SiteUnderTest;
beforeAll(async () => {
  [site, bare] = await Promise.all([
    startSite({
      outboundScript: outsideWorld,
      vars: {
        CONTENT_PLATFORM_ORIGIN: 'https://edge.content.example',
        MEDIA_ORIGIN: 'https://media.content.example',
      },
    }),
    startSite(),
  ]);
});
afterAll(() => Promise.all([site?.dispose(), bare?.dispose()]));

async function echo(res: Response) {
  return (await res.json()) as {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: string | null;
  };
}

describe('content-platform proxies', () => {
  it('do not exist when no host is configured', async () => {
    for (const path of [
      '/sitecore/api/layout/render',
      '/sitecore/service/x',
      '/-/media/a.jpg',
      '/-/jssmedia/b.png',
      '/-/x',
    ]) {
      expect((await bare.fetch(`http://group-se.localhost${path}`)).status, path).toBe(404);
    }
  });

  it("answer a browser with the site's 404 page and anyone else with the API's error shape when no host is configured", async () => {
    for (const path of ['/sitecore/api/graph/edge', '/-/media/a.jpg']) {
      const page = await bare.fetch(`http://group-se.localhost${path}`, {
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(html, path).toContain('Sidan hittades inte');
      expect(html, path).not.toContain('[object Object]');
      const api = await bare.fetch(`http://group-uk.localhost${path}`, {
        headers: { accept: 'application/json' },
      });
      expect(api.status, path).toBe(404);
      const body = (await api.json()) as { error: string; issues: unknown[] };
      expect(body.error, path).toMatch(
        /^Not found: this site has no (content platform|media store) configured\.$/,
      );
      expect(body.issues).toEqual([]);
    }
  });

  it('pass /sitecore/api/* to the content host with path and query, and only allow-listed headers', async () => {
    const res = await site.fetch(
      'http://group-se.localhost/sitecore/api/layout/render/jss?item=/&sc_lang=sv',
      {
        headers: {
          accept: 'application/json',
          cookie: 'session=secret',
          authorization: 'Bearer x',
          'x-internal': '1',
          'accept-language': 'sv',
        },
      },
    );
    expect(res.status).toBe(200);
    const seen = await echo(res);
    expect(seen.url).toBe(
      'https://edge.content.example/sitecore/api/layout/render/jss?item=/&sc_lang=sv',
    );
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers['accept-language']).toBe('sv');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-internal']).toBeUndefined();
  });

  it('strip upstream cookies and server headers, and keep caching headers and our security headers', async () => {
    const res = await site.fetch('http://group-se.localhost/sitecore/service/ping');
    await res.arrayBuffer();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('server')).not.toBe('Microsoft-IIS/10.0');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('send /-/media/* and /-/jssmedia/* to the media store and other /-/* to the content host', async () => {
    expect(
      (await echo(await site.fetch('http://store-fi.localhost/-/media/autot/kuva.jpg?w=640'))).url,
    ).toBe('https://media.content.example/-/media/autot/kuva.jpg?w=640');
    expect(
      (await echo(await site.fetch('http://store-fi.localhost/-/jssmedia/logo.svg'))).url,
    ).toBe('https://media.content.example/-/jssmedia/logo.svg');
    expect((await echo(await site.fetch('http://store-fi.localhost/-/speak/v1/x.js'))).url).toBe(
      'https://edge.content.example/-/speak/v1/x.js',
    );
  });

  it('allow POST only for GraphQL queries, bounded in size', async () => {
    const query = JSON.stringify({ query: '{ site { name } }' });
    const res = await site.fetch('http://group-se.localhost/sitecore/api/graph/edge', {
      method: 'POST',
      body: query,
      headers: { 'content-type': 'application/json' },
    });
    expect(await echo(res)).toMatchObject({ method: 'POST', body: query });
    const refused = await site.fetch('http://group-se.localhost/sitecore/service/form', {
      method: 'POST',
      body: 'x',
    });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    const huge = await site.fetch('http://group-se.localhost/sitecore/api/graph/edge', {
      method: 'POST',
      body: 'x'.repeat(300 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it('refuse paths that climb out of the proxied folder', async () => {
    for (const path of [
      '/-/media/a%5c..%5cb',
      '/-/media/..%2f..%2fadmin',
      '/-/media/%252e%252e/x',
    ]) {
      expect((await site.fetch(`http://group-se.localhost${path}`)).status, path).toBe(400);
    }
    // Dot segments, plain or encoded, are resolved by URL parsing: the request leaves the proxy.
    const resolved = await site.fetch(
      'http://group-se.localhost/-/media/%2e%2e/%2e%2e/om-hedin-automotive',
    );
    expect(resolved.status).toBe(200);
    expect(await resolved.text()).toContain('<html lang="sv"');
  });

  it('keep a platform redirect on this host, and drop one to another host', async () => {
    const moved = await site.fetch('http://group-se.localhost/sitecore/api/layout/moved', {
      redirect: 'manual',
    });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/sitecore/api/layout/new?x=1');
    const elsewhere = await site.fetch('http://group-se.localhost/sitecore/api/layout/elsewhere', {
      redirect: 'manual',
    });
    expect(elsewhere.headers.get('location')).toBeNull();
  });

  it('answer 502 with a clear message when the platform cannot be reached', async () => {
    expectConsoleError();
    const res = await site.fetch('http://group-se.localhost/sitecore/api/layout/broken');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('The content platform could not be reached.');
  });
});
