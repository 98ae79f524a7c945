import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The footer's texts: content, the site dictionary's keys, with these defaults where the dictionary
 * has none (shell spec 8).
 */
export interface SiteFooterDictionaryTexts {
  copied: string;
  copy: string;
  brandLogo: string;
  cookieSettings: string;
}

export const siteFooterDictionaryDefaults = {
  sv: {
    copied: 'Kopierat',
    copy: 'Kopiera',
    brandLogo: 'Märkeslogotyp',
    cookieSettings: 'Cookieinställningar',
  },
  en: {
    copied: 'Copied',
    copy: 'Copy',
    brandLogo: 'Brand logo',
    cookieSettings: 'Cookie settings',
  },
  nb: {
    copied: 'Kopiert',
    copy: 'Kopier',
    brandLogo: 'Merkelogo',
    cookieSettings: 'Innstillinger for informasjonskapsler',
  },
  fi: {
    copied: 'Kopioitu',
    copy: 'Kopioi',
    brandLogo: 'Merkin logo',
    cookieSettings: 'Evästeasetukset',
  },
  sk: {
    copied: 'Skopírované',
    copy: 'Kopírovať',
    brandLogo: 'Logo značky',
    cookieSettings: 'Nastavenia cookies',
  },
} satisfies Record<Language, SiteFooterDictionaryTexts>;
