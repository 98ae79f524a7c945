import type { Language } from '../contracts/site-profile.ts';

/**
 * Built-in texts of the dealer-site pages (issue 9): the site list, the site detail page and the
 * map, per language. They hang off ShellTexts as `dealerSites`. The maps failure text is the
 * spec's own (car-stock 8) in every language.
 */
export interface DealerSiteTexts {
  searchLabel: string;
  searchButton: string;
  filtersHeading: string;
  facetNames: { website_city: string; site_region: string; site_brands: string };
  applyFilters: string;
  clearFilters: string;
  /** A chip's remove label: '{value}' is replaced. */
  removeFilter: string;
  /** '{count}' is replaced. */
  resultCount: string;
  resultCountOne: string;
  loading: string;
  openNow: string;
  closedNow: string;
  today: string;
  openingHours: string;
  deviatingHours: string;
  vacation: string;
  brands: string;
  employees: string;
  /** The employees toggle: '{count}' is replaced. */
  showEmployees: string;
  hideEmployees: string;
  departments: string;
  contact: string;
  phone: string;
  email: string;
  directions: string;
  back: string;
  allSites: string;
  latestArrivals: string;
  /** '{name}' is replaced by the site's name. */
  showAllCars: string;
  noCars: string;
  map: string;
  mapSites: string;
  /** Spec car-stock 8. */
  mapsFailed: string;
  sitesHeading: string;
}

const mapsFailed = 'Failed to load Google Maps API';

export const dealerSiteTexts = {
  sv: {
    searchLabel: 'Sök anläggning',
    searchButton: 'Sök',
    filtersHeading: 'Filtrera',
    facetNames: { website_city: 'Ort', site_region: 'Län', site_brands: 'Bilmärke' },
    applyFilters: 'Visa anläggningar',
    clearFilters: 'Rensa filter',
    removeFilter: 'Ta bort filtret {value}',
    resultCount: '{count} anläggningar',
    resultCountOne: '1 anläggning',
    loading: 'Laddar anläggningar',
    openNow: 'Öppet nu',
    closedNow: 'Stängt nu',
    today: 'Idag',
    openingHours: 'Öppettider',
    deviatingHours: 'Avvikande öppettider',
    vacation: 'Semesterstängt',
    brands: 'Märken',
    employees: 'Medarbetare',
    showEmployees: 'Visa medarbetare ({count})',
    hideEmployees: 'Dölj medarbetare',
    departments: 'Avdelningar',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-post',
    directions: 'Vägbeskrivning',
    back: 'Tillbaka',
    allSites: 'Alla anläggningar',
    latestArrivals: 'Senast inkomna bilar',
    showAllCars: 'Visa alla bilar hos {name}',
    noCars: 'Just nu finns inga bilar i lager här.',
    map: 'Karta',
    mapSites: 'Anläggningar på kartan',
    mapsFailed,
    sitesHeading: 'Anläggningar',
  },
  en: {
    searchLabel: 'Search dealerships',
    searchButton: 'Search',
    filtersHeading: 'Filter',
    facetNames: { website_city: 'City', site_region: 'Region', site_brands: 'Brand' },
    applyFilters: 'Show dealerships',
    clearFilters: 'Clear filters',
    removeFilter: 'Remove the filter {value}',
    resultCount: '{count} dealerships',
    resultCountOne: '1 dealership',
    loading: 'Loading dealerships',
    openNow: 'Open now',
    closedNow: 'Closed now',
    today: 'Today',
    openingHours: 'Opening hours',
    deviatingHours: 'Special opening hours',
    vacation: 'Holiday closure',
    brands: 'Brands',
    employees: 'Our team',
    showEmployees: 'Show our team ({count})',
    hideEmployees: 'Hide our team',
    departments: 'Departments',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    directions: 'Directions',
    back: 'Back',
    allSites: 'All dealerships',
    latestArrivals: 'Latest arrivals',
    showAllCars: 'See all cars at {name}',
    noCars: 'There are no cars in stock here right now.',
    map: 'Map',
    mapSites: 'Dealerships on the map',
    mapsFailed,
    sitesHeading: 'Dealerships',
  },
  nb: {
    searchLabel: 'Søk etter anlegg',
    searchButton: 'Søk',
    filtersHeading: 'Filtrer',
    facetNames: { website_city: 'Sted', site_region: 'Fylke', site_brands: 'Bilmerke' },
    applyFilters: 'Vis anlegg',
    clearFilters: 'Fjern filtre',
    removeFilter: 'Fjern filteret {value}',
    resultCount: '{count} anlegg',
    resultCountOne: '1 anlegg',
    loading: 'Laster anlegg',
    openNow: 'Åpent nå',
    closedNow: 'Stengt nå',
    today: 'I dag',
    openingHours: 'Åpningstider',
    deviatingHours: 'Avvikende åpningstider',
    vacation: 'Ferie',
    brands: 'Merker',
    employees: 'Ansatte',
    showEmployees: 'Vis ansatte ({count})',
    hideEmployees: 'Skjul ansatte',
    departments: 'Avdelinger',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-post',
    directions: 'Veibeskrivelse',
    back: 'Tilbake',
    allSites: 'Alle anlegg',
    latestArrivals: 'Nylig innkomne biler',
    showAllCars: 'Se alle biler hos {name}',
    noCars: 'Akkurat nå er det ingen biler på lager her.',
    map: 'Kart',
    mapSites: 'Anlegg på kartet',
    mapsFailed,
    sitesHeading: 'Anlegg',
  },
  fi: {
    searchLabel: 'Hae toimipistettä',
    searchButton: 'Hae',
    filtersHeading: 'Suodata',
    facetNames: { website_city: 'Paikkakunta', site_region: 'Maakunta', site_brands: 'Automerkki' },
    applyFilters: 'Näytä toimipisteet',
    clearFilters: 'Tyhjennä suodattimet',
    removeFilter: 'Poista suodatin {value}',
    resultCount: '{count} toimipistettä',
    resultCountOne: '1 toimipiste',
    loading: 'Ladataan toimipisteitä',
    openNow: 'Avoinna nyt',
    closedNow: 'Suljettu nyt',
    today: 'Tänään',
    openingHours: 'Aukioloajat',
    deviatingHours: 'Poikkeavat aukioloajat',
    vacation: 'Lomasulku',
    brands: 'Merkit',
    employees: 'Henkilökunta',
    showEmployees: 'Näytä henkilökunta ({count})',
    hideEmployees: 'Piilota henkilökunta',
    departments: 'Osastot',
    contact: 'Yhteystiedot',
    phone: 'Puhelin',
    email: 'Sähköposti',
    directions: 'Reittiohjeet',
    back: 'Takaisin',
    allSites: 'Kaikki toimipisteet',
    latestArrivals: 'Uusimmat autot',
    showAllCars: 'Katso kaikki autot: {name}',
    noCars: 'Täällä ei ole juuri nyt autoja varastossa.',
    map: 'Kartta',
    mapSites: 'Toimipisteet kartalla',
    mapsFailed,
    sitesHeading: 'Toimipisteet',
  },
  sk: {
    searchLabel: 'Hľadať pobočku',
    searchButton: 'Hľadať',
    filtersHeading: 'Filtrovať',
    facetNames: { website_city: 'Mesto', site_region: 'Kraj', site_brands: 'Značka' },
    applyFilters: 'Zobraziť pobočky',
    clearFilters: 'Zrušiť filtre',
    removeFilter: 'Odstrániť filter {value}',
    resultCount: 'Počet pobočiek: {count}',
    resultCountOne: '1 pobočka',
    loading: 'Načítavajú sa pobočky',
    openNow: 'Teraz otvorené',
    closedNow: 'Teraz zatvorené',
    today: 'Dnes',
    openingHours: 'Otváracie hodiny',
    deviatingHours: 'Zmenené otváracie hodiny',
    vacation: 'Dovolenka',
    brands: 'Značky',
    employees: 'Zamestnanci',
    showEmployees: 'Zobraziť zamestnancov ({count})',
    hideEmployees: 'Skryť zamestnancov',
    departments: 'Oddelenia',
    contact: 'Kontakt',
    phone: 'Telefón',
    email: 'E-mail',
    directions: 'Navigovať',
    back: 'Späť',
    allSites: 'Všetky pobočky',
    latestArrivals: 'Najnovšie autá',
    showAllCars: 'Zobraziť všetky autá: {name}',
    noCars: 'Momentálne tu nie sú na sklade žiadne autá.',
    map: 'Mapa',
    mapSites: 'Pobočky na mape',
    mapsFailed,
    sitesHeading: 'Pobočky',
  },
} satisfies Record<Language, DealerSiteTexts>;

/**
 * Weekday names per language, Monday first, lower case: the words dealers' opening-hours labels
 * use ('Måndag–fredag'), so the hours can be read in any of the group's languages.
 */
export const weekdayNames = {
  sv: ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
  nb: ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  fi: ['maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai'],
  sk: ['pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'],
} satisfies Record<Language, readonly string[]>;
