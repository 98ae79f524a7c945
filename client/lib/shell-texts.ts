import type { Language } from '../../src/sites/catalogue.ts';

/**
 * Built-in shell texts per language, for what has to render even when the dictionary cannot be
 * read. The Swedish section-error texts are the spec's (shell 8); the others are translations.
 */
export interface ShellTexts {
  scrollToTop: string;
  sectionErrorHeading: string;
  sectionErrorText: string;
  sectionErrorHint: string;
  sectionErrorReload: string;
  loading: string;
  notFoundHeading: string;
  notFoundText: string;
  errorHeading: string;
  errorText: string;
  toHome: string;
  skipToContent: string;
  /** Editing mode (authors only). */
  editingMode: string;
  editingLinksDisabled: string;
  editingExit: string;
  /** Hero banner, countdown and blurb blocks (issue 5, hero part). */
  heroSearchLabel: string;
  heroSearchClear: string;
  heroScrollDown: string;
  videoPlay: string;
  videoPause: string;
  countdownLabel: string;
  countdownDays: string;
  countdownHours: string;
  countdownMinutes: string;
  countdownSeconds: string;
  countdownEnded: string;
}

export const shellTexts: Record<Language, ShellTexts> = {
  sv: {
    scrollToTop: 'Till toppen',
    sectionErrorHeading: 'Aj då',
    sectionErrorText: 'Här borde en sektion synas men något har tyvärr blivit fel',
    sectionErrorHint: 'Prova ladda om sidan',
    sectionErrorReload: 'Ladda om sidan',
    loading: 'Laddar…',
    notFoundHeading: 'Sidan hittades inte',
    notFoundText: 'Sidan du letar efter finns inte längre eller har flyttats.',
    errorHeading: 'Något gick fel',
    errorText: 'Vi kunde inte visa sidan just nu. Försök igen om en stund.',
    toHome: 'Till startsidan',
    skipToContent: 'Hoppa till innehållet',
    editingMode: 'Redigeringsläge',
    editingLinksDisabled: 'Länkar är avstängda i redigeringsläget.',
    editingExit: 'Avsluta redigering',
    // Hero banner, countdown and blurb blocks (issue 5, hero part).
    heroSearchLabel: 'Sök',
    heroSearchClear: 'Töm sökfältet',
    heroScrollDown: 'Scrolla ner till innehållet',
    videoPlay: 'Spela upp video',
    videoPause: 'Pausa video',
    countdownLabel: 'Tid kvar',
    countdownDays: 'Dagar',
    countdownHours: 'Timmar',
    countdownMinutes: 'Minuter',
    countdownSeconds: 'Sekunder',
    countdownEnded: 'Nedräkningen är slut',
  },
  en: {
    scrollToTop: 'Back to top',
    sectionErrorHeading: 'Oops',
    sectionErrorText: 'A section should be shown here, but unfortunately something went wrong',
    sectionErrorHint: 'Try reloading the page',
    sectionErrorReload: 'Reload the page',
    loading: 'Loading…',
    notFoundHeading: 'Page not found',
    notFoundText: 'The page you are looking for no longer exists or has moved.',
    errorHeading: 'Something went wrong',
    errorText: 'We could not show this page right now. Please try again in a moment.',
    toHome: 'Go to the home page',
    skipToContent: 'Skip to content',
    editingMode: 'Editing mode',
    editingLinksDisabled: 'Links are disabled in editing mode.',
    editingExit: 'Stop editing',
    // Hero banner, countdown and blurb blocks (issue 5, hero part).
    heroSearchLabel: 'Search',
    heroSearchClear: 'Clear the search field',
    heroScrollDown: 'Scroll down to the content',
    videoPlay: 'Play video',
    videoPause: 'Pause video',
    countdownLabel: 'Time left',
    countdownDays: 'Days',
    countdownHours: 'Hours',
    countdownMinutes: 'Minutes',
    countdownSeconds: 'Seconds',
    countdownEnded: 'The countdown has ended',
  },
  nb: {
    scrollToTop: 'Til toppen',
    sectionErrorHeading: 'Oi da',
    sectionErrorText: 'Her skulle det vært en seksjon, men noe har dessverre gått galt',
    sectionErrorHint: 'Prøv å laste inn siden på nytt',
    sectionErrorReload: 'Last inn siden på nytt',
    loading: 'Laster…',
    notFoundHeading: 'Siden ble ikke funnet',
    notFoundText: 'Siden du leter etter finnes ikke lenger eller er flyttet.',
    errorHeading: 'Noe gikk galt',
    errorText: 'Vi kunne ikke vise siden akkurat nå. Prøv igjen om litt.',
    toHome: 'Til forsiden',
    skipToContent: 'Hopp til innholdet',
    editingMode: 'Redigeringsmodus',
    editingLinksDisabled: 'Lenker er slått av i redigeringsmodus.',
    editingExit: 'Avslutt redigering',
    // Hero banner, countdown and blurb blocks (issue 5, hero part).
    heroSearchLabel: 'Søk',
    heroSearchClear: 'Tøm søkefeltet',
    heroScrollDown: 'Rull ned til innholdet',
    videoPlay: 'Spill av video',
    videoPause: 'Sett video på pause',
    countdownLabel: 'Tid igjen',
    countdownDays: 'Dager',
    countdownHours: 'Timer',
    countdownMinutes: 'Minutter',
    countdownSeconds: 'Sekunder',
    countdownEnded: 'Nedtellingen er over',
  },
  fi: {
    scrollToTop: 'Takaisin ylös',
    sectionErrorHeading: 'Hups',
    sectionErrorText: 'Tässä pitäisi näkyä osio, mutta valitettavasti jokin meni vikaan',
    sectionErrorHint: 'Kokeile ladata sivu uudelleen',
    sectionErrorReload: 'Lataa sivu uudelleen',
    loading: 'Ladataan…',
    notFoundHeading: 'Sivua ei löytynyt',
    notFoundText: 'Etsimääsi sivua ei enää ole tai se on siirretty.',
    errorHeading: 'Jokin meni vikaan',
    errorText: 'Emme voineet näyttää sivua juuri nyt. Yritä hetken kuluttua uudelleen.',
    toHome: 'Etusivulle',
    skipToContent: 'Siirry sisältöön',
    editingMode: 'Muokkaustila',
    editingLinksDisabled: 'Linkit eivät toimi muokkaustilassa.',
    editingExit: 'Lopeta muokkaus',
    // Hero banner, countdown and blurb blocks (issue 5, hero part).
    heroSearchLabel: 'Hae',
    heroSearchClear: 'Tyhjennä hakukenttä',
    heroScrollDown: 'Vieritä alas sisältöön',
    videoPlay: 'Toista video',
    videoPause: 'Keskeytä video',
    countdownLabel: 'Aikaa jäljellä',
    countdownDays: 'Päivää',
    countdownHours: 'Tuntia',
    countdownMinutes: 'Minuuttia',
    countdownSeconds: 'Sekuntia',
    countdownEnded: 'Ajastin on päättynyt',
  },
  sk: {
    scrollToTop: 'Späť hore',
    sectionErrorHeading: 'Ups',
    sectionErrorText: 'Tu mala byť zobrazená sekcia, ale žiaľ sa niečo pokazilo',
    sectionErrorHint: 'Skúste stránku načítať znova',
    sectionErrorReload: 'Načítať stránku znova',
    loading: 'Načítava sa…',
    notFoundHeading: 'Stránka sa nenašla',
    notFoundText: 'Stránka, ktorú hľadáte, už neexistuje alebo bola presunutá.',
    errorHeading: 'Niečo sa pokazilo',
    errorText: 'Stránku sa teraz nepodarilo zobraziť. Skúste to znova o chvíľu.',
    toHome: 'Na úvodnú stránku',
    skipToContent: 'Preskočiť na obsah',
    editingMode: 'Režim úprav',
    editingLinksDisabled: 'Odkazy sú v režime úprav vypnuté.',
    editingExit: 'Ukončiť úpravy',
    // Hero banner, countdown and blurb blocks (issue 5, hero part).
    heroSearchLabel: 'Hľadať',
    heroSearchClear: 'Vymazať pole vyhľadávania',
    heroScrollDown: 'Posunúť nadol na obsah',
    videoPlay: 'Prehrať video',
    videoPause: 'Pozastaviť video',
    countdownLabel: 'Zostávajúci čas',
    countdownDays: 'Dni',
    countdownHours: 'Hodiny',
    countdownMinutes: 'Minúty',
    countdownSeconds: 'Sekundy',
    countdownEnded: 'Odpočítavanie sa skončilo',
  },
};
