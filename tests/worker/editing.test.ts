import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

const secret = 'test-editing-secret-0123456789abcdef';
let site: SiteUnderTest;
let bare: SiteUnderTest;
beforeAll(async () => {
  [site, bare] = await Promise.all([startSite({ vars: { EDITING_SECRET: secret } }), startSite()]);
});
afterAll(() => Promise.all([site?.dispose(), bare?.dispose()]));

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

async function signIn(): Promise<string> {
  const res = await site.fetch(
    'http://group-se.localhost/_editing/session',
    form({ secret, returnTo: '/om-hedin-automotive' }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/om-hedin-automotive');
  const cookie = res.headers.get('set-cookie')!;
  expect(cookie).toMatch(
    /^editing_session=\d{10}\.[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict/,
  );
  expect(cookie).not.toContain(secret);
  return cookie.split(';')[0]!;
}

describe('editing mode', () => {
  it('does not exist without the editing secret configured', async () => {
    expect((await bare.fetch('http://group-se.localhost/_editing')).status).toBe(404);
    expect(
      (await bare.fetch('http://group-se.localhost/_editing/session', form({ secret }))).status,
    ).toBe(404);
    expect((await bare.fetch('http://group-se.localhost/feaas-render?path=/&block=x')).status).toBe(
      404,
    );
  });

  it('shows a sign-in form that never carries the secret', async () => {
    const res = await site.fetch(
      'http://group-se.localhost/_editing?returnTo=/om-hedin-automotive',
    );
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('type="password"');
    expect(html).toContain('value="/om-hedin-automotive"');
    expect(html).not.toContain(secret);
  });

  it('refuses a wrong secret with 401 and sets no session', async () => {
    const res = await site.fetch(
      'http://group-se.localhost/_editing/session',
      form({ secret: 'not-it', returnTo: '/' }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('The editing secret is not valid.');
  });

  it('ignores a secret in the query string and in headers: only the signed session turns editing on', async () => {
    for (const init of [
      {},
      { headers: { 'x-editing-secret': secret, authorization: `Bearer ${secret}` } },
    ]) {
      const res = await site.fetch(
        `http://group-se.localhost/?secret=${secret}&sc_mode=edit`,
        init,
      );
      const html = await res.text();
      expect(html).not.toMatch(/class="[^"]*editing-bar/);
      expect(html).not.toContain('data-editable-field');
    }
  });

  it('marks fields and links as editable, disables links and keeps the page private', async () => {
    const cookie = await signIn();
    const res = await site.fetch('http://group-se.localhost/', { headers: { cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(html).toContain('class="is-editing"');
    expect(html).toContain('data-editable-field="Title"');
    expect(html).toMatch(/data-editable-link="Link"[^>]*>.*\/kop-bil\/alla-bilar-i-lager/);
    expect(html).toContain('data-island="editing-guard"');
    expect(html).toContain('data-block-type="hero-banner"');
    expect(html).toContain('Redigeringsläge');
  });

  it('refuses a forged or expired session cookie', async () => {
    const res = await site.fetch('http://group-se.localhost/', {
      headers: { cookie: 'editing_session=9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(await res.text()).not.toMatch(/class="[^"]*editing-bar/);
  });

  it('ends the session on request', async () => {
    const cookie = await signIn();
    const res = await site.fetch('http://group-se.localhost/_editing/end', {
      ...form({ returnTo: '/' }),
      headers: { ...form({}).headers, cookie },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/^editing_session=; Max-Age=0; Path=\//);
  });
});

describe('/feaas-render', () => {
  /** A stored block rendered for a signed-in author: `query` names the page and the block. */
  const renderStored = async (query: string) =>
    site.fetch(`http://group-se.localhost/feaas-render?${query}`, {
      headers: { cookie: await signIn() },
    });

  it('answers 401 outside editing mode', async () => {
    const res = await site.fetch(
      'http://group-se.localhost/feaas-render?path=/&block=group-se-sv-hero',
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'Editing mode required: sign in at /_editing first',
      issues: [],
    });
  });

  it('renders one stored block alone, in the site theme, without header or footer', async () => {
    const res = await renderStored('path=/&block=group-se-sv-hero');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('data-theme="group-se"');
    expect(html).toContain('class="hero-banner"');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).not.toMatch(/class="[^"]*stock-summary/);
  });

  it('renders a stored stories list with the stories of its own page', async () => {
    const res = await renderStored(
      'path=/om-hedin-automotive/press&block=group-se-sv-om-hedin-automotive-press-stories',
    );
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('class="stories-list');
    expect(html).toContain('href="/om-hedin-automotive/press/2026/');
    expect(html).not.toContain('class="section-error"');
  });

  it('renders a posted draft block, and refuses an invalid one with its issues', async () => {
    const cookie = await signIn();
    const post = (body: unknown) =>
      site.fetch('http://group-uk.localhost/feaas-render', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({
      block: {
        id: 'draft',
        type: 'hero-banner',
        fields: { Title: 'Draft title', Image: { src: '/images/hero-group-uk.svg', alt: '' } },
      },
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Draft title');
    const bad = await post({ block: { id: 'draft', type: 'hero-banner', fields: { Title: '' } } });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { issues: Array<{ path: string }> };
    expect(body.issues.some((issue) => issue.path.startsWith('fields.Title'))).toBe(true);
    expect((await post('x'.repeat(70 * 1024))).status).toBe(413);
  });

  it('names a missing block with 404 and a malformed query with 400', async () => {
    expect((await renderStored('path=/&block=nope')).status).toBe(404);
    expect((await renderStored('path=nope')).status).toBe(400);
  });
});
