import { describe, expect, it } from 'vitest';
import { sites } from '#src/sites/catalogue.ts';
import { languageFromPath, localisedPath, pathWithinLanguage } from '#src/sites/language.ts';

const groupSe = sites['group-se'];
const storeSe = sites['store-se'];

describe('page language', () => {
  it('serves a site’s first language without a prefix and its others under /<lang>', () => {
    expect(languageFromPath(groupSe, '/')).toBe('sv');
    expect(languageFromPath(groupSe, '/en')).toBe('en');
    expect(languageFromPath(groupSe, '/en/about-hedin-automotive')).toBe('en');
    expect(languageFromPath(groupSe, '/engelska-bilar')).toBe('sv');
  });

  it('does not treat /en as a language on a site without English', () => {
    expect(languageFromPath(storeSe, '/en')).toBe('sv');
  });

  it('maps between public paths and paths within a language', () => {
    expect(pathWithinLanguage(groupSe, '/en')).toBe('/');
    expect(pathWithinLanguage(groupSe, '/en/about')).toBe('/about');
    expect(pathWithinLanguage(groupSe, '/kop-bil')).toBe('/kop-bil');
    expect(localisedPath(groupSe, 'en', '/')).toBe('/en');
    expect(localisedPath(groupSe, 'en', '/about')).toBe('/en/about');
    expect(localisedPath(groupSe, 'sv', '/kop-bil')).toBe('/kop-bil');
  });
});
