import type { Language } from '../contracts/site-profile.ts';

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

export const compareRowTexts: Record<Language, CompareRowTexts> = {
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
};
