// What the stock says, in each site language: fuels, bodies, colours, gearboxes, drives,
// conditions, equipment, descriptions and the financing texts with their placeholders.
import type { Language } from '#client/contracts/site-profile.ts';
import type { Body, Fuel } from './models.ts';

export type Colour = 'black' | 'white' | 'silver' | 'grey' | 'blue' | 'red' | 'green' | 'beige';
export const colours: readonly Colour[] = [
  'black',
  'white',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'beige',
];
/** Paint for the drawings; the blur placeholder takes the same. */
export const paint: Record<Colour, string> = {
  black: '#1d1f22',
  white: '#f2f3f1',
  silver: '#b9bec4',
  grey: '#6b7178',
  blue: '#1f4e8c',
  red: '#b3202a',
  green: '#2f5d46',
  beige: '#cbb89a',
};

export interface StockTexts {
  fuel: Record<Fuel, string>;
  body: Record<Body, string>;
  colour: Record<Colour, string>;
  gearbox: { automatic: string; manual: string };
  drive: { front: string; rear: string; all: string };
  condition: { new: string; used: string };
  /** The unit after a mileage: 'mil', 'miles', 'km'. */
  mileageUnit: string;
  power: (hp: number, kw: number) => string;
  priceTitle: { withVat: string; withoutVat: string };
  equipment: readonly string[];
  /** Sentences a description is built from; `{car}` is brand and model, `{site}` the dealer's city. */
  description: {
    opening: readonly string[];
    middle: readonly string[];
    closing: readonly string[];
  };
  campaign: {
    title: string;
    description: string;
    financeTitle: string;
    financeDescription: string;
  };
  loan: { title: string; description: string; disclaimer: string; months: string };
  privateLeasing: { title: string; sales: string; description: string; disclaimer: string };
  companyLeasing: { title: string; sales: string; description: string; disclaimer: string };
  /** '/mån', '/month', per-month suffix. */
  perMonth: string;
  months: string;
  perYear: string;
  asterix: string;
}

export const stockTexts: Record<Language, StockTexts> = {
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
    mileageUnit: 'mil',
    power: (hp) => `${hp} hk`,
    priceTitle: { withVat: 'Pris', withoutVat: 'Pris exkl. moms' },
    equipment: [
      'Adaptiv farthållare',
      'Backkamera',
      '360° kamera',
      'Parkeringssensorer fram och bak',
      'Apple CarPlay',
      'Android Auto',
      'Navigationssystem',
      'Head-up display',
      'Eluppvärmda framstolar',
      'Elstolar med minne',
      'Rattvärme',
      'Panoramaglastak',
      'LED-strålkastare',
      'Matrix LED-strålkastare',
      'Dragkrok',
      'Elektriskt infällbar dragkrok',
      'Keyless entry',
      'Elbaklucka',
      'Klimatanläggning 2-zon',
      'Klimatanläggning 4-zon',
      'Trådlös mobilladdning',
      'Filhållningsassistans',
      'Döda vinkeln-varnare',
      'Trafikskyltsigenkänning',
      'Nödbromsassistans',
      'Vinterhjul på fälg',
      'Sommarhjul 19"',
      'Motorvärmare',
      'Kupévärmare',
      'Tonade bakre rutor',
      'Harman Kardon ljudsystem',
      'Läderklädsel',
      'Sportstolar',
      'Ambientbelysning',
      'Takrails',
      'Regnsensor',
      'Automatiskt avbländande backspeglar',
      'Digital instrumentpanel',
      'Förarstöd Pilot Assist',
      'Värmepump',
    ],
    description: {
      opening: [
        'Välkommen att provköra denna välvårdade {car} hos oss i {site}.',
        'Nu finns denna fina {car} i lager i {site}, redo för leverans.',
        'Här erbjuder vi en {car} i mycket gott skick, servad enligt tillverkarens program.',
      ],
      middle: [
        'Bilen har gått igenom vår 110-punktskontroll och levereras nyservad.',
        'Servicebok finns och bilen har en ägare sedan ny.',
        'Rymlig kupé, bekväm åkkomfort och låg förbrukning gör den perfekt för både vardag och semester.',
        'Vi erbjuder förmånlig finansiering och tar gärna din nuvarande bil i inbyte.',
        'Bilen omfattas av vår trygghetsgaranti i 12 månader.',
      ],
      closing: [
        'Kontakta våra säljare för mer information eller boka en provkörning.',
        'Varmt välkommen in – vi har öppet även på lördagar.',
        'Reservation för eventuella felskrivningar.',
      ],
    },
    campaign: {
      title: 'Vinterkampanj',
      description: 'Kampanjpris under en begränsad tid.',
      financeTitle: 'Kampanjränta',
      financeDescription: 'Sänkt ränta vid finansiering via oss.',
    },
    loan: {
      title: 'Billån',
      description: 'Finansiera bilen med ett billån med restvärde.',
      months: 'mån',
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
    perMonth: '/mån',
    months: 'månader',
    perYear: 'mil/år',
    asterix: '*',
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
    mileageUnit: 'mil',
    power: (hp) => `${hp} hk`,
    priceTitle: { withVat: 'Pris', withoutVat: 'Pris eks. mva.' },
    equipment: [
      'Adaptiv cruisekontroll',
      'Ryggekamera',
      '360° kamera',
      'Parkeringssensorer foran og bak',
      'Apple CarPlay',
      'Android Auto',
      'Navigasjon',
      'Head-up display',
      'Oppvarmede forseter',
      'Elektriske seter med minne',
      'Oppvarmet ratt',
      'Panoramatak',
      'LED-lys',
      'Matrix LED-lys',
      'Hengerfeste',
      'Elektrisk hengerfeste',
      'Nøkkelfri adgang',
      'Elektrisk bakluke',
      'Klimaanlegg 2-soner',
      'Trådløs lading',
      'Filholdeassistent',
      'Blindsonevarsler',
      'Skiltgjenkjenning',
      'Nødbremsassistent',
      'Vinterhjul',
      'Sommerhjul 19"',
      'Varmepumpe',
      'Motorvarmer',
      'Mørke bakruter',
      'Skinnseter',
      'Sportsseter',
      'Stemningsbelysning',
      'Takrails',
      'Regnsensor',
      'Digitalt instrumentpanel',
      'Harman Kardon lydanlegg',
    ],
    description: {
      opening: [
        'Velkommen til prøvekjøring av denne velholdte {car} hos oss i {site}.',
        'Nå har vi denne flotte {car} på lager i {site}, klar for levering.',
        'Her tilbyr vi en {car} i svært god stand, servicert etter fabrikkens program.',
      ],
      middle: [
        'Bilen har gjennomgått vår 110-punkts kontroll og leveres nyservicert.',
        'Servicehefte følger med, og bilen har hatt én eier siden ny.',
        'Romslig kupé, god kjørekomfort og lavt forbruk gjør den perfekt til hverdag og ferie.',
        'Vi tilbyr gunstig finansiering og tar gjerne din nåværende bil i innbytte.',
      ],
      closing: [
        'Kontakt våre selgere for mer informasjon eller bestill en prøvetur.',
        'Hjertelig velkommen – vi har også åpent på lørdager.',
      ],
    },
    campaign: {
      title: 'Vinterkampanje',
      description: 'Kampanjepris i en begrenset periode.',
      financeTitle: 'Kampanjerente',
      financeDescription: 'Redusert rente ved finansiering hos oss.',
    },
    loan: {
      title: 'Billån',
      description: 'Finansier bilen med billån og restverdi.',
      months: 'mnd',
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
    perMonth: '/mnd',
    months: 'måneder',
    perYear: 'mil/år',
    asterix: '*',
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
    mileageUnit: 'miles',
    power: (hp) => `${hp} bhp`,
    priceTitle: { withVat: 'Price', withoutVat: 'Price excl. VAT' },
    equipment: [
      'Adaptive cruise control',
      'Reversing camera',
      'Surround view camera',
      'Front and rear parking sensors',
      'Apple CarPlay',
      'Android Auto',
      'Satellite navigation',
      'Head-up display',
      'Heated front seats',
      'Electric memory seats',
      'Heated steering wheel',
      'Panoramic glass roof',
      'LED headlights',
      'Adaptive LED headlights',
      'Tow bar',
      'Electrically folding tow bar',
      'Comfort access',
      'Electric tailgate',
      'Dual-zone climate control',
      'Wireless phone charging',
      'Lane keeping assist',
      'Blind spot monitoring',
      'Traffic sign recognition',
      'Autonomous emergency braking',
      '19" alloy wheels',
      'Privacy glass',
      'Harman Kardon sound system',
      'Leather upholstery',
      'Sport seats',
      'Ambient lighting',
      'Roof rails',
      'Rain-sensing wipers',
      'Digital cockpit',
      'Heat pump',
      'Parking assistant',
    ],
    description: {
      opening: [
        'Come and test drive this well-kept {car} at our {site} showroom.',
        'This {car} is now in stock in {site} and ready for delivery.',
        'We are pleased to offer this {car} in excellent condition, serviced to the manufacturer schedule.',
      ],
      middle: [
        'The car has passed our 110-point inspection and comes freshly serviced.',
        'Full service history, one owner from new.',
        'Spacious, comfortable and economical: ideal for the daily commute and long journeys alike.',
        'Part exchange welcome and competitive finance packages available.',
        'Supplied with our 12 month approved used warranty.',
      ],
      closing: [
        'Contact our sales team for more information or to book a test drive.',
        'Open seven days a week.',
        'Errors and omissions excepted.',
      ],
    },
    campaign: {
      title: 'Winter offer',
      description: 'Offer price for a limited time.',
      financeTitle: 'Finance offer',
      financeDescription: 'Reduced APR when you finance with us.',
    },
    loan: {
      title: 'Hire purchase',
      description: 'Spread the cost with fixed monthly payments and an optional final payment.',
      months: 'months',
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
    perMonth: '/month',
    months: 'months',
    perYear: 'miles/year',
    asterix: '*',
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
    mileageUnit: 'km',
    power: (hp, kw) => `${kw} kW (${hp} hv)`,
    priceTitle: { withVat: 'Hinta', withoutVat: 'Hinta alv 0 %' },
    equipment: [
      'Mukautuva vakionopeudensäädin',
      'Peruutuskamera',
      '360° kamera',
      'Pysäköintitutkat edessä ja takana',
      'Apple CarPlay',
      'Android Auto',
      'Navigaattori',
      'Tuulilasinäyttö',
      'Lämmitettävät etuistuimet',
      'Sähkösäätöiset muistilliset istuimet',
      'Lämmitettävä ohjauspyörä',
      'Panoraamakattoikkuna',
      'LED-ajovalot',
      'Vetokoukku',
      'Sähkötoiminen vetokoukku',
      'Avaimeton kulku',
      'Sähköinen takaluukku',
      'Kaksialueinen ilmastointi',
      'Langaton puhelimen lataus',
      'Kaistavahti',
      'Kuolleen kulman varoitin',
      'Liikennemerkkien tunnistus',
      'Hätäjarrutustoiminto',
      'Talvirenkaat vanteilla',
      'Kesärenkaat 19"',
      'Lohkolämmitin',
      'Sisätilan lämmitin',
      'Lämpöpumppu',
      'Tummennetut takalasit',
      'Nahkaverhoilu',
      'Urheiluistuimet',
      'Tunnelmavalaistus',
      'Kattokaiteet',
      'Sadetunnistin',
    ],
    description: {
      opening: [
        'Tervetuloa koeajamaan tätä hyväkuntoista {car} -autoa {site}.',
        'Tämä {car} on nyt varastossa {site} ja heti toimitettavissa.',
        'Myynnissä erinomaiskuntoinen {car}, huollettu valmistajan ohjelman mukaan.',
      ],
      middle: [
        'Auto on läpäissyt 110 kohdan tarkastuksemme ja toimitetaan vastahuollettuna.',
        'Huoltokirja tallella, yksi omistaja uudesta asti.',
        'Tilava, mukava ja taloudellinen – sopii niin arkeen kuin lomamatkoille.',
        'Tarjoamme edullisen rahoituksen ja otamme nykyisen autosi vaihdossa.',
      ],
      closing: [
        'Ota yhteyttä myyjiimme tai varaa koeajo.',
        'Tervetuloa – olemme avoinna myös lauantaisin.',
      ],
    },
    campaign: {
      title: 'Talvikampanja',
      description: 'Kampanjahinta rajoitetun ajan.',
      financeTitle: 'Kampanjakorko',
      financeDescription: 'Alennettu korko rahoituksella.',
    },
    loan: {
      title: 'Osamaksu',
      description: 'Rahoita autosi osamaksulla ja jäännösarvolla.',
      months: 'kk',
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
    perMonth: '/kk',
    months: 'kk',
    perYear: 'km/v',
    asterix: '*',
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
    mileageUnit: 'km',
    power: (hp, kw) => `${kw} kW (${hp} k)`,
    priceTitle: { withVat: 'Cena s DPH', withoutVat: 'Cena bez DPH' },
    equipment: [
      'Adaptívny tempomat',
      'Cúvacia kamera',
      '360° kamera',
      'Parkovacie senzory vpredu a vzadu',
      'Apple CarPlay',
      'Android Auto',
      'Navigácia',
      'Head-up displej',
      'Vyhrievané predné sedadlá',
      'Elektricky nastaviteľné sedadlá s pamäťou',
      'Vyhrievaný volant',
      'Panoramatická strecha',
      'LED svetlomety',
      'Ťažné zariadenie',
      'Bezkľúčový prístup',
      'Elektrické piate dvere',
      'Dvojzónová klimatizácia',
      'Bezdrôtové nabíjanie telefónu',
      'Asistent jazdy v pruhu',
      'Monitorovanie mŕtveho uhla',
      'Rozpoznávanie dopravných značiek',
      'Núdzové brzdenie',
      'Zimné pneumatiky',
      'Letné kolesá 19"',
      'Tepelné čerpadlo',
      'Tónované zadné sklá',
      'Kožené čalúnenie',
      'Športové sedadlá',
      'Ambientné osvetlenie',
      'Strešné lyžiny',
      'Dažďový senzor',
    ],
    description: {
      opening: [
        'Pozývame vás na testovaciu jazdu s týmto udržiavaným vozidlom {car} v našej predajni {site}.',
        'Toto vozidlo {car} je skladom v predajni {site} a pripravené na odovzdanie.',
        'Ponúkame {car} vo veľmi dobrom stave, servisované podľa plánu výrobcu.',
      ],
      middle: [
        'Vozidlo prešlo našou 110-bodovou kontrolou a odovzdávame ho po servise.',
        'Servisná knižka, prvý majiteľ.',
        'Priestranné, pohodlné a úsporné – ideálne na každý deň aj na dovolenku.',
        'Ponúkame výhodné financovanie a vaše súčasné auto radi vykúpime na protiúčet.',
      ],
      closing: [
        'Kontaktujte našich predajcov alebo si dohodnite testovaciu jazdu.',
        'Tešíme sa na vašu návštevu.',
      ],
    },
    campaign: {
      title: 'Zimná akcia',
      description: 'Akciová cena na obmedzený čas.',
      financeTitle: 'Akciový úrok',
      financeDescription: 'Znížený úrok pri financovaní u nás.',
    },
    loan: {
      title: 'Úver',
      description: 'Financujte vozidlo úverom so zostatkovou hodnotou.',
      months: 'mes.',
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
    perMonth: '/mes.',
    months: 'mesiacov',
    perYear: 'km/rok',
    asterix: '*',
  },
};

/**
 * Model names as each market writes them: Mercedes-Benz classes ('C-Klass Kombi' → 'C-Class
 * Estate') and BMW series ('3 Series Touring' → '3-serie Touring').
 */
export function localModelName(model: string, language: Language): string {
  const series = /^(\d) Series( Touring)?$/.exec(model);
  if (series) {
    const [, n, touring = ''] = series;
    return (
      { sv: `${n}-serie`, nb: `${n}-serie`, en: `${n} Series`, fi: `${n}-sarja`, sk: `Rad ${n}` }[
        language
      ] + touring
    );
  }
  const match = /^([A-Z]+)-Klass( Kombi)?$/.exec(model);
  if (!match) return model;
  const [, letter, estate] = match;
  switch (language) {
    case 'sv':
      return model;
    case 'nb':
      return `${letter}-Klasse${estate ? ' stasjonsvogn' : ''}`;
    case 'en':
      return `${letter}-Class${estate ? ' Estate' : ''}`;
    case 'fi':
      return `${letter}-sarja${estate ? ' farmari' : ''}`;
    case 'sk':
      return `Trieda ${letter}${estate ? ' kombi' : ''}`;
  }
}
