import { describe, expect, it } from 'vitest';
import {
  pushConsentState,
  pushPageImpression,
  pushSearchEvent,
  pushToDataLayer,
} from '#client/lib/data-layer.ts';

describe('data layer', () => {
  it('creates the data layer on first push and appends to an existing one', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushToDataLayer({ event: 'a' }, host);
    expect(host.dataLayer).toEqual([{ event: 'a' }]);
    const existing = [{ 'gtm.start': 1 }];
    const withLayer = { dataLayer: existing };
    pushToDataLayer({ event: 'b' }, withLayer);
    expect(withLayer.dataLayer).toBe(existing);
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'b' }]);
  });

  it("pushes the start page's search event with search_type and the trimmed term", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushSearchEvent('  volvo xc60 ', host);
    expect(host.dataLayer).toEqual([
      { event: 'search', search_type: 'start page', search_term: 'volvo xc60' },
    ]);
  });

  it('pushes page_impression with the page fields', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushPageImpression(
      { page_path: '/om-oss', page_language: 'nb', site_name: 'group-no', page_type: 'content' },
      host,
    );
    expect(host.dataLayer).toEqual([
      {
        event: 'page_impression',
        page_path: '/om-oss',
        page_language: 'nb',
        site_name: 'group-no',
        page_type: 'content',
      },
    ]);
  });

  it('pushes the consent as a consent-mode command (an Arguments object) and a consent_update event', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushConsentState({ statistics: true, marketing: false }, 'update', host);
    const [command, event] = host.dataLayer!;
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.from(command as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(event).toEqual({
      event: 'consent_update',
      consent_necessary: 'granted',
      consent_statistics: 'granted',
      consent_marketing: 'denied',
    });
  });
});
