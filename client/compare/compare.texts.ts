import type { Language } from '../contracts/site-profile.ts';

/** The compare button on car cards, the compare bar and its comparison dialog. */
export interface CompareTexts {
  toggle: string;
  bar: string;
  /** Filled with {count}. */
  count: string;
  showSelected: string;
  hideSelected: string;
  clear: string;
  open: string;
  close: string;
  /** Filled with {car}. */
  remove: string;
  viewCar: string;
  overview: string;
  equipment: string;
  technicalData: string;
}

export const compareTexts = {
  sv: {
    toggle: 'Jämför',
    bar: 'Jämför bilar',
    count: '{count} valda',
    showSelected: 'Visa valda',
    hideSelected: 'Dölj valda',
    clear: 'Rensa',
    open: 'Jämför',
    close: 'Stäng jämförelsen',
    remove: 'Ta bort {car}',
    viewCar: 'Visa bilen',
    overview: 'Översikt',
    equipment: 'Utrustning',
    technicalData: 'Teknisk data',
  },
  en: {
    toggle: 'Compare',
    bar: 'Compare cars',
    count: '{count} selected',
    showSelected: 'Show selected',
    hideSelected: 'Hide selected',
    clear: 'Clear',
    open: 'Compare',
    close: 'Close comparison',
    remove: 'Remove {car}',
    viewCar: 'View car',
    overview: 'Overview',
    equipment: 'Equipment',
    technicalData: 'Technical data',
  },
  nb: {
    toggle: 'Sammenlign',
    bar: 'Sammenlign biler',
    count: '{count} valgt',
    showSelected: 'Vis valgte',
    hideSelected: 'Skjul valgte',
    clear: 'Tøm',
    open: 'Sammenlign',
    close: 'Lukk sammenligningen',
    remove: 'Fjern {car}',
    viewCar: 'Se bilen',
    overview: 'Oversikt',
    equipment: 'Utstyr',
    technicalData: 'Tekniske data',
  },
  fi: {
    toggle: 'Vertaa',
    bar: 'Vertaa autoja',
    count: '{count} valittu',
    showSelected: 'Näytä valitut',
    hideSelected: 'Piilota valitut',
    clear: 'Tyhjennä',
    open: 'Vertaa',
    close: 'Sulje vertailu',
    remove: 'Poista {car}',
    viewCar: 'Katso auto',
    overview: 'Yleiskatsaus',
    equipment: 'Varusteet',
    technicalData: 'Tekniset tiedot',
  },
  sk: {
    toggle: 'Porovnať',
    bar: 'Porovnať autá',
    count: 'Vybrané: {count}',
    showSelected: 'Zobraziť vybrané',
    hideSelected: 'Skryť vybrané',
    clear: 'Vymazať',
    open: 'Porovnať',
    close: 'Zavrieť porovnanie',
    remove: 'Odstrániť {car}',
    viewCar: 'Zobraziť auto',
    overview: 'Prehľad',
    equipment: 'Výbava',
    technicalData: 'Technické údaje',
  },
} satisfies Record<Language, CompareTexts>;

/** The comparison table's row names per language (built-in texts of the compare modal only). */
export interface CompareRowTexts {
  price: string;
  variant: string;
  year: string;
  mileage: string;
  fuel: string;
  gearbox: string;
  body: string;
  color: string;
  drive: string;
  power: string;
  firstRegistration: string;
  dealer: string;
  loan: string;
  privateLeasing: string;
  acceleration: string;
  consumption: string;
  emission: string;
  electricRange: string;
  battery: string;
  seats: string;
  doors: string;
  length: string;
  width: string;
  height: string;
  weight: string;
  cargo: string;
  tank: string;
}

export const compareRowTexts = {
  sv: {
    price: 'Pris',
    variant: 'Version',
    year: 'Årsmodell',
    mileage: 'Miltal',
    fuel: 'Drivmedel',
    gearbox: 'Växellåda',
    body: 'Kaross',
    color: 'Färg',
    drive: 'Drivning',
    power: 'Effekt',
    firstRegistration: 'Första registrering',
    dealer: 'Anläggning',
    loan: 'Billån per månad',
    privateLeasing: 'Privatleasing per månad',
    acceleration: 'Acceleration 0–100 km/h',
    consumption: 'Förbrukning (blandad)',
    emission: 'CO₂-utsläpp (blandad)',
    electricRange: 'Räckvidd el (WLTP)',
    battery: 'Batterikapacitet',
    seats: 'Antal säten',
    doors: 'Antal dörrar',
    length: 'Längd',
    width: 'Bredd',
    height: 'Höjd',
    weight: 'Tjänstevikt',
    cargo: 'Bagageutrymme',
    tank: 'Tankvolym',
  },
  en: {
    price: 'Price',
    variant: 'Version',
    year: 'Model year',
    mileage: 'Mileage',
    fuel: 'Fuel',
    gearbox: 'Gearbox',
    body: 'Body',
    color: 'Colour',
    drive: 'Drive',
    power: 'Power',
    firstRegistration: 'First registered',
    dealer: 'Dealer',
    loan: 'Loan per month',
    privateLeasing: 'Personal leasing per month',
    acceleration: 'Acceleration 0–62 mph',
    consumption: 'Consumption (combined)',
    emission: 'CO₂ emissions (combined)',
    electricRange: 'Electric range (WLTP)',
    battery: 'Battery capacity',
    seats: 'Seats',
    doors: 'Doors',
    length: 'Length',
    width: 'Width',
    height: 'Height',
    weight: 'Kerb weight',
    cargo: 'Boot space',
    tank: 'Fuel tank',
  },
  nb: {
    price: 'Pris',
    variant: 'Versjon',
    year: 'Årsmodell',
    mileage: 'Kilometerstand',
    fuel: 'Drivstoff',
    gearbox: 'Girkasse',
    body: 'Karosseri',
    color: 'Farge',
    drive: 'Hjuldrift',
    power: 'Effekt',
    firstRegistration: 'Første registrering',
    dealer: 'Forhandler',
    loan: 'Billån per måned',
    privateLeasing: 'Privatleasing per måned',
    acceleration: 'Akselerasjon 0–100 km/t',
    consumption: 'Forbruk (blandet)',
    emission: 'CO₂-utslipp (blandet)',
    electricRange: 'Elektrisk rekkevidde (WLTP)',
    battery: 'Batterikapasitet',
    seats: 'Seter',
    doors: 'Dører',
    length: 'Lengde',
    width: 'Bredde',
    height: 'Høyde',
    weight: 'Egenvekt',
    cargo: 'Bagasjerom',
    tank: 'Tankvolum',
  },
  fi: {
    price: 'Hinta',
    variant: 'Versio',
    year: 'Vuosimalli',
    mileage: 'Ajokilometrit',
    fuel: 'Käyttövoima',
    gearbox: 'Vaihteisto',
    body: 'Korimalli',
    color: 'Väri',
    drive: 'Vetotapa',
    power: 'Teho',
    firstRegistration: 'Ensirekisteröinti',
    dealer: 'Toimipiste',
    loan: 'Autolaina kuukaudessa',
    privateLeasing: 'Yksityisleasing kuukaudessa',
    acceleration: 'Kiihtyvyys 0–100 km/h',
    consumption: 'Kulutus (yhdistetty)',
    emission: 'CO₂-päästöt (yhdistetty)',
    electricRange: 'Sähköinen toimintamatka (WLTP)',
    battery: 'Akun kapasiteetti',
    seats: 'Istuimet',
    doors: 'Ovet',
    length: 'Pituus',
    width: 'Leveys',
    height: 'Korkeus',
    weight: 'Omamassa',
    cargo: 'Tavaratila',
    tank: 'Polttoainesäiliö',
  },
  sk: {
    price: 'Cena',
    variant: 'Verzia',
    year: 'Modelový rok',
    mileage: 'Počet km',
    fuel: 'Palivo',
    gearbox: 'Prevodovka',
    body: 'Karoséria',
    color: 'Farba',
    drive: 'Pohon',
    power: 'Výkon',
    firstRegistration: 'Prvá registrácia',
    dealer: 'Predajca',
    loan: 'Úver mesačne',
    privateLeasing: 'Súkromný leasing mesačne',
    acceleration: 'Zrýchlenie 0–100 km/h',
    consumption: 'Spotreba (kombinovaná)',
    emission: 'Emisie CO₂ (kombinované)',
    electricRange: 'Elektrický dojazd (WLTP)',
    battery: 'Kapacita batérie',
    seats: 'Počet miest',
    doors: 'Počet dverí',
    length: 'Dĺžka',
    width: 'Šírka',
    height: 'Výška',
    weight: 'Pohotovostná hmotnosť',
    cargo: 'Batožinový priestor',
    tank: 'Objem nádrže',
  },
} satisfies Record<Language, CompareRowTexts>;
