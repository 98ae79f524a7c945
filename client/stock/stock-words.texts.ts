import type { Language } from '../contracts/site-profile.ts';

/**
 * The fixed words the stock index writes, per language (car-stock spec 3: a car's fuel, body,
 * colour, gearbox, drive and condition, its price title and power, the financing options' titles,
 * a dealer department's group, day labels and closed text). The index holds them in its site's
 * language; a page in another language shows them through `stockWordIn` (issue 18 item 2). The
 * stock generator writes these same words, so what is shown and what is indexed never drift.
 */
export interface StockWordTexts {
  fuel: { petrol: string; diesel: string; electric: string; hybrid: string; plugin: string };
  body: {
    hatchback: string;
    sedan: string;
    estate: string;
    suv: string;
    coupe: string;
    convertible: string;
    mpv: string;
    van: string;
    truck: string;
  };
  colour: {
    black: string;
    white: string;
    silver: string;
    grey: string;
    blue: string;
    red: string;
    green: string;
    beige: string;
  };
  gearbox: { automatic: string; manual: string };
  drive: { front: string; rear: string; all: string };
  condition: { new: string; used: string };
  priceTitle: { withVat: string; withoutVat: string };
  /** A car's power text, filled with {hp} and {kw}. */
  power: string;
  campaign: {
    title: string;
    description: string;
    financeTitle: string;
    financeDescription: string;
  };
  /** Disclaimers: {1}..{n} as the car's financing documents them. */
  loan: { title: string; description: string; disclaimer: string };
  privateLeasing: { title: string; sales: string; description: string; disclaimer: string };
  companyLeasing: { title: string; sales: string; description: string; disclaimer: string };
  department: {
    group: { new: string; used: string; service: string };
    /** Opening-hours day labels: weekdays, Saturday, Sunday. */
    days: readonly [weekdays: string, saturday: string, sunday: string];
    closed: string;
  };
}

export const stockWordTexts = {
  sv: {
    fuel: {
      petrol: 'Bensin',
      diesel: 'Diesel',
      electric: 'El',
      hybrid: 'Hybrid',
      plugin: 'Laddhybrid',
    },
    body: {
      hatchback: 'Halvkombi',
      sedan: 'Sedan',
      estate: 'Kombi',
      suv: 'SUV',
      coupe: 'Coupé',
      convertible: 'Cab',
      mpv: 'Familjebuss',
      van: 'Transportbil',
      truck: 'Lastbil',
    },
    colour: {
      black: 'Svart',
      white: 'Vit',
      silver: 'Silver',
      grey: 'Grå',
      blue: 'Blå',
      red: 'Röd',
      green: 'Grön',
      beige: 'Beige',
    },
    gearbox: { automatic: 'Automat', manual: 'Manuell' },
    drive: { front: 'Framhjulsdrift', rear: 'Bakhjulsdrift', all: 'Fyrhjulsdrift' },
    condition: { new: 'Ny', used: 'Begagnad' },
    priceTitle: { withVat: 'Pris', withoutVat: 'Pris exkl. moms' },
    power: '{hp} hk',
    campaign: {
      title: 'Vinterkampanj',
      description: 'Kampanjpris under en begränsad tid.',
      financeTitle: 'Kampanjränta',
      financeDescription: 'Sänkt ränta vid finansiering via oss.',
    },
    loan: {
      title: 'Billån',
      description: 'Finansiera bilen med ett billån med restvärde.',
      disclaimer:
        'Räntan är {1} % (effektiv ränta {2} %) vid {3} månaders avtalstid, {4} % kontantinsats och {5} % restvärde. Uppläggningsavgift {6}, aviavgift {7}. Rörlig ränta. Kreditprövning sker.',
    },
    privateLeasing: {
      title: 'Privatleasing',
      sales: 'Service ingår',
      description: 'Fast månadskostnad utan kontantinsats.',
      disclaimer:
        'Privatleasing {1} per år i {2} månader. Kontantinsats {3} %, restvärde {4} %, ränta {5}. Aviavgift {6}, uppläggningsavgift {7}. Överkörda mil debiteras.',
    },
    companyLeasing: {
      title: 'Företagsleasing',
      sales: 'Exkl. moms',
      description: 'Leasing för företag med restvärde.',
      disclaimer:
        'Företagsleasing {1} per år i {2} månader. Förhöjd första hyra {3} %, restvärde {4} %, ränta {5}. Aviavgift {6}, uppläggningsavgift {7}. Priser exkl. moms.',
    },
    department: {
      group: { new: 'Nya bilar', used: 'Begagnade bilar', service: 'Service' },
      days: ['Måndag–fredag', 'Lördag', 'Söndag'],
      closed: 'Stängt',
    },
  },
  en: {
    fuel: {
      petrol: 'Petrol',
      diesel: 'Diesel',
      electric: 'Electric',
      hybrid: 'Hybrid',
      plugin: 'Plug-in hybrid',
    },
    body: {
      hatchback: 'Hatchback',
      sedan: 'Saloon',
      estate: 'Estate',
      suv: 'SUV',
      coupe: 'Coupe',
      convertible: 'Convertible',
      mpv: 'MPV',
      van: 'Van',
      truck: 'Truck',
    },
    colour: {
      black: 'Black',
      white: 'White',
      silver: 'Silver',
      grey: 'Grey',
      blue: 'Blue',
      red: 'Red',
      green: 'Green',
      beige: 'Beige',
    },
    gearbox: { automatic: 'Automatic', manual: 'Manual' },
    drive: { front: 'Front-wheel drive', rear: 'Rear-wheel drive', all: 'All-wheel drive' },
    condition: { new: 'New', used: 'Used' },
    priceTitle: { withVat: 'Price', withoutVat: 'Price excl. VAT' },
    power: '{hp} bhp',
    campaign: {
      title: 'Winter offer',
      description: 'Offer price for a limited time.',
      financeTitle: 'Finance offer',
      financeDescription: 'Reduced APR when you finance with us.',
    },
    loan: {
      title: 'Hire purchase',
      description: 'Spread the cost with fixed monthly payments and an optional final payment.',
      disclaimer:
        'Representative example: {1} % fixed rate ({2} % APR) over {3} months, {4} % deposit and {5} % optional final payment. Arrangement fee {6}, option to purchase fee {7}. Subject to status.',
    },
    privateLeasing: {
      title: 'Personal contract hire',
      sales: 'Maintenance included',
      description: 'Fixed monthly rental, return the car at the end.',
      disclaimer:
        'Personal contract hire, {1} per annum over {2} months. Initial rental {3} %, residual {4} %, rate {5}. Admin fee {6}, set-up fee {7}. Excess mileage charges apply.',
    },
    companyLeasing: {
      title: 'Business contract hire',
      sales: 'Excl. VAT',
      description: 'Contract hire for businesses.',
      disclaimer:
        'Business contract hire, {1} per annum over {2} months. Initial rental {3} %, residual {4} %, rate {5}. Admin fee {6}, set-up fee {7}. Prices excl. VAT.',
    },
    department: {
      group: { new: 'New cars', used: 'Used cars', service: 'Service' },
      days: ['Monday–Friday', 'Saturday', 'Sunday'],
      closed: 'Closed',
    },
  },
  nb: {
    fuel: {
      petrol: 'Bensin',
      diesel: 'Diesel',
      electric: 'Elektrisk',
      hybrid: 'Hybrid',
      plugin: 'Ladbar hybrid',
    },
    body: {
      hatchback: 'Kombi 5-dørs',
      sedan: 'Sedan',
      estate: 'Stasjonsvogn',
      suv: 'SUV',
      coupe: 'Coupé',
      convertible: 'Cabriolet',
      mpv: 'Flerbruksbil',
      van: 'Varebil',
      truck: 'Lastebil',
    },
    colour: {
      black: 'Svart',
      white: 'Hvit',
      silver: 'Sølv',
      grey: 'Grå',
      blue: 'Blå',
      red: 'Rød',
      green: 'Grønn',
      beige: 'Beige',
    },
    gearbox: { automatic: 'Automat', manual: 'Manuell' },
    drive: { front: 'Forhjulsdrift', rear: 'Bakhjulsdrift', all: 'Firehjulsdrift' },
    condition: { new: 'Ny', used: 'Brukt' },
    priceTitle: { withVat: 'Pris', withoutVat: 'Pris eks. mva.' },
    power: '{hp} hk',
    campaign: {
      title: 'Vinterkampanje',
      description: 'Kampanjepris i en begrenset periode.',
      financeTitle: 'Kampanjerente',
      financeDescription: 'Redusert rente ved finansiering hos oss.',
    },
    loan: {
      title: 'Billån',
      description: 'Finansier bilen med billån og restverdi.',
      disclaimer:
        'Nominell rente {1} % (effektiv rente {2} %) ved {3} måneders nedbetaling, {4} % egenkapital og {5} % restverdi. Etableringsgebyr {6}, termingebyr {7}.',
    },
    privateLeasing: {
      title: 'Privatleasing',
      sales: 'Service inkludert',
      description: 'Fast månedspris uten egenkapital.',
      disclaimer:
        'Privatleasing {1} per år i {2} måneder. Startleie {3} %, restverdi {4} %, rente {5}. Termingebyr {6}, etableringsgebyr {7}.',
    },
    companyLeasing: {
      title: 'Bedriftsleasing',
      sales: 'Eks. mva.',
      description: 'Leasing for bedrifter med restverdi.',
      disclaimer:
        'Bedriftsleasing {1} per år i {2} måneder. Forskuddsleie {3} %, restverdi {4} %, rente {5}. Termingebyr {6}, etableringsgebyr {7}. Priser eks. mva.',
    },
    department: {
      group: { new: 'Nye biler', used: 'Brukte biler', service: 'Service' },
      days: ['Mandag–fredag', 'Lørdag', 'Søndag'],
      closed: 'Stengt',
    },
  },
  fi: {
    fuel: {
      petrol: 'Bensiini',
      diesel: 'Diesel',
      electric: 'Sähkö',
      hybrid: 'Hybridi',
      plugin: 'Lataushybridi',
    },
    body: {
      hatchback: 'Viistoperä',
      sedan: 'Sedan',
      estate: 'Farmari',
      suv: 'Maastoauto',
      coupe: 'Coupé',
      convertible: 'Avoauto',
      mpv: 'Tila-auto',
      van: 'Pakettiauto',
      truck: 'Kuorma-auto',
    },
    colour: {
      black: 'Musta',
      white: 'Valkoinen',
      silver: 'Hopea',
      grey: 'Harmaa',
      blue: 'Sininen',
      red: 'Punainen',
      green: 'Vihreä',
      beige: 'Beige',
    },
    gearbox: { automatic: 'Automaatti', manual: 'Manuaali' },
    drive: { front: 'Etuveto', rear: 'Takaveto', all: 'Neliveto' },
    condition: { new: 'Uusi', used: 'Käytetty' },
    priceTitle: { withVat: 'Hinta', withoutVat: 'Hinta alv 0 %' },
    power: '{kw} kW ({hp} hv)',
    campaign: {
      title: 'Talvikampanja',
      description: 'Kampanjahinta rajoitetun ajan.',
      financeTitle: 'Kampanjakorko',
      financeDescription: 'Alennettu korko rahoituksella.',
    },
    loan: {
      title: 'Osamaksu',
      description: 'Rahoita autosi osamaksulla ja jäännösarvolla.',
      disclaimer:
        'Korko {1} % (todellinen vuosikorko {2} %), laina-aika {3} kk, käsiraha {4} % ja jäännösarvo {5} %. Avausmaksu {6}, käsittelymaksu {7}/kk.',
    },
    privateLeasing: {
      title: 'Yksityisleasing',
      sales: 'Huollot sisältyvät',
      description: 'Kiinteä kuukausihinta ilman käsirahaa.',
      disclaimer:
        'Yksityisleasing {1} vuodessa, {2} kk. Käsiraha {3} %, jäännösarvo {4} %, korko {5}. Käsittelymaksu {6}, avausmaksu {7}.',
    },
    companyLeasing: {
      title: 'Yritysleasing',
      sales: 'Alv 0 %',
      description: 'Leasing yrityksille jäännösarvolla.',
      disclaimer:
        'Yritysleasing {1} vuodessa, {2} kk. Ensimmäinen erä {3} %, jäännösarvo {4} %, korko {5}. Käsittelymaksu {6}, avausmaksu {7}. Hinnat alv 0 %.',
    },
    department: {
      group: { new: 'Uudet autot', used: 'Vaihtoautot', service: 'Huolto' },
      days: ['Maanantai–perjantai', 'Lauantai', 'Sunnuntai'],
      closed: 'Suljettu',
    },
  },
  sk: {
    fuel: {
      petrol: 'Benzín',
      diesel: 'Diesel',
      electric: 'Elektrický',
      hybrid: 'Hybrid',
      plugin: 'Plug-in hybrid',
    },
    body: {
      hatchback: 'Hatchback',
      sedan: 'Sedan',
      estate: 'Kombi',
      suv: 'SUV',
      coupe: 'Kupé',
      convertible: 'Kabriolet',
      mpv: 'MPV',
      van: 'Dodávka',
      truck: 'Nákladné vozidlo',
    },
    colour: {
      black: 'Čierna',
      white: 'Biela',
      silver: 'Strieborná',
      grey: 'Sivá',
      blue: 'Modrá',
      red: 'Červená',
      green: 'Zelená',
      beige: 'Béžová',
    },
    gearbox: { automatic: 'Automatická', manual: 'Manuálna' },
    drive: { front: 'Predný pohon', rear: 'Zadný pohon', all: 'Pohon všetkých kolies' },
    condition: { new: 'Nové', used: 'Jazdené' },
    priceTitle: { withVat: 'Cena s DPH', withoutVat: 'Cena bez DPH' },
    power: '{kw} kW ({hp} k)',
    campaign: {
      title: 'Zimná akcia',
      description: 'Akciová cena na obmedzený čas.',
      financeTitle: 'Akciový úrok',
      financeDescription: 'Znížený úrok pri financovaní u nás.',
    },
    loan: {
      title: 'Úver',
      description: 'Financujte vozidlo úverom so zostatkovou hodnotou.',
      disclaimer:
        'Úroková sadzba {1} % (RPMN {2} %), doba splácania {3} mesiacov, akontácia {4} % a zostatková hodnota {5} %. Poplatok za spracovanie {6}, mesačný poplatok {7}.',
    },
    privateLeasing: {
      title: 'Operatívny lízing',
      sales: 'Servis v cene',
      description: 'Pevná mesačná splátka bez akontácie.',
      disclaimer:
        'Operatívny lízing {1} ročne na {2} mesiacov. Akontácia {3} %, zostatková hodnota {4} %, úrok {5}. Mesačný poplatok {6}, poplatok za spracovanie {7}.',
    },
    companyLeasing: {
      title: 'Firemný lízing',
      sales: 'Bez DPH',
      description: 'Lízing pre firmy so zostatkovou hodnotou.',
      disclaimer:
        'Firemný lízing {1} ročne na {2} mesiacov. Akontácia {3} %, zostatková hodnota {4} %, úrok {5}. Mesačný poplatok {6}, poplatok za spracovanie {7}. Ceny bez DPH.',
    },
    department: {
      group: { new: 'Nové vozidlá', used: 'Jazdené vozidlá', service: 'Servis' },
      days: ['Pondelok–piatok', 'Sobota', 'Nedeľa'],
      closed: 'Zatvorené',
    },
  },
} satisfies Record<Language, StockWordTexts>;
