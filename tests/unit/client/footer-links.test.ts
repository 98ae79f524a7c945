import { describe, expect, it } from 'vitest';
import { copyableValue, isCookieSettingsLink } from '#client/lib/footer-links.ts';

describe('copyableValue', () => {
  it('gives the address of a mailto: link and the number of a tel: link, without the scheme', () => {
    expect(copyableValue('mailto:kundservice@hedinautomotive.se')).toBe(
      'kundservice@hedinautomotive.se',
    );
    expect(copyableValue('tel:+46846500420')).toBe('+46846500420');
    expect(copyableValue('MAILTO:info@example.com?subject=Hej%20d%C3%A5')).toBe('info@example.com');
    expect(copyableValue('mailto:first%20last@example.com')).toBe('first last@example.com');
  });

  it('gives nothing for other links or an empty address', () => {
    for (const href of [
      undefined,
      '',
      '/kontakt',
      'https://example.com/mailto:x',
      '#cookie-settings',
      'mailto:',
      'tel:?x',
    ]) {
      expect(copyableValue(href), String(href)).toBeNull();
    }
  });
});

describe('isCookieSettingsLink', () => {
  it('matches the dictionary text whatever its case and surrounding spaces', () => {
    expect(isCookieSettingsLink('Cookieinställningar', 'Cookieinställningar')).toBe(true);
    expect(isCookieSettingsLink(' cookie settings ', 'Cookie settings')).toBe(true);
    expect(isCookieSettingsLink('Cookiepolicy', 'Cookieinställningar')).toBe(false);
  });
});
