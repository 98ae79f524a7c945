import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowsTagManager,
  consentCookie,
  consentModeState,
  parseConsent,
  serialiseConsent,
} from '#client/lib/consent.ts';
import { pageViewEvent, sendPageView } from '#client/lib/consent-page-view.ts';

describe('consent cookie', () => {
  it('round-trips every choice through serialise and parse', () => {
    for (const statistics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(parseConsent(serialiseConsent({ statistics, marketing }))).toEqual({
          statistics,
          marketing,
        });
      }
    }
  });

  it('writes the versioned value without characters a cookie value may not hold', () => {
    const value = serialiseConsent({ statistics: true, marketing: false });
    expect(value).toBe('v1:statistics=1|marketing=0');
    expect(value).not.toMatch(/[\s",;\\]/);
  });

  it('reads a missing, tampered or other-version value as no choice, so the dialog asks', () => {
    for (const value of [
      undefined,
      '',
      'yes',
      'v2:statistics=1|marketing=1',
      'v1:statistics=2|marketing=0',
      'v1:statistics=1|marketing=1;x',
      'v1:marketing=1|statistics=1',
    ]) {
      expect(parseConsent(value), String(value)).toBeUndefined();
    }
  });

  it('is a first-party cookie for a year on the whole site, Secure only over https', () => {
    const cookie = consentCookie({ statistics: false, marketing: true }, true);
    expect(cookie.split('; ')).toEqual([
      'consent=v1:statistics=0|marketing=1',
      'Max-Age=31536000',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(consentCookie({ statistics: false, marketing: false }, false)).not.toContain('Secure');
  });

  it('lets the tag manager load for statistics or marketing, never without a choice', () => {
    expect(allowsTagManager(undefined)).toBe(false);
    expect(allowsTagManager({ statistics: false, marketing: false })).toBe(false);
    expect(allowsTagManager({ statistics: true, marketing: false })).toBe(true);
    expect(allowsTagManager({ statistics: false, marketing: true })).toBe(true);
  });

  it('maps statistics to analytics storage and marketing to the ad signals of consent mode', () => {
    expect(consentModeState({ statistics: true, marketing: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});

describe('page-view tracking event', () => {
  it('names the page by its last path segment, home at the root and at a language root', () => {
    expect(pageViewEvent('/', 'sv')).toEqual({
      channel: 'WEB',
      currency: 'USD',
      page: 'home',
      pageVariantId: '_default',
      language: 'sv',
    });
    expect(pageViewEvent('/en', 'en').page).toBe('home');
    expect(pageViewEvent('/about-us/who-are-we?x=1', 'en').page).toBe('who-are-we');
    expect(pageViewEvent('/k%C3%B6p-bil', 'sv').page).toBe('köp-bil');
  });
});

describe('page-view send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the event with keepalive, so it survives the visitor leaving, and swallows a refusal', async () => {
    const sent: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Response.json({ error: 'No statistics consent', issues: [] }, { status: 403 });
    });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    await expect(sendPageView(pageViewEvent('/en/cars', 'en'))).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/events/page-view');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(sent[0]!.init.body))).toMatchObject({ page: 'cars', language: 'en' });
    expect(debug).toHaveBeenCalledOnce();
    debug.mockRestore();
  });
});
