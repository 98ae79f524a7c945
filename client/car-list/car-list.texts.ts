import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The car list's built-in texts (car-stock spec 2): filter panel, chips, search, sort, progress,
 * show more and the breadcrumb. Its error and empty texts are content: the dictionary's
 * carListError and noSearchResults.
 */
export interface CarListTexts {
  filters: string;
  closeFilters: string;
  stickyFilters: string;
  clearAll: string;
  /** Filled with {label}. */
  removeFilter: string;
  searchLabel: string;
  searchButton: string;
  sort: string;
  showMore: string;
  /** Filled with {shown}, {total}. */
  progress: string;
  moreValues: string;
  from: string;
  to: string;
  /** Filled with {amount}. */
  monthly: string;
  results: string;
  activeFilters: string;
  /** Filled with {count}. */
  showResults: string;
  breadcrumb: string;
  /** The range form's button without JavaScript (spec 5). */
  applyRange: string;
  /** A typed range amount that is not one; filled with {value}. */
  invalidAmount: string;
}

export const carListTexts = {
  sv: {
    filters: 'Filtrera',
    closeFilters: 'Stäng filter',
    stickyFilters: 'Visa alltid filter',
    clearAll: 'Rensa alla',
    removeFilter: 'Ta bort filtret {label}',
    searchLabel: 'Sök bil',
    searchButton: 'Sök',
    sort: 'Sortera efter',
    showMore: 'Visa fler bilar',
    progress: '{shown} av {total}',
    moreValues: 'Visa fler',
    from: 'Från',
    to: 'Till',
    monthly: '{amount}/mån',
    results: 'Bilar i lager',
    activeFilters: 'Valda filter',
    showResults: 'Visa {count} bilar',
    breadcrumb: 'Brödsmulor',
    applyRange: 'Använd',
    invalidAmount: "'{value}' är inget belopp. Skriv bara siffror.",
  },
  en: {
    filters: 'Filter',
    closeFilters: 'Close filters',
    stickyFilters: 'Always show filters',
    clearAll: 'Clear all',
    removeFilter: 'Remove filter {label}',
    searchLabel: 'Search cars',
    searchButton: 'Search',
    sort: 'Sort by',
    showMore: 'Show more cars',
    progress: '{shown} of {total}',
    moreValues: 'Show more',
    from: 'From',
    to: 'To',
    monthly: '{amount}/month',
    results: 'Cars in stock',
    activeFilters: 'Selected filters',
    showResults: 'Show {count} cars',
    breadcrumb: 'Breadcrumb',
    applyRange: 'Apply',
    invalidAmount: "'{value}' is not an amount. Type digits only.",
  },
  nb: {
    filters: 'Filtrer',
    closeFilters: 'Lukk filter',
    stickyFilters: 'Vis alltid filtre',
    clearAll: 'Fjern alle',
    removeFilter: 'Fjern filteret {label}',
    searchLabel: 'Søk etter bil',
    searchButton: 'Søk',
    sort: 'Sorter etter',
    showMore: 'Vis flere biler',
    progress: '{shown} av {total}',
    moreValues: 'Vis flere',
    from: 'Fra',
    to: 'Til',
    monthly: '{amount}/mnd',
    results: 'Biler på lager',
    activeFilters: 'Valgte filtre',
    showResults: 'Vis {count} biler',
    breadcrumb: 'Brødsmulesti',
    applyRange: 'Bruk',
    invalidAmount: "'{value}' er ikke et beløp. Skriv bare sifre.",
  },
  fi: {
    filters: 'Suodata',
    closeFilters: 'Sulje suodattimet',
    stickyFilters: 'Näytä suodattimet aina',
    clearAll: 'Tyhjennä kaikki',
    removeFilter: 'Poista suodatin {label}',
    searchLabel: 'Hae autoa',
    searchButton: 'Hae',
    sort: 'Järjestä',
    showMore: 'Näytä lisää autoja',
    progress: '{shown} / {total}',
    moreValues: 'Näytä lisää',
    from: 'Alkaen',
    to: 'Enintään',
    monthly: '{amount}/kk',
    results: 'Autot varastossa',
    activeFilters: 'Valitut suodattimet',
    showResults: 'Näytä {count} autoa',
    breadcrumb: 'Murupolku',
    applyRange: 'Käytä',
    invalidAmount: "'{value}' ei ole summa. Kirjoita vain numeroita.",
  },
  sk: {
    filters: 'Filtrovať',
    closeFilters: 'Zavrieť filtre',
    stickyFilters: 'Vždy zobraziť filtre',
    clearAll: 'Vymazať všetko',
    removeFilter: 'Odstrániť filter {label}',
    searchLabel: 'Hľadať auto',
    searchButton: 'Hľadať',
    sort: 'Zoradiť podľa',
    showMore: 'Zobraziť ďalšie autá',
    progress: '{shown} z {total}',
    moreValues: 'Zobraziť viac',
    from: 'Od',
    to: 'Do',
    monthly: '{amount}/mesiac',
    results: 'Autá na sklade',
    activeFilters: 'Vybrané filtre',
    showResults: 'Zobraziť {count} áut',
    breadcrumb: 'Navigačná cesta',
    applyRange: 'Použiť',
    invalidAmount: "'{value}' nie je suma. Zadajte iba číslice.",
  },
} satisfies Record<Language, CarListTexts>;
