import type { Language } from '../contracts/site-profile.ts';
import type { Dictionary } from '../contracts/dictionary.ts';
import { contactDictionaryDefaults } from '../contact/contact.texts.ts';
import { sellCarDictionaryDefaults } from '../lead-forms/sell-car.texts.ts';
import { storiesDictionaryDefaults } from '../stories/stories.texts.ts';
import { consentDictionaryDefaults } from '../ui/consent.texts.ts';
import { siteFooterDictionaryDefaults } from '../ui/site-footer.texts.ts';
import { siteHeaderDictionaryDefaults } from '../ui/site-header.texts.ts';

/**
 * The dictionary keys several features read: the app routes' paths (the embedded sites' own; each
 * site's dictionary names its own), the stock lists' error and empty texts (car list and site
 * list), and `close` (navigation, contact form, consent dialog, site messages).
 */
export interface SharedDictionaryTexts {
  pathToCarList: string;
  pathToCarDetail: string;
  pathToSiteList: string;
  pathToSiteDetail: string;
  carListError: string;
  noSearchResults: string;
  close: string;
}

export const sharedDictionaryDefaults = {
  sv: {
    pathToCarList: '/kop-bil/alla-bilar-i-lager',
    pathToCarDetail: '/kop-bil/bil',
    pathToSiteList: '/anlaggningar',
    pathToSiteDetail: '/anlaggningar',
    carListError: 'Vi kunde inte hämta bilarna just nu. Försök igen om en stund.',
    noSearchResults: 'Inga bilar matchar din sökning.',
    close: 'Stäng',
  },
  en: {
    pathToCarList: '/en/buy-car/all-cars',
    pathToCarDetail: '/en/buy-car/car',
    pathToSiteList: '/en/dealerships',
    pathToSiteDetail: '/en/dealerships',
    carListError: 'We could not load the cars right now. Please try again in a moment.',
    noSearchResults: 'No cars match your search.',
    close: 'Close',
  },
  nb: {
    pathToCarList: '/kjop-bil',
    pathToCarDetail: '/kjop-bil/bil',
    pathToSiteList: '/forhandlere',
    pathToSiteDetail: '/forhandlere',
    carListError: 'Vi kunne ikke hente bilene akkurat nå. Prøv igjen om litt.',
    noSearchResults: 'Ingen biler passer søket ditt.',
    close: 'Lukk',
  },
  fi: {
    pathToCarList: '/osta-auto',
    pathToCarDetail: '/osta-auto/auto',
    pathToSiteList: '/yhteystiedot',
    pathToSiteDetail: '/yhteystiedot',
    carListError: 'Emme saaneet autoja haettua juuri nyt. Yritä hetken kuluttua uudelleen.',
    noSearchResults: 'Hakuasi vastaavia autoja ei löytynyt.',
    close: 'Sulje',
  },
  sk: {
    pathToCarList: '/kupit-auto',
    pathToCarDetail: '/kupit-auto/auto',
    pathToSiteList: '/kontakty',
    pathToSiteDetail: '/kontakty',
    carListError: 'Autá sa nám teraz nepodarilo načítať. Skúste to o chvíľu znova.',
    noSearchResults: 'Vášmu vyhľadávaniu nezodpovedajú žiadne autá.',
    close: 'Zavrieť',
  },
} satisfies Record<Language, SharedDictionaryTexts>;

const languages = Object.keys(sharedDictionaryDefaults) as Language[];

/**
 * The built-in dictionary per language: what the shell shows when the content platform's
 * dictionary cannot be read, or lacks a key; the content's own values always win (spec: shell 8
 * fallbacks). Each feature keeps the defaults of its own keys in its texts file; this puts them
 * together, and the type makes a key the schema names but no feature defaults a compile error.
 */
export const defaultDictionary = Object.fromEntries(
  languages.map((language) => [
    language,
    {
      ...sharedDictionaryDefaults[language],
      ...contactDictionaryDefaults[language],
      ...sellCarDictionaryDefaults[language],
      ...siteHeaderDictionaryDefaults[language],
      ...siteFooterDictionaryDefaults[language],
      ...storiesDictionaryDefaults[language],
      ...consentDictionaryDefaults[language],
    } satisfies Dictionary,
  ]),
) as Record<Language, Dictionary>;
