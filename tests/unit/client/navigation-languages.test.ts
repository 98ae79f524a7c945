import { describe, expect, it } from 'vitest';
import { switcherLanguages } from '#client/lib/navigation-languages.ts';
import type { RouteLanguage } from '#client/contracts/shell.ts';

const language = (
  name: RouteLanguage['name'],
  nativeName: string,
  path: string,
): RouteLanguage => ({
  name,
  displayName: nativeName,
  englishName: nativeName,
  nativeName,
  path,
});

describe('the language switcher list', () => {
  it('offers every language of the route sorted by native name, marking the current one', () => {
    const list = switcherLanguages(
      [language('sv', 'Svenska', '/om-oss'), language('en', 'English', '/en/about-us')],
      'sv',
    );
    expect(list).toEqual([
      { name: 'en', nativeName: 'English', path: '/en/about-us' },
      { name: 'sv', nativeName: 'Svenska', path: '/om-oss', current: true },
    ]);
  });

  it('keeps the first of several entries with the same language name', () => {
    const list = switcherLanguages(
      [
        language('sv', 'Svenska', '/a'),
        language('en', 'English', '/en/a'),
        language('sv', 'Svenska (kopia)', '/b'),
      ],
      'en',
    );
    expect(list.map((choice) => choice.path)).toEqual(['/en/a', '/a']);
  });

  it('sorts native names with accents and case in their alphabetical place', () => {
    const list = switcherLanguages(
      [
        language('sv', 'svenska', '/'),
        language('sk', 'Slovenčina', '/sk'),
        language('nb', 'Norsk bokmål', '/nb'),
        language('fi', 'Suomi', '/fi'),
      ],
      'sv',
    );
    expect(list.map((choice) => choice.nativeName)).toEqual([
      'Norsk bokmål',
      'Slovenčina',
      'Suomi',
      'svenska',
    ]);
  });

  it('is empty with fewer than two languages after de-duplication', () => {
    expect(switcherLanguages([language('nb', 'Norsk bokmål', '/')], 'nb')).toEqual([]);
    expect(
      switcherLanguages([language('sv', 'Svenska', '/'), language('sv', 'Svenska', '/x')], 'sv'),
    ).toEqual([]);
    expect(switcherLanguages([], 'sv')).toEqual([]);
  });
});
