import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The header's and navigation's texts: content, the site dictionary's keys, with these defaults
 * where the dictionary has none (shell spec 8).
 */
export interface SiteHeaderDictionaryTexts {
  more: string;
  language: string;
  back: string;
  menu: string;
  closeMenu: string;
}

export const siteHeaderDictionaryDefaults = {
  sv: {
    more: 'Mer',
    language: 'Språk',
    back: 'Tillbaka',
    menu: 'Meny',
    closeMenu: 'Stäng menyn',
  },
  en: {
    more: 'More',
    language: 'Language',
    back: 'back',
    menu: 'Menu',
    closeMenu: 'Close menu',
  },
  nb: {
    more: 'Mer',
    language: 'Språk',
    back: 'Tilbake',
    menu: 'Meny',
    closeMenu: 'Lukk menyen',
  },
  fi: {
    more: 'Lisää',
    language: 'Kieli',
    back: 'Takaisin',
    menu: 'Valikko',
    closeMenu: 'Sulje valikko',
  },
  sk: {
    more: 'Viac',
    language: 'Jazyk',
    back: 'Späť',
    menu: 'Menu',
    closeMenu: 'Zavrieť menu',
  },
} satisfies Record<Language, SiteHeaderDictionaryTexts>;
