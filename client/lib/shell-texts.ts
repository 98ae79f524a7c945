import type { Language } from '../contracts/site-profile.ts';
import { type CarDetailTexts, carDetailTexts } from '../car-detail/car-detail-texts.ts';
import { type DealerSiteTexts, dealerSiteTexts } from './dealer-sites/dealer-texts.ts';

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
  /** Cards and lists (issue 5, cards): the campaign badge without a campaign text, and the file list's toggle. */
  campaignBadge: string;
  showMoreFiles: string;
  showFewerFiles: string;
  // Media blocks (issue 5, media helper): carousel, video block, social share.
  /** The carousel's aria-roledescription, and the region's name when it has no heading. */
  carousel: string;
  /** Each slide's aria-roledescription. */
  carouselSlide: string;
  /** A slide's name: '{n}' and '{total}' are replaced. */
  carouselSlideOf: string;
  carouselPrevious: string;
  carouselNext: string;
  /** An indicator button's name: '{n}' is replaced. */
  carouselGoTo: string;
  carouselStart: string;
  carouselStop: string;
  videoUnavailable: string;
  shareAction: string;
  /** A share link's name: '{network}' is replaced. */
  shareOn: string;
  opensInNewTab: string;
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
  // Car stock (issue 7): the compare button on car cards and the detail page.
  compareToggle: string;
  // Contact form of the car detail page (issue 8, contact helper).
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  contactMessage: string;
  contactQuote: string;
  contactTestDrive: string;
  contactSeller: string;
  /** The seller select's empty choice (spec 5: 'choose seller *'). */
  contactChooseSeller: string;
  contactSend: string;
  contactSending: string;
  /** The no-script outcome page's link back to the car. */
  contactBackToCar: string;
  /** The no-script outcome page's heading over the fields that need another look. */
  contactCheckFields: string;
  // Car list (issue 7, car-list part): filter panel, chips, search, sort, progress and show more.
  carListFilters: string;
  carListCloseFilters: string;
  carListStickyFilters: string;
  carListClearAll: string;
  carListRemoveFilter: string;
  carListSearchLabel: string;
  carListSearchButton: string;
  carListSort: string;
  carListShowMore: string;
  carListProgress: string;
  carListMoreValues: string;
  carListFrom: string;
  carListTo: string;
  carListMonthly: string;
  carListResults: string;
  carListActiveFilters: string;
  carListShowResults: string;
  carListBreadcrumb: string;
  // Car stock (issue 7, car-extras): the compare bar and modal, car of the week, car search hero.
  /** The compare bar's region name and the comparison dialog's title. */
  compareBar: string;
  /** '{count}' is replaced by the number of selected cars. */
  compareCount: string;
  compareShowSelected: string;
  compareHideSelected: string;
  compareClear: string;
  compareOpen: string;
  compareClose: string;
  /** A remove button's name: '{car}' is replaced by brand and model. */
  compareRemove: string;
  compareViewCar: string;
  compareOverview: string;
  compareEquipment: string;
  compareTechnicalData: string;
  /** A monthly cost: '{amount}' is replaced by the formatted price. */
  monthlyLoan: string;
  monthlyPrivateLeasing: string;
  carSearchBrand: string;
  carSearchModel: string;
  carSearchAllBrands: string;
  carSearchAllModels: string;
  carSearchWords: string;
  carSearchSubmit: string;
  // Car detail page (issue 8, the page): its texts live with the page.
  carDetail: CarDetailTexts;
  // Dealer sites (issue 9): the site list, site detail page and map, in their own module.
  dealerSites: DealerSiteTexts;
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
    // Cards and lists (issue 5, cards).
    campaignBadge: 'Kampanj',
    showMoreFiles: 'Visa fler',
    showFewerFiles: 'Visa färre',
    // Media blocks (issue 5, media helper).
    carousel: 'karusell',
    carouselSlide: 'bild',
    carouselSlideOf: '{n} av {total}',
    carouselPrevious: 'Föregående bild',
    carouselNext: 'Nästa bild',
    carouselGoTo: 'Visa bild {n}',
    carouselStart: 'Starta automatiskt bildspel',
    carouselStop: 'Stoppa automatiskt bildspel',
    videoUnavailable: 'Videon kan inte visas just nu.',
    shareAction: 'Dela',
    shareOn: 'Dela på {network}',
    opensInNewTab: 'öppnas i en ny flik',
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
    // Car stock (issue 7).
    compareToggle: 'Jämför',
    // Contact form of the car detail page (issue 8, contact helper).
    contactName: 'Namn',
    contactPhone: 'Telefon',
    contactEmail: 'E-post',
    contactMessage: 'Meddelande',
    contactQuote: 'Jag vill ha en offert',
    contactTestDrive: 'Jag vill provköra',
    contactSeller: 'Säljare',
    contactChooseSeller: 'välj säljare *',
    contactSend: 'Skicka',
    contactSending: 'Skickar…',
    contactBackToCar: 'Tillbaka till bilen',
    contactCheckFields: 'Kontrollera de här fälten',
    // Car list (issue 7, car-list part).
    carListFilters: 'Filtrera',
    carListCloseFilters: 'Stäng filter',
    carListStickyFilters: 'Visa alltid filter',
    carListClearAll: 'Rensa alla',
    carListRemoveFilter: 'Ta bort filtret {label}',
    carListSearchLabel: 'Sök bil',
    carListSearchButton: 'Sök',
    carListSort: 'Sortera efter',
    carListShowMore: 'Visa fler bilar',
    carListProgress: '{shown} av {total}',
    carListMoreValues: 'Visa fler',
    carListFrom: 'Från',
    carListTo: 'Till',
    carListMonthly: '{amount}/mån',
    carListResults: 'Bilar i lager',
    carListActiveFilters: 'Valda filter',
    carListShowResults: 'Visa {count} bilar',
    carListBreadcrumb: 'Brödsmulor',
    // Car stock (issue 7, car-extras).
    compareBar: 'Jämför bilar',
    compareCount: '{count} valda',
    compareShowSelected: 'Visa valda',
    compareHideSelected: 'Dölj valda',
    compareClear: 'Rensa',
    compareOpen: 'Jämför',
    compareClose: 'Stäng jämförelsen',
    compareRemove: 'Ta bort {car}',
    compareViewCar: 'Visa bilen',
    compareOverview: 'Översikt',
    compareEquipment: 'Utrustning',
    compareTechnicalData: 'Teknisk data',
    monthlyLoan: 'Billån {amount}/mån',
    monthlyPrivateLeasing: 'Privatleasing {amount}/mån',
    carSearchBrand: 'Märke',
    carSearchModel: 'Modell',
    carSearchAllBrands: 'Alla märken',
    carSearchAllModels: 'Alla modeller',
    carSearchWords: 'Sökord',
    carSearchSubmit: 'Sök bilar',
    // Car detail page (issue 8).
    carDetail: carDetailTexts.sv,
    // Dealer sites (issue 9).
    dealerSites: dealerSiteTexts.sv,
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
    // Cards and lists (issue 5, cards).
    campaignBadge: 'Campaign',
    showMoreFiles: 'Show more',
    showFewerFiles: 'Show less',
    // Media blocks (issue 5, media helper).
    carousel: 'carousel',
    carouselSlide: 'slide',
    carouselSlideOf: '{n} of {total}',
    carouselPrevious: 'Previous slide',
    carouselNext: 'Next slide',
    carouselGoTo: 'Show slide {n}',
    carouselStart: 'Start automatic slide show',
    carouselStop: 'Stop automatic slide show',
    videoUnavailable: 'The video cannot be shown right now.',
    shareAction: 'Share',
    shareOn: 'Share on {network}',
    opensInNewTab: 'opens in a new tab',
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
    // Car stock (issue 7).
    compareToggle: 'Compare',
    // Contact form of the car detail page (issue 8, contact helper).
    contactName: 'Name',
    contactPhone: 'Phone',
    contactEmail: 'Email',
    contactMessage: 'Message',
    contactQuote: 'I would like a quote',
    contactTestDrive: 'I would like a test drive',
    contactSeller: 'Seller',
    contactChooseSeller: 'choose seller *',
    contactSend: 'Send',
    contactSending: 'Sending…',
    contactBackToCar: 'Back to the car',
    contactCheckFields: 'Please check these fields',
    // Car list (issue 7, car-list part).
    carListFilters: 'Filter',
    carListCloseFilters: 'Close filters',
    carListStickyFilters: 'Always show filters',
    carListClearAll: 'Clear all',
    carListRemoveFilter: 'Remove filter {label}',
    carListSearchLabel: 'Search cars',
    carListSearchButton: 'Search',
    carListSort: 'Sort by',
    carListShowMore: 'Show more cars',
    carListProgress: '{shown} of {total}',
    carListMoreValues: 'Show more',
    carListFrom: 'From',
    carListTo: 'To',
    carListMonthly: '{amount}/month',
    carListResults: 'Cars in stock',
    carListActiveFilters: 'Selected filters',
    carListShowResults: 'Show {count} cars',
    carListBreadcrumb: 'Breadcrumb',
    // Car stock (issue 7, car-extras).
    compareBar: 'Compare cars',
    compareCount: '{count} selected',
    compareShowSelected: 'Show selected',
    compareHideSelected: 'Hide selected',
    compareClear: 'Clear',
    compareOpen: 'Compare',
    compareClose: 'Close comparison',
    compareRemove: 'Remove {car}',
    compareViewCar: 'View car',
    compareOverview: 'Overview',
    compareEquipment: 'Equipment',
    compareTechnicalData: 'Technical data',
    monthlyLoan: 'Loan {amount}/month',
    monthlyPrivateLeasing: 'Personal leasing {amount}/month',
    carSearchBrand: 'Make',
    carSearchModel: 'Model',
    carSearchAllBrands: 'All makes',
    carSearchAllModels: 'All models',
    carSearchWords: 'Search words',
    carSearchSubmit: 'Search cars',
    // Car detail page (issue 8).
    carDetail: carDetailTexts.en,
    // Dealer sites (issue 9).
    dealerSites: dealerSiteTexts.en,
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
    // Cards and lists (issue 5, cards).
    campaignBadge: 'Kampanje',
    showMoreFiles: 'Vis flere',
    showFewerFiles: 'Vis færre',
    // Media blocks (issue 5, media helper).
    carousel: 'karusell',
    carouselSlide: 'bilde',
    carouselSlideOf: '{n} av {total}',
    carouselPrevious: 'Forrige bilde',
    carouselNext: 'Neste bilde',
    carouselGoTo: 'Vis bilde {n}',
    carouselStart: 'Start automatisk bildevisning',
    carouselStop: 'Stopp automatisk bildevisning',
    videoUnavailable: 'Videoen kan ikke vises akkurat nå.',
    shareAction: 'Del',
    shareOn: 'Del på {network}',
    opensInNewTab: 'åpnes i en ny fane',
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
    // Car stock (issue 7).
    compareToggle: 'Sammenlign',
    // Contact form of the car detail page (issue 8, contact helper).
    contactName: 'Navn',
    contactPhone: 'Telefon',
    contactEmail: 'E-post',
    contactMessage: 'Melding',
    contactQuote: 'Jeg ønsker et tilbud',
    contactTestDrive: 'Jeg ønsker en prøvekjøring',
    contactSeller: 'Selger',
    contactChooseSeller: 'velg selger *',
    contactSend: 'Send',
    contactSending: 'Sender…',
    contactBackToCar: 'Tilbake til bilen',
    contactCheckFields: 'Kontroller disse feltene',
    // Car list (issue 7, car-list part).
    carListFilters: 'Filtrer',
    carListCloseFilters: 'Lukk filter',
    carListStickyFilters: 'Vis alltid filtre',
    carListClearAll: 'Fjern alle',
    carListRemoveFilter: 'Fjern filteret {label}',
    carListSearchLabel: 'Søk etter bil',
    carListSearchButton: 'Søk',
    carListSort: 'Sorter etter',
    carListShowMore: 'Vis flere biler',
    carListProgress: '{shown} av {total}',
    carListMoreValues: 'Vis flere',
    carListFrom: 'Fra',
    carListTo: 'Til',
    carListMonthly: '{amount}/mnd',
    carListResults: 'Biler på lager',
    carListActiveFilters: 'Valgte filtre',
    carListShowResults: 'Vis {count} biler',
    carListBreadcrumb: 'Brødsmulesti',
    // Car stock (issue 7, car-extras).
    compareBar: 'Sammenlign biler',
    compareCount: '{count} valgt',
    compareShowSelected: 'Vis valgte',
    compareHideSelected: 'Skjul valgte',
    compareClear: 'Tøm',
    compareOpen: 'Sammenlign',
    compareClose: 'Lukk sammenligningen',
    compareRemove: 'Fjern {car}',
    compareViewCar: 'Se bilen',
    compareOverview: 'Oversikt',
    compareEquipment: 'Utstyr',
    compareTechnicalData: 'Tekniske data',
    monthlyLoan: 'Billån {amount}/mnd',
    monthlyPrivateLeasing: 'Privatleasing {amount}/mnd',
    carSearchBrand: 'Merke',
    carSearchModel: 'Modell',
    carSearchAllBrands: 'Alle merker',
    carSearchAllModels: 'Alle modeller',
    carSearchWords: 'Søkeord',
    carSearchSubmit: 'Søk biler',
    // Car detail page (issue 8).
    carDetail: carDetailTexts.nb,
    // Dealer sites (issue 9).
    dealerSites: dealerSiteTexts.nb,
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
    // Cards and lists (issue 5, cards).
    campaignBadge: 'Kampanja',
    showMoreFiles: 'Näytä lisää',
    showFewerFiles: 'Näytä vähemmän',
    // Media blocks (issue 5, media helper).
    carousel: 'karuselli',
    carouselSlide: 'dia',
    carouselSlideOf: '{n}/{total}',
    carouselPrevious: 'Edellinen dia',
    carouselNext: 'Seuraava dia',
    carouselGoTo: 'Näytä dia {n}',
    carouselStart: 'Käynnistä automaattinen diaesitys',
    carouselStop: 'Pysäytä automaattinen diaesitys',
    videoUnavailable: 'Videota ei voi näyttää juuri nyt.',
    shareAction: 'Jaa',
    shareOn: 'Jaa palvelussa {network}',
    opensInNewTab: 'avautuu uuteen välilehteen',
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
    // Car stock (issue 7).
    compareToggle: 'Vertaa',
    // Contact form of the car detail page (issue 8, contact helper).
    contactName: 'Nimi',
    contactPhone: 'Puhelin',
    contactEmail: 'Sähköposti',
    contactMessage: 'Viesti',
    contactQuote: 'Haluan tarjouksen',
    contactTestDrive: 'Haluan koeajon',
    contactSeller: 'Myyjä',
    contactChooseSeller: 'valitse myyjä *',
    contactSend: 'Lähetä',
    contactSending: 'Lähetetään…',
    contactBackToCar: 'Takaisin autoon',
    contactCheckFields: 'Tarkista nämä kentät',
    // Car list (issue 7, car-list part).
    carListFilters: 'Suodata',
    carListCloseFilters: 'Sulje suodattimet',
    carListStickyFilters: 'Näytä suodattimet aina',
    carListClearAll: 'Tyhjennä kaikki',
    carListRemoveFilter: 'Poista suodatin {label}',
    carListSearchLabel: 'Hae autoa',
    carListSearchButton: 'Hae',
    carListSort: 'Järjestä',
    carListShowMore: 'Näytä lisää autoja',
    carListProgress: '{shown} / {total}',
    carListMoreValues: 'Näytä lisää',
    carListFrom: 'Alkaen',
    carListTo: 'Enintään',
    carListMonthly: '{amount}/kk',
    carListResults: 'Autot varastossa',
    carListActiveFilters: 'Valitut suodattimet',
    carListShowResults: 'Näytä {count} autoa',
    carListBreadcrumb: 'Murupolku',
    // Car stock (issue 7, car-extras).
    compareBar: 'Vertaa autoja',
    compareCount: '{count} valittu',
    compareShowSelected: 'Näytä valitut',
    compareHideSelected: 'Piilota valitut',
    compareClear: 'Tyhjennä',
    compareOpen: 'Vertaa',
    compareClose: 'Sulje vertailu',
    compareRemove: 'Poista {car}',
    compareViewCar: 'Katso auto',
    compareOverview: 'Yleiskatsaus',
    compareEquipment: 'Varusteet',
    compareTechnicalData: 'Tekniset tiedot',
    monthlyLoan: 'Autolaina {amount}/kk',
    monthlyPrivateLeasing: 'Yksityisleasing {amount}/kk',
    carSearchBrand: 'Merkki',
    carSearchModel: 'Malli',
    carSearchAllBrands: 'Kaikki merkit',
    carSearchAllModels: 'Kaikki mallit',
    carSearchWords: 'Hakusanat',
    carSearchSubmit: 'Hae autoja',
    // Car detail page (issue 8).
    carDetail: carDetailTexts.fi,
    // Dealer sites (issue 9).
    dealerSites: dealerSiteTexts.fi,
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
    // Cards and lists (issue 5, cards).
    campaignBadge: 'Akcia',
    showMoreFiles: 'Zobraziť viac',
    showFewerFiles: 'Zobraziť menej',
    // Media blocks (issue 5, media helper).
    carousel: 'karusel',
    carouselSlide: 'snímka',
    carouselSlideOf: '{n} z {total}',
    carouselPrevious: 'Predchádzajúca snímka',
    carouselNext: 'Ďalšia snímka',
    carouselGoTo: 'Zobraziť snímku {n}',
    carouselStart: 'Spustiť automatickú prezentáciu',
    carouselStop: 'Zastaviť automatickú prezentáciu',
    videoUnavailable: 'Video sa teraz nedá zobraziť.',
    shareAction: 'Zdieľať',
    shareOn: 'Zdieľať na {network}',
    opensInNewTab: 'otvorí sa na novej karte',
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
    // Car stock (issue 7).
    compareToggle: 'Porovnať',
    // Contact form of the car detail page (issue 8, contact helper).
    contactName: 'Meno',
    contactPhone: 'Telefón',
    contactEmail: 'E-mail',
    contactMessage: 'Správa',
    contactQuote: 'Mám záujem o cenovú ponuku',
    contactTestDrive: 'Mám záujem o testovaciu jazdu',
    contactSeller: 'Predajca',
    contactChooseSeller: 'vyberte predajcu *',
    contactSend: 'Odoslať',
    contactSending: 'Odosiela sa…',
    contactBackToCar: 'Späť na vozidlo',
    contactCheckFields: 'Skontrolujte tieto polia',
    // Car list (issue 7, car-list part).
    carListFilters: 'Filtrovať',
    carListCloseFilters: 'Zavrieť filtre',
    carListStickyFilters: 'Vždy zobraziť filtre',
    carListClearAll: 'Vymazať všetko',
    carListRemoveFilter: 'Odstrániť filter {label}',
    carListSearchLabel: 'Hľadať auto',
    carListSearchButton: 'Hľadať',
    carListSort: 'Zoradiť podľa',
    carListShowMore: 'Zobraziť ďalšie autá',
    carListProgress: '{shown} z {total}',
    carListMoreValues: 'Zobraziť viac',
    carListFrom: 'Od',
    carListTo: 'Do',
    carListMonthly: '{amount}/mesiac',
    carListResults: 'Autá na sklade',
    carListActiveFilters: 'Vybrané filtre',
    carListShowResults: 'Zobraziť {count} áut',
    carListBreadcrumb: 'Navigačná cesta',
    // Car stock (issue 7, car-extras).
    compareBar: 'Porovnať autá',
    compareCount: 'Vybrané: {count}',
    compareShowSelected: 'Zobraziť vybrané',
    compareHideSelected: 'Skryť vybrané',
    compareClear: 'Vymazať',
    compareOpen: 'Porovnať',
    compareClose: 'Zavrieť porovnanie',
    compareRemove: 'Odstrániť {car}',
    compareViewCar: 'Zobraziť auto',
    compareOverview: 'Prehľad',
    compareEquipment: 'Výbava',
    compareTechnicalData: 'Technické údaje',
    monthlyLoan: 'Úver {amount}/mesiac',
    monthlyPrivateLeasing: 'Súkromný leasing {amount}/mesiac',
    carSearchBrand: 'Značka',
    carSearchModel: 'Model',
    carSearchAllBrands: 'Všetky značky',
    carSearchAllModels: 'Všetky modely',
    carSearchWords: 'Hľadané slová',
    carSearchSubmit: 'Hľadať autá',
    // Car detail page (issue 8).
    carDetail: carDetailTexts.sk,
    // Dealer sites (issue 9).
    dealerSites: dealerSiteTexts.sk,
  },
};
