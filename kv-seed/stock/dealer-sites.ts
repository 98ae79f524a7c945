// The dealer-site index: about forty real places across the five countries (real city
// coordinates; street numbers, phone numbers and people are fictional — Swedish and UK numbers
// come from the ranges reserved for fiction), each with departments, brands, employees and
// opening schedules in the site's language.
import type { SiteDocument, Department } from '#client/contracts/site-document.ts';
import type { Language, SiteName } from '#client/contracts/site-profile.ts';
import { type Site, sites } from '#src/sites/catalogue.ts';
import { Dice, slugify } from './random.ts';
import { blurDataUrl } from './pictures.ts';
import { stockWordTexts } from '#client/stock/stock-words.texts.ts';

interface Place {
  slug: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  /** The city the site list and filters show, when it is not the postal city. */
  websiteCity?: string;
  region: string;
  lat: number;
  lon: number;
  brands: string[];
  /** The first digits of the phone number: an area code and exchange the numbers are drawn under. */
  phone: string;
  /** False for a dealer of motorcycles only: the car stock is never placed there. */
  sellsCars?: false;
}

/** Phone numbers reserved for fiction: Sweden (PTS) and the UK (Ofcom); the others follow the national format. */
const places: Record<SiteName, Place[]> = {
  'group-se': [
    {
      slug: 'volvo-goteborg',
      name: 'Hedin Volvo Göteborg',
      street: 'Falkenbergsgatan 11',
      zip: '412 85',
      city: 'Göteborg',
      region: 'Västra Götaland',
      lat: 57.7089,
      lon: 11.9746,
      brands: ['Volvo', 'Polestar'],
      phone: '031-390 06',
    },
    {
      slug: 'bmw-stockholm',
      name: 'Hedin BMW Stockholm',
      street: 'Ulvsundavägen 42',
      zip: '168 67',
      city: 'Bromma',
      websiteCity: 'Stockholm',
      region: 'Stockholm',
      lat: 59.3442,
      lon: 17.9405,
      brands: ['BMW', 'MINI'],
      phone: '08-465 004',
    },
    {
      slug: 'toyota-malmo',
      name: 'Hedin Toyota Malmö',
      street: 'Stora Bernstorpsvägen 8',
      zip: '212 39',
      city: 'Malmö',
      region: 'Skåne',
      lat: 55.605,
      lon: 13.0038,
      brands: ['Toyota'],
      phone: '040-628 04',
    },
    {
      slug: 'mercedes-benz-uppsala',
      name: 'Hedin Mercedes-Benz Uppsala',
      street: 'Bolandsgatan 3',
      zip: '753 23',
      city: 'Uppsala',
      region: 'Uppsala',
      lat: 59.8586,
      lon: 17.6389,
      brands: ['Mercedes-Benz', 'smart'],
      phone: '070-174 06',
    },
    {
      slug: 'volvo-stockholm',
      name: 'Hedin Volvo Kista',
      street: 'Kistagången 19',
      zip: '164 40',
      city: 'Kista',
      websiteCity: 'Stockholm',
      region: 'Stockholm',
      lat: 59.4036,
      lon: 17.9446,
      brands: ['Volvo'],
      phone: '08-465 004',
    },
    {
      slug: 'mercedes-benz-stockholm',
      name: 'Hedin Mercedes-Benz Årsta',
      street: 'Årstaängsvägen 24',
      zip: '117 43',
      city: 'Stockholm',
      region: 'Stockholm',
      lat: 59.3049,
      lon: 18.0339,
      brands: ['Mercedes-Benz'],
      phone: '08-465 004',
    },
    {
      slug: 'volkswagen-goteborg',
      name: 'Hedin Volkswagen Göteborg',
      street: 'Ringögatan 6',
      zip: '417 07',
      city: 'Göteborg',
      region: 'Västra Götaland',
      lat: 57.7212,
      lon: 11.9538,
      brands: ['Volkswagen', 'Škoda'],
      phone: '031-390 06',
    },
    {
      slug: 'bmw-malmo',
      name: 'Hedin BMW Malmö',
      street: 'Jägersrovägen 154',
      zip: '213 75',
      city: 'Malmö',
      region: 'Skåne',
      lat: 55.581,
      lon: 13.064,
      brands: ['BMW', 'MINI'],
      phone: '040-628 04',
    },
    {
      slug: 'volkswagen-linkoping',
      name: 'Hedin Volkswagen Linköping',
      street: 'Roxtorpsgatan 9',
      zip: '586 65',
      city: 'Linköping',
      region: 'Östergötland',
      lat: 58.4108,
      lon: 15.6214,
      brands: ['Volkswagen', 'Kia', 'Ford'],
      phone: '070-174 06',
    },
    {
      slug: 'toyota-norrkoping',
      name: 'Hedin Toyota Norrköping',
      street: 'Butängsgatan 12',
      zip: '602 23',
      city: 'Norrköping',
      region: 'Östergötland',
      lat: 58.5877,
      lon: 16.1924,
      brands: ['Toyota', 'Renault'],
      phone: '070-174 06',
    },
    {
      slug: 'volvo-uppsala',
      name: 'Hedin Volvo Uppsala',
      street: 'Stålgatan 27',
      zip: '754 50',
      city: 'Uppsala',
      region: 'Uppsala',
      lat: 59.8465,
      lon: 17.6704,
      brands: ['Volvo', 'Hyundai'],
      phone: '070-174 06',
    },
    {
      slug: 'toyota-helsingborg',
      name: 'Hedin Toyota Helsingborg',
      street: 'Garnisonsgatan 30',
      zip: '254 66',
      city: 'Helsingborg',
      region: 'Skåne',
      lat: 56.0465,
      lon: 12.6945,
      brands: ['Toyota', 'MG'],
      phone: '040-628 04',
    },
  ],
  'group-no': [
    {
      slug: 'mercedes-benz-oslo',
      name: 'Hedin Mercedes-Benz Økern',
      street: 'Økernveien 121',
      zip: '0579',
      city: 'Oslo',
      region: 'Oslo',
      lat: 59.929,
      lon: 10.805,
      brands: ['Mercedes-Benz'],
      phone: '22 60 1',
    },
    {
      slug: 'bmw-oslo',
      name: 'Hedin BMW Skøyen',
      street: 'Drammensveien 134',
      zip: '0277',
      city: 'Oslo',
      region: 'Oslo',
      lat: 59.9224,
      lon: 10.6795,
      brands: ['BMW'],
      phone: '22 60 2',
    },
    {
      slug: 'ford-bergen',
      name: 'Hedin Ford Bergen',
      street: 'Kokstadvegen 23',
      zip: '5257',
      city: 'Bergen',
      region: 'Vestland',
      lat: 60.3913,
      lon: 5.3221,
      brands: ['Ford'],
      phone: '55 60 1',
    },
    // The group's motorcycle dealer, fourth so its id is 2004 (lead-rules.ts
    // motorcycleDealerSiteId): the one dealer of the service request's motorcycle list.
    {
      slug: 'motorsykkel-lillestrom',
      name: 'Hedin Motorsykkel Lillestrøm',
      street: 'Nesgata 12',
      zip: '2004',
      city: 'Lillestrøm',
      region: 'Akershus',
      lat: 59.9561,
      lon: 11.0495,
      brands: ['BMW Motorrad', 'Triumph', 'Ducati'],
      phone: '63 80 1',
      sellsCars: false,
    },
    {
      slug: 'kia-trondheim',
      name: 'Hedin Kia Trondheim',
      street: 'Østre Rosten 8',
      zip: '7075',
      city: 'Tiller',
      websiteCity: 'Trondheim',
      region: 'Trøndelag',
      lat: 63.3605,
      lon: 10.377,
      brands: ['Kia', 'Hyundai'],
      phone: '73 60 1',
    },
    {
      slug: 'skoda-stavanger',
      name: 'Hedin Škoda Stavanger',
      street: 'Forusbeen 35',
      zip: '4033',
      city: 'Stavanger',
      region: 'Rogaland',
      lat: 58.97,
      lon: 5.7331,
      brands: ['Škoda'],
      phone: '51 60 1',
    },
    {
      slug: 'mercedes-benz-drammen',
      name: 'Hedin Mercedes-Benz Drammen',
      street: 'Kobbervikdalen 60',
      zip: '3036',
      city: 'Drammen',
      region: 'Buskerud',
      lat: 59.744,
      lon: 10.2045,
      brands: ['Mercedes-Benz'],
      phone: '32 60 1',
    },
    {
      slug: 'hyundai-kristiansand',
      name: 'Hedin Hyundai Kristiansand',
      street: 'Barstølveien 17',
      zip: '4636',
      city: 'Kristiansand',
      region: 'Agder',
      lat: 58.1467,
      lon: 7.9956,
      brands: ['Hyundai', 'Kia'],
      phone: '38 60 1',
    },
    {
      slug: 'bmw-fredrikstad',
      name: 'Hedin BMW Fredrikstad',
      street: 'Dikeveien 44',
      zip: '1661',
      city: 'Rolvsøy',
      websiteCity: 'Fredrikstad',
      region: 'Østfold',
      lat: 59.2181,
      lon: 10.9298,
      brands: ['BMW'],
      phone: '69 60 1',
    },
  ],
  'group-uk': [
    {
      slug: 'bmw-park-royal',
      name: 'Hedin BMW Park Royal',
      street: '80 Western Avenue',
      zip: 'W3 0RS',
      city: 'London',
      region: 'London',
      lat: 51.529,
      lon: -0.272,
      brands: ['BMW'],
      phone: '020 7946 0',
    },
    {
      slug: 'mini-park-royal',
      name: 'Hedin MINI Park Royal',
      street: '82 Western Avenue',
      zip: 'W3 0RS',
      city: 'London',
      region: 'London',
      lat: 51.5284,
      lon: -0.2731,
      brands: ['MINI'],
      phone: '020 7946 0',
    },
    {
      slug: 'mercedes-benz-croydon',
      name: 'Hedin Mercedes-Benz Croydon',
      street: '420 Purley Way',
      zip: 'CR0 4NZ',
      city: 'Croydon',
      region: 'London',
      lat: 51.372,
      lon: -0.11,
      brands: ['Mercedes-Benz', 'smart'],
      phone: '020 7946 0',
    },
    {
      slug: 'bmw-bristol',
      name: 'Hedin BMW Bristol',
      street: '14 Lysander Road',
      zip: 'BS10 7UB',
      city: 'Bristol',
      region: 'South West',
      lat: 51.524,
      lon: -2.594,
      brands: ['BMW', 'MINI'],
      phone: '0117 496 0',
    },
    {
      slug: 'mini-leeds',
      name: 'Hedin MINI Leeds',
      street: '21 Kirkstall Road',
      zip: 'LS4 2AZ',
      city: 'Leeds',
      region: 'Yorkshire and the Humber',
      lat: 53.8008,
      lon: -1.5491,
      brands: ['MINI'],
      phone: '0113 496 0',
    },
    {
      slug: 'mercedes-benz-vans-park-royal',
      name: 'Hedin Mercedes-Benz Vans Park Royal',
      street: '84 Western Avenue',
      zip: 'W3 0RS',
      city: 'London',
      region: 'London',
      lat: 51.5278,
      lon: -0.2745,
      brands: ['Mercedes-Benz'],
      phone: '020 7946 0',
    },
    {
      slug: 'bmw-glasgow',
      name: 'Hedin BMW Glasgow',
      street: '55 Finnieston Street',
      zip: 'G3 8HB',
      city: 'Glasgow',
      region: 'Scotland',
      lat: 55.8642,
      lon: -4.2518,
      brands: ['BMW', 'MINI'],
      phone: '0141 496 0',
    },
    {
      slug: 'mercedes-benz-chelsea',
      name: 'Hedin Mercedes-Benz Chelsea',
      street: "393 King's Road",
      zip: 'SW10 0LR',
      city: 'London',
      region: 'London',
      lat: 51.4826,
      lon: -0.1795,
      brands: ['smart', 'Mercedes-Benz'],
      phone: '020 7946 0',
    },
  ],
  'store-se': [
    {
      slug: 'kungens-kurva',
      name: 'Carstore Kungens Kurva',
      street: 'Månskärsvägen 10',
      zip: '141 75',
      city: 'Kungens Kurva',
      region: 'Stockholm',
      lat: 59.2705,
      lon: 17.9175,
      brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'Škoda', 'BMW', 'Hyundai', 'Mercedes-Benz'],
      phone: '08-465 004',
    },
    {
      slug: 'malmo',
      name: 'Carstore Malmö',
      street: 'Agnesfridsvägen 180',
      zip: '213 75',
      city: 'Malmö',
      region: 'Skåne',
      lat: 55.583,
      lon: 13.055,
      brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'Škoda', 'BMW', 'Hyundai', 'Mercedes-Benz'],
      phone: '040-628 04',
    },
    {
      slug: 'molndal',
      name: 'Carstore Mölndal',
      street: 'Argongatan 2',
      zip: '431 53',
      city: 'Mölndal',
      region: 'Västra Götaland',
      lat: 57.6554,
      lon: 12.0138,
      brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'Škoda', 'BMW', 'Hyundai', 'Mercedes-Benz'],
      phone: '031-390 06',
    },
  ],
  'store-no': [
    {
      slug: 'lorenskog',
      name: 'Carstore Lørenskog',
      street: 'Solheimveien 30',
      zip: '1473',
      city: 'Lørenskog',
      websiteCity: 'Oslo',
      region: 'Akershus',
      lat: 59.927,
      lon: 10.955,
      brands: ['Volkswagen', 'Toyota', 'BMW', 'Kia', 'Hyundai', 'Škoda', 'Mercedes-Benz', 'Volvo'],
      phone: '22 61 1',
    },
    {
      slug: 'bergen',
      name: 'Carstore Bergen',
      street: 'Åsane senter 52',
      zip: '5116',
      city: 'Ulset',
      websiteCity: 'Bergen',
      region: 'Vestland',
      lat: 60.465,
      lon: 5.323,
      brands: ['Volkswagen', 'Toyota', 'Kia', 'Hyundai', 'Škoda', 'Volvo'],
      phone: '55 61 1',
    },
    {
      slug: 'trondheim',
      name: 'Carstore Trondheim',
      street: 'Ivar Lykkes veg 9',
      zip: '7075',
      city: 'Tiller',
      websiteCity: 'Trondheim',
      region: 'Trøndelag',
      lat: 63.36,
      lon: 10.377,
      brands: ['Volkswagen', 'Toyota', 'BMW', 'Kia', 'Škoda', 'Mercedes-Benz'],
      phone: '73 61 1',
    },
  ],
  'store-fi': [
    {
      slug: 'vantaa',
      name: 'Carstore Vantaa',
      street: 'Kaivokselantie 5',
      zip: '01610',
      city: 'Vantaa',
      region: 'Uusimaa',
      lat: 60.2934,
      lon: 25.0378,
      brands: ['Toyota', 'Volkswagen', 'Škoda', 'Volvo', 'Kia', 'BMW', 'Hyundai'],
      phone: '09 4241 0',
    },
    {
      slug: 'tampere',
      name: 'Carstore Tampere',
      street: 'Lahdesjärvenkatu 14',
      zip: '33880',
      city: 'Tampere',
      region: 'Pirkanmaa',
      lat: 61.4978,
      lon: 23.761,
      brands: ['Toyota', 'Volkswagen', 'Škoda', 'Volvo', 'Kia', 'Hyundai'],
      phone: '03 4241 0',
    },
    {
      slug: 'turku',
      name: 'Carstore Turku',
      street: 'Ravurinkatu 3',
      zip: '20380',
      city: 'Turku',
      region: 'Varsinais-Suomi',
      lat: 60.4518,
      lon: 22.2666,
      brands: ['Toyota', 'Volkswagen', 'Škoda', 'Volvo', 'Kia', 'BMW'],
      phone: '02 4241 0',
    },
  ],
  'store-sk': [
    {
      slug: 'carstore-bratislava',
      name: 'Carstore Bratislava',
      street: 'Vajnorská 98',
      zip: '831 04',
      city: 'Bratislava',
      region: 'Bratislavský kraj',
      lat: 48.1486,
      lon: 17.1077,
      brands: ['Škoda', 'Volkswagen', 'Toyota', 'Kia', 'Hyundai', 'BMW', 'Mercedes-Benz'],
      phone: '02 4824 0',
    },
    {
      slug: 'kosice',
      name: 'Carstore Košice',
      street: 'Južná trieda 76',
      zip: '040 01',
      city: 'Košice',
      region: 'Košický kraj',
      lat: 48.7164,
      lon: 21.2611,
      brands: ['Škoda', 'Volkswagen', 'Toyota', 'Kia', 'Hyundai'],
      phone: '055 6824 0',
    },
    {
      slug: 'zilina',
      name: 'Carstore Žilina',
      street: 'Kamenná 11',
      zip: '010 01',
      city: 'Žilina',
      region: 'Žilinský kraj',
      lat: 49.2231,
      lon: 18.7394,
      brands: ['Škoda', 'Volkswagen', 'Toyota', 'Hyundai', 'Mercedes-Benz'],
      phone: '041 5824 0',
    },
  ],
};

const domains: Record<SiteName, string> = {
  'group-se': 'hedinautomotive.se',
  'group-no': 'hedinautomotive.no',
  'group-uk': 'hedinautomotive.co.uk',
  'store-se': 'carstore.se',
  'store-no': 'carstore.no',
  'store-fi': 'carstore.fi',
  'store-sk': 'carstore.sk',
};

/** Numeric prefixes of the dealer ids and ERP companies, per site. */
const idBase: Record<SiteName, number> = {
  'group-se': 1000,
  'group-no': 2000,
  'group-uk': 3000,
  'store-se': 4000,
  'store-no': 5000,
  'store-fi': 6000,
  'store-sk': 7000,
};

type DepartmentKind = 'new' | 'used' | 'service';

interface DepartmentTexts {
  name: Record<DepartmentKind, string>;
  group: Record<DepartmentKind, string>;
  titles: Record<DepartmentKind, readonly string[]>;
  days: readonly [weekdays: string, saturday: string, sunday: string];
  closed: string;
  hours: (open: number, close: number) => string;
  vacation: { title: string; start: string; end: string };
  deviations: ReadonlyArray<readonly [date: string, text: string | null]>;
  people: { first: readonly string[]; last: readonly string[] };
}

const hh = (n: number) => String(n).padStart(2, '0');

export const departmentTexts: Record<Language, DepartmentTexts> = {
  sv: {
    name: { new: 'Nybilsförsäljning', used: 'Begagnatförsäljning', service: 'Verkstad' },
    group: stockWordTexts.sv.department.group,
    titles: {
      new: ['Bilsäljare', 'Försäljningschef', 'Företagssäljare'],
      used: ['Bilsäljare', 'Begagnatchef'],
      service: ['Servicetekniker', 'Kundmottagare', 'Verkstadschef'],
    },
    days: stockWordTexts.sv.department.days,
    closed: stockWordTexts.sv.department.closed,
    hours: (o, c) => `${hh(o)}–${hh(c)}`,
    vacation: { title: 'Semesterstängt', start: '2027-07-12', end: '2027-07-25' },
    deviations: [
      ['2026-12-24', null],
      ['2026-12-31', '10–13'],
      ['2027-01-06', null],
    ],
    people: {
      first: [
        'Anna',
        'Erik',
        'Maria',
        'Johan',
        'Sara',
        'Lars',
        'Emma',
        'Karl',
        'Elin',
        'Oskar',
        'Linnea',
        'Mikael',
      ],
      last: [
        'Andersson',
        'Johansson',
        'Karlsson',
        'Nilsson',
        'Eriksson',
        'Larsson',
        'Olsson',
        'Persson',
        'Svensson',
        'Lindqvist',
      ],
    },
  },
  nb: {
    name: { new: 'Nybilsalg', used: 'Bruktbilsalg', service: 'Verksted' },
    group: stockWordTexts.nb.department.group,
    titles: {
      new: ['Bilselger', 'Salgssjef', 'Bedriftsselger'],
      used: ['Bilselger', 'Bruktbilsjef'],
      service: ['Servicerådgiver', 'Mekaniker', 'Verkstedsjef'],
    },
    days: stockWordTexts.nb.department.days,
    closed: stockWordTexts.nb.department.closed,
    hours: (o, c) => `${hh(o)}–${hh(c)}`,
    vacation: { title: 'Fellesferie', start: '2027-07-05', end: '2027-07-18' },
    deviations: [
      ['2026-12-24', null],
      ['2026-12-31', '10–13'],
      ['2027-05-17', null],
    ],
    people: {
      first: [
        'Ingrid',
        'Ola',
        'Kari',
        'Magnus',
        'Silje',
        'Henrik',
        'Nora',
        'Jonas',
        'Marte',
        'Anders',
      ],
      last: [
        'Hansen',
        'Johansen',
        'Olsen',
        'Larsen',
        'Andersen',
        'Pedersen',
        'Nilsen',
        'Berg',
        'Haugen',
        'Dahl',
      ],
    },
  },
  en: {
    name: { new: 'New car sales', used: 'Approved used sales', service: 'Service centre' },
    group: stockWordTexts.en.department.group,
    titles: {
      new: ['Sales Executive', 'Sales Manager', 'Business Development Manager'],
      used: ['Sales Executive', 'Used Car Manager'],
      service: ['Service Advisor', 'Technician', 'Aftersales Manager'],
    },
    days: stockWordTexts.en.department.days,
    closed: stockWordTexts.en.department.closed,
    hours: (o, c) => `${hh(o)}:00–${hh(c)}:00`,
    vacation: { title: 'Christmas closure', start: '2026-12-25', end: '2026-12-28' },
    deviations: [
      ['2026-12-24', '09:00–13:00'],
      ['2026-12-31', '09:00–15:00'],
      ['2027-01-01', null],
    ],
    people: {
      first: [
        'Oliver',
        'Amelia',
        'George',
        'Isla',
        'Harry',
        'Ava',
        'Jack',
        'Sophie',
        'James',
        'Grace',
      ],
      last: [
        'Smith',
        'Jones',
        'Taylor',
        'Brown',
        'Williams',
        'Wilson',
        'Davies',
        'Evans',
        'Walker',
        'Robinson',
      ],
    },
  },
  fi: {
    name: { new: 'Uusien autojen myynti', used: 'Vaihtoautomyynti', service: 'Huolto' },
    group: stockWordTexts.fi.department.group,
    titles: {
      new: ['Automyyjä', 'Myyntipäällikkö'],
      used: ['Automyyjä', 'Vaihtoautopäällikkö'],
      service: ['Huoltoneuvoja', 'Asentaja', 'Huoltopäällikkö'],
    },
    days: stockWordTexts.fi.department.days,
    closed: stockWordTexts.fi.department.closed,
    hours: (o, c) => `${o}–${c}`,
    vacation: { title: 'Kesäloma', start: '2027-07-05', end: '2027-07-18' },
    deviations: [
      ['2026-12-24', null],
      ['2026-12-31', '10–14'],
      ['2027-01-06', null],
    ],
    people: {
      first: [
        'Aino',
        'Juha',
        'Laura',
        'Mikko',
        'Emilia',
        'Antti',
        'Sanna',
        'Timo',
        'Helmi',
        'Ville',
      ],
      last: [
        'Korhonen',
        'Virtanen',
        'Mäkinen',
        'Nieminen',
        'Mäkelä',
        'Hämäläinen',
        'Laine',
        'Heikkinen',
        'Koskinen',
        'Järvinen',
      ],
    },
  },
  sk: {
    name: { new: 'Predaj nových vozidiel', used: 'Predaj jazdených vozidiel', service: 'Servis' },
    group: stockWordTexts.sk.department.group,
    titles: {
      new: ['Predajca', 'Vedúci predaja'],
      used: ['Predajca', 'Vedúci predaja jazdených vozidiel'],
      service: ['Servisný poradca', 'Mechanik', 'Vedúci servisu'],
    },
    days: stockWordTexts.sk.department.days,
    closed: stockWordTexts.sk.department.closed,
    hours: (o, c) => `${o}:00–${c}:00`,
    vacation: { title: 'Celozávodná dovolenka', start: '2027-07-19', end: '2027-07-30' },
    deviations: [
      ['2026-12-24', null],
      ['2026-12-31', '9:00–12:00'],
      ['2027-01-06', null],
    ],
    people: {
      first: [
        'Jana',
        'Peter',
        'Zuzana',
        'Martin',
        'Lucia',
        'Tomáš',
        'Katarína',
        'Michal',
        'Eva',
        'Juraj',
      ],
      last: [
        'Horváth',
        'Kováč',
        'Varga',
        'Tóth',
        'Nagy',
        'Baláž',
        'Szabó',
        'Molnár',
        'Lukáč',
        'Novák',
      ],
    },
  },
};

const ascii = (text: string) => slugify(text).replace(/-/g, '');

function phoneNumber(prefix: string, dice: Dice): string {
  // Swedish fiction ranges end in two digits (031-390 06 00..99), UK ones in three (020 7946 0000..0999).
  if (/^0\d{1,3}-/.test(prefix)) return `${prefix} ${String(dice.int(0, 99)).padStart(2, '0')}`;
  if (/^0\d{2,3} \d{3,4} 0$/.test(prefix))
    return `${prefix}${String(dice.int(0, 999)).padStart(3, '0')}`;
  return `${prefix}${String(dice.int(0, 999)).padStart(3, '0')}`;
}

export interface DealerSite extends SiteDocument {
  /** The site (sitecoreSiteName) whose index lists the dealer. */
  siteName: SiteName;
  /** Sellers of the sales departments: the car's seller list draws from them. */
  sellers: Array<{ name: string; email: string; phone: string }>;
  /** ERP department ids of the new-car and used-car sales departments. */
  departmentErp: { new?: string; used: string };
  /** Whether the car stock may be placed at the dealer (not at a motorcycle dealer). */
  sellsCars: boolean;
}

function buildDealer(site: Site, place: Place, index: number): DealerSite {
  const language = site.languages[0]!;
  const t = departmentTexts[language];
  const dice = new Dice(`dealer:${site.name}:${place.slug}`);
  const domain = domains[site.name];
  const siteId = String(idBase[site.name] + index + 1);
  const company = String(
    100 + Math.floor(idBase[site.name] / 100) + (site.kind === 'group' ? index : 0),
  );
  const cityKey = ascii(place.slug);
  const kinds: DepartmentKind[] =
    site.kind === 'group' ? ['new', 'used', 'service'] : ['used', 'service'];
  const departmentErp: Partial<Record<DepartmentKind, string>> = {};
  const sellers: DealerSite['sellers'] = [];
  const departments: Department[] = kinds.map((kind, k) => {
    const erp = `${company}.${siteId.slice(-2)}${k + 1}`;
    departmentErp[kind] = erp;
    const local =
      language === 'sv'
        ? { new: 'nybil', used: 'begagnat', service: 'verkstad' }
        : { new: 'sales', used: 'used', service: 'service' };
    const email = `${local[kind]}.${cityKey}@${domain}`;
    const users = Array.from(
      { length: kind === 'service' ? dice.int(2, 3) : dice.int(2, 4) },
      (_, u) => {
        const first = dice.pick(t.people.first);
        const last = dice.pick(t.people.last);
        const user = {
          first_name: first,
          last_name: last,
          title:
            u === 0 && kind !== 'used'
              ? t.titles[kind][t.titles[kind].length - 1]!
              : t.titles[kind][0]!,
          phone: phoneNumber(place.phone, dice),
          email: `${ascii(first)}.${ascii(last)}@${domain}`,
        };
        if (kind !== 'service')
          sellers.push({ name: `${first} ${last}`, email: user.email, phone: user.phone });
        return user;
      },
    );
    const opensSaturday = kind !== 'service' || dice.chance(0.3);
    const open = kind === 'service' ? 7 : 9;
    const close = kind === 'service' ? 17 : dice.pick([18, 18, 19]);
    return {
      name: t.name[kind],
      official_name: `${place.name} – ${t.name[kind]}`,
      department_type: kind === 'new' ? 'SalesNew' : kind === 'used' ? 'SalesUsed' : 'Workshop',
      group: t.group[kind],
      phone: phoneNumber(place.phone, dice),
      email,
      brands: place.brands.map((brand) => ({
        name: brand,
        brand_code: slugify(brand),
        email: `${slugify(brand)}.${cityKey}@${domain}`,
      })),
      users,
      openingschedule: {
        openinghours: [
          { day: t.days[0], displayText: t.hours(open, close) },
          {
            day: t.days[1],
            displayText: opensSaturday ? t.hours(10, kind === 'service' ? 14 : 15) : t.closed,
          },
          { day: t.days[2], displayText: t.closed },
        ],
        deviationdays: t.deviations.map(([day, text]) => ({ day, displayText: text ?? t.closed })),
        vacationdays:
          kind === 'service'
            ? [
                {
                  vacationstart: t.vacation.start,
                  vacationend: t.vacation.end,
                  vacationtitle: t.vacation.title,
                },
              ]
            : [],
      },
    };
  });
  const image = `/images/cars/sites/${site.name}-${place.slug}.svg`;
  return {
    siteName: site.name,
    sellers,
    sellsCars: place.sellsCars ?? true,
    departmentErp: {
      ...(departmentErp.new ? { new: departmentErp.new } : {}),
      used: departmentErp.used!,
    },
    id: `${site.indexes.sites}-${siteId}`,
    site_id: siteId,
    slug: place.slug,
    site_official_name: place.name,
    site_email: `info.${cityKey}@${domain}`,
    site_phone: phoneNumber(place.phone, dice),
    site_street: place.street,
    site_zip: place.zip,
    site_city: place.city,
    site_region: place.region,
    website_city: place.websiteCity ?? place.city,
    website_sort_order: (index + 1) * 10,
    site_image_url: image,
    site_primary_image: {
      thumbnail_url: image,
      original: image,
      blur_data_url: blurDataUrl('#b4c2cf'),
    },
    site_geocoord: `${place.lat.toFixed(4)},${place.lon.toFixed(4)}`,
    site_brands: place.brands,
    erp_id: `${company}.${siteId.slice(-2)}`,
    site_departments: departments,
  };
}

const built = new Map<SiteName, DealerSite[]>();

/** The dealer sites a site's index lists, in website_sort_order. */
export function dealerSitesOf(site: Site): DealerSite[] {
  let list = built.get(site.name);
  if (!list) {
    list = places[site.name].map((place, i) => buildDealer(site, place, i));
    built.set(site.name, list);
  }
  return list;
}

/** Every dealer site of every site. */
export function allDealerSites(): DealerSite[] {
  return Object.values(sites).flatMap(dealerSitesOf);
}

/** The plain document the index stores (without the generator's own helpers). */
export function siteDocument({
  siteName: _s,
  sellers: _p,
  departmentErp: _d,
  sellsCars: _c,
  ...document
}: DealerSite): SiteDocument {
  return document;
}
