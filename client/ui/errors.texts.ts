import type { Language } from '#client/contracts/site-profile.ts';

/**
 * What a failed section (client/ui/section-error.tsx) and the not-found and error pages say. They
 * must render when nothing else can, so they are built in; the Swedish section-error texts are the
 * spec's (shell 8).
 */
export interface ErrorTexts {
  sectionErrorHeading: string;
  sectionErrorText: string;
  sectionErrorHint: string;
  sectionErrorReload: string;
  notFoundHeading: string;
  notFoundText: string;
  errorHeading: string;
  errorText: string;
  toHome: string;
}

export const errorTexts = {
  sv: {
    sectionErrorHeading: 'Aj då',
    sectionErrorText: 'Här borde en sektion synas men något har tyvärr blivit fel',
    sectionErrorHint: 'Prova ladda om sidan',
    sectionErrorReload: 'Ladda om sidan',
    notFoundHeading: 'Sidan hittades inte',
    notFoundText: 'Sidan du letar efter finns inte längre eller har flyttats.',
    errorHeading: 'Något gick fel',
    errorText: 'Vi kunde inte visa sidan just nu. Försök igen om en stund.',
    toHome: 'Till startsidan',
  },
  en: {
    sectionErrorHeading: 'Oops',
    sectionErrorText: 'A section should be shown here, but unfortunately something went wrong',
    sectionErrorHint: 'Try reloading the page',
    sectionErrorReload: 'Reload the page',
    notFoundHeading: 'Page not found',
    notFoundText: 'The page you are looking for no longer exists or has moved.',
    errorHeading: 'Something went wrong',
    errorText: 'We could not show this page right now. Please try again in a moment.',
    toHome: 'Go to the home page',
  },
  nb: {
    sectionErrorHeading: 'Oi da',
    sectionErrorText: 'Her skulle det vært en seksjon, men noe har dessverre gått galt',
    sectionErrorHint: 'Prøv å laste inn siden på nytt',
    sectionErrorReload: 'Last inn siden på nytt',
    notFoundHeading: 'Siden ble ikke funnet',
    notFoundText: 'Siden du leter etter finnes ikke lenger eller er flyttet.',
    errorHeading: 'Noe gikk galt',
    errorText: 'Vi kunne ikke vise siden akkurat nå. Prøv igjen om litt.',
    toHome: 'Til forsiden',
  },
  fi: {
    sectionErrorHeading: 'Hups',
    sectionErrorText: 'Tässä pitäisi näkyä osio, mutta valitettavasti jokin meni vikaan',
    sectionErrorHint: 'Kokeile ladata sivu uudelleen',
    sectionErrorReload: 'Lataa sivu uudelleen',
    notFoundHeading: 'Sivua ei löytynyt',
    notFoundText: 'Etsimääsi sivua ei enää ole tai se on siirretty.',
    errorHeading: 'Jokin meni vikaan',
    errorText: 'Emme voineet näyttää sivua juuri nyt. Yritä hetken kuluttua uudelleen.',
    toHome: 'Etusivulle',
  },
  sk: {
    sectionErrorHeading: 'Ups',
    sectionErrorText: 'Tu mala byť zobrazená sekcia, ale žiaľ sa niečo pokazilo',
    sectionErrorHint: 'Skúste stránku načítať znova',
    sectionErrorReload: 'Načítať stránku znova',
    notFoundHeading: 'Stránka sa nenašla',
    notFoundText: 'Stránka, ktorú hľadáte, už neexistuje alebo bola presunutá.',
    errorHeading: 'Niečo sa pokazilo',
    errorText: 'Stránku sa teraz nepodarilo zobraziť. Skúste to znova o chvíľu.',
    toHome: 'Na úvodnú stránku',
  },
} satisfies Record<Language, ErrorTexts>;
