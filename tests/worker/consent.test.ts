import { describe, expect, it } from 'vitest';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();

async function page(host: string, cookie?: string) {
  const res = await site.fetch(`http://${host}/`, {
    headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    html,
    csp: res.headers.get('content-security-policy') ?? '',
    head: html.slice(0, html.indexOf('</head>')),
  };
}

/** Each consent dialog the page writes: shown, or dismissed (hidden until #cookie-settings). */
const dialogs = (html: string) =>
  [...html.matchAll(/<section id="cookie-settings" class="consent"( data-dismissed="")?/g)].map(
    (m) => (m[1] ? 'dismissed' : 'shown'),
  );

describe('consent on the server', () => {
  it('writes the dialog open and no tag manager on a first visit, yet lets the CSP allow it for later', async () => {
    const { html, head, csp } = await page('group-se.localhost');
    expect(html).toContain('data-island="consent-dialog"');
    expect(html).toMatch(/role="dialog"[^>]*aria-labelledby/);
    expect(html).toContain('Vi använder cookies');
    expect(head).not.toContain('googletagmanager');
    expect(head).not.toContain('dataLayer');
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });

  it('writes no dialog and no tag manager for a visitor who refused', async () => {
    const { html, head } = await page('group-se.localhost', 'consent=v1:statistics=0|marketing=0');
    expect(html).toContain('data-island="consent-dialog"');
    // No dialog shows: it is in the page only dismissed (hidden), for the no-script settings link.
    expect(dialogs(html)).toEqual(['dismissed']);
    expect(head).not.toContain('googletagmanager');
  });

  it('writes the tag manager in the head, consent state first, for a visitor who allowed statistics', async () => {
    const { html, head } = await page('group-uk.localhost', 'consent=v1:statistics=1|marketing=0');
    expect(dialogs(html)).toEqual(['dismissed']);
    expect(head).toContain('src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"');
    const consentAt = head.indexOf(
      `gtag('consent','default',{"analytics_storage":"granted","ad_storage":"denied"`,
    );
    expect(consentAt).toBeGreaterThan(0);
    expect(consentAt).toBeLessThan(head.indexOf("'gtm.start'"));
    expect(head).toContain('"event":"consent_update"');
  });

  it('never writes a tag manager on a site without one, whatever the consent', async () => {
    const { head, csp } = await page('store-fi.localhost', 'consent=v1:statistics=1|marketing=1');
    expect(head).not.toContain('googletagmanager');
    expect(csp).not.toContain('googletagmanager');
  });
});

describe('POST /api/consent (the dialog without JavaScript)', () => {
  const send = (body: string, method = 'POST') =>
    site.fetch('http://group-se.localhost/api/consent', {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...(method === 'POST' ? { body } : {}),
    });

  it('stores the saved choice for a year and sends the visitor back to the page', async () => {
    const res = await send('returnTo=%2Fom-hedin-automotive%3Fa%3D1&statistics=1&decision=save');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/om-hedin-automotive?a=1');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('consent=v1:statistics=1|marketing=0');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('lets accept and reject override the boxes, and never sends the visitor off the site', async () => {
    const accept = await send('returnTo=%2F%2Fevil.example%2F&decision=accept');
    expect(accept.headers.get('location')).toBe('/');
    expect(accept.headers.get('set-cookie')).toContain('consent=v1:statistics=1|marketing=1');
    const reject = await send(
      'returnTo=https%3A%2F%2Fevil.example&statistics=1&marketing=1&decision=reject',
    );
    expect(reject.headers.get('location')).toBe('/');
    expect(reject.headers.get('set-cookie')).toContain('consent=v1:statistics=0|marketing=0');
  });

  it('answers 400 to an unknown decision and 405 to GET, setting no cookie', async () => {
    const invalid = await send('returnTo=%2F&decision=maybe');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('set-cookie')).toBeNull();
    const get = await send('', 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
