// What the stock says, in each site language: fuels, bodies, colours, gearboxes, drives,
// conditions, equipment, descriptions and the financing texts with their placeholders.
import type { Language } from '#client/contracts/site-profile.ts';
import { fill } from '#client/lib/fill.ts';
import { stockWordTexts } from '#client/stock/stock-words.texts.ts';
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
    fuel: stockWordTexts.sv.fuel,
    body: stockWordTexts.sv.body,
    colour: stockWordTexts.sv.colour,
    gearbox: stockWordTexts.sv.gearbox,
    drive: stockWordTexts.sv.drive,
    condition: stockWordTexts.sv.condition,
    mileageUnit: 'mil',
    power: (hp, kw) => fill(stockWordTexts.sv.power, { hp, kw }),
    priceTitle: stockWordTexts.sv.priceTitle,
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
      ...stockWordTexts.sv.campaign,
    },
    loan: {
      ...stockWordTexts.sv.loan,
      months: 'mån',
    },
    privateLeasing: {
      ...stockWordTexts.sv.privateLeasing,
    },
    companyLeasing: {
      ...stockWordTexts.sv.companyLeasing,
    },
    perMonth: '/mån',
    months: 'månader',
    perYear: 'mil/år',
    asterix: '*',
  },
  nb: {
    fuel: stockWordTexts.nb.fuel,
    body: stockWordTexts.nb.body,
    colour: stockWordTexts.nb.colour,
    gearbox: stockWordTexts.nb.gearbox,
    drive: stockWordTexts.nb.drive,
    condition: stockWordTexts.nb.condition,
    mileageUnit: 'mil',
    power: (hp, kw) => fill(stockWordTexts.nb.power, { hp, kw }),
    priceTitle: stockWordTexts.nb.priceTitle,
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
      ...stockWordTexts.nb.campaign,
    },
    loan: {
      ...stockWordTexts.nb.loan,
      months: 'mnd',
    },
    privateLeasing: {
      ...stockWordTexts.nb.privateLeasing,
    },
    companyLeasing: {
      ...stockWordTexts.nb.companyLeasing,
    },
    perMonth: '/mnd',
    months: 'måneder',
    perYear: 'mil/år',
    asterix: '*',
  },
  en: {
    fuel: stockWordTexts.en.fuel,
    body: stockWordTexts.en.body,
    colour: stockWordTexts.en.colour,
    gearbox: stockWordTexts.en.gearbox,
    drive: stockWordTexts.en.drive,
    condition: stockWordTexts.en.condition,
    mileageUnit: 'miles',
    power: (hp, kw) => fill(stockWordTexts.en.power, { hp, kw }),
    priceTitle: stockWordTexts.en.priceTitle,
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
      ...stockWordTexts.en.campaign,
    },
    loan: {
      ...stockWordTexts.en.loan,
      months: 'months',
    },
    privateLeasing: {
      ...stockWordTexts.en.privateLeasing,
    },
    companyLeasing: {
      ...stockWordTexts.en.companyLeasing,
    },
    perMonth: '/month',
    months: 'months',
    perYear: 'miles/year',
    asterix: '*',
  },
  fi: {
    fuel: stockWordTexts.fi.fuel,
    body: stockWordTexts.fi.body,
    colour: stockWordTexts.fi.colour,
    gearbox: stockWordTexts.fi.gearbox,
    drive: stockWordTexts.fi.drive,
    condition: stockWordTexts.fi.condition,
    mileageUnit: 'km',
    power: (hp, kw) => fill(stockWordTexts.fi.power, { hp, kw }),
    priceTitle: stockWordTexts.fi.priceTitle,
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
      ...stockWordTexts.fi.campaign,
    },
    loan: {
      ...stockWordTexts.fi.loan,
      months: 'kk',
    },
    privateLeasing: {
      ...stockWordTexts.fi.privateLeasing,
    },
    companyLeasing: {
      ...stockWordTexts.fi.companyLeasing,
    },
    perMonth: '/kk',
    months: 'kk',
    perYear: 'km/v',
    asterix: '*',
  },
  sk: {
    fuel: stockWordTexts.sk.fuel,
    body: stockWordTexts.sk.body,
    colour: stockWordTexts.sk.colour,
    gearbox: stockWordTexts.sk.gearbox,
    drive: stockWordTexts.sk.drive,
    condition: stockWordTexts.sk.condition,
    mileageUnit: 'km',
    power: (hp, kw) => fill(stockWordTexts.sk.power, { hp, kw }),
    priceTitle: stockWordTexts.sk.priceTitle,
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
      ...stockWordTexts.sk.campaign,
    },
    loan: {
      ...stockWordTexts.sk.loan,
      months: 'mes.',
    },
    privateLeasing: {
      ...stockWordTexts.sk.privateLeasing,
    },
    companyLeasing: {
      ...stockWordTexts.sk.companyLeasing,
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
