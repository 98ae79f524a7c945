import { afterEach, describe, expect, it } from 'vitest';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

let site: SiteUnderTest | undefined;
afterEach(async () => {
  await site?.dispose();
  site = undefined;
});

describe('/healthz', () => {
  it('answers 200 JSON with the site, the version and every binding up', async () => {
    site = await startSite();
    const res = await site.fetch('http://store-sk.localhost/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ok',
      site: 'store-sk',
      version: expect.stringMatching(/^\d+\.\d+\.\d+\+/),
      bindings: { CONTENT_KV: 'up', REDIRECTS_KV: 'up', DB: 'up', ASSETS: 'up', partners: 'up' },
    });
  });

  it('answers 503 and names the binding that does not answer', async () => {
    expectConsoleError();
    site = await startSite({
      sandboxScript:
        'export default { fetch() { return new Response("down", { status: 502 }); } };',
    });
    const res = await site.fetch('http://group-se.localhost/healthz');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; bindings: Record<string, string> };
    expect(body.status).toBe('degraded');
    expect(body.bindings.partners).toBe('down');
    expect(body.bindings.DB).toBe('up');
  });
});

describe('degraded content', () => {
  it('shows the section error instead of the stock section when the car index cannot be read', async () => {
    expectConsoleError();
    site = await startSite();
    await (await site.db()).prepare('DROP TABLE cars').run();
    const res = await site.fetch('http://group-no.localhost/', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('class="hero-banner"');
    expect(html).toContain('Oi da');
    expect(html).not.toContain('class="stock-summary"');
  });

  it('drops and logs a block whose fields are invalid, and renders the rest of the page', async () => {
    expectConsoleError();
    site = await startSite();
    const kv = await site.contentKv();
    const key = 'content:v1:store-se:route:sv:/om-carstore';
    const route = JSON.parse((await kv.get(key)) ?? '{}');
    route.placeholders.main.unshift({ id: 'broken-1', type: 'hero-banner', fields: { Title: '' } });
    route.placeholders.main.push({ id: 'unknown-1', type: 'no-such-block', fields: {} });
    await kv.put(key, JSON.stringify(route));
    const res = await site.fetch('http://store-se.localhost/om-carstore');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/class="hero-banner"/g)).toHaveLength(1);
    expect(html).toContain('Om Carstore</h1>');
    const log = consoleErrors().join('\n');
    expect(log).toContain("id: 'broken-1'");
    expect(log).toContain("type: 'hero-banner'");
    expect(log).toContain('fields.Title');
    expect(log).toContain("id: 'unknown-1'");
  });
});

describe('failing pages', () => {
  it('answers 500 with the error page in the site language when a page document is malformed', async () => {
    expectConsoleError();
    site = await startSite();
    await (
      await site.contentKv()
    ).put('content:v1:store-no:route:nb:/om-carstore', '{"itemId": 1}');
    const res = await site.fetch('http://store-no.localhost/om-carstore');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<html lang="nb" data-theme="store">');
    expect(html).toContain('Noe gikk galt');
    expect(html).not.toContain('itemId');
    expect(consoleErrors().join('\n')).toContain(
      'content:v1:store-no:route:nb:/om-carstore is malformed',
    );
  });

  it('still renders the error page when the site settings are missing', async () => {
    expectConsoleError();
    site = await startSite();
    await (await site.contentKv()).delete('content:v1:group-uk:settings');
    const res = await site.fetch('http://group-uk.localhost/');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<html lang="en" data-theme="group-uk">');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('src="/logos/group-uk.svg"');
  });

  it('refuses methods other than GET and HEAD on pages with 405 and Allow', async () => {
    site = await startSite();
    const res = await site.fetch('http://group-se.localhost/', { method: 'POST', body: 'x=1' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const head = await site.fetch('http://group-se.localhost/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toContain('nonce-');
  });
});
