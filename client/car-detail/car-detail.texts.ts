import type { Language } from '../contracts/site-profile.ts';

/** Built-in texts of the car detail page (issue 8, the page), reached as `texts.carDetail`. */
export interface CarDetailTexts {
  back: string;
  gallery: string;
  /** '{n} of {total}' */
  pictureOf: string;
  openViewer: string;
  closeViewer: string;
  previous: string;
  next: string;
  mediaPictures: string;
  mediaVideo: string;
  mediaExterior: string;
  mediaInterior: string;
  rotateHint: string;
  playRotation: string;
  pauseRotation: string;
  priceWithVat: string;
  priceWithoutVat: string;
  campaignPrice: string;
  retailPrice: string;
  financing: string;
  overview: string;
  technicalData: string;
  equipment: string;
  description: string;
  showMore: string;
  showLess: string;
  contact: string;
  contactForm: string;
  address: string;
  showOnMap: string;
  phone: string;
  email: string;
  goToSite: string;
  sellers: string;
  departmentNotFound: string;
  requestQuote: string;
  bookTestDrive: string;
  similarCars: string;
  similarNewCars: string;
  similarSampleCars: string;
  showSimilar: string;
  hideSimilar: string;
  notFoundHeading: string;
  notFoundText: string;
  toCarList: string;
  networkShutdown: string;
  year: string;
  mileage: string;
  fuel: string;
  gearbox: string;
  body: string;
  drive: string;
  colour: string;
  power: string;
  firstRegistration: string;
  regNo: string;
  vin: string;
  seats: string;
  doors: string;
  acceleration: string;
  fuelConsumption: string;
  emissions: string;
  electricRange: string;
  batterySize: string;
  chargingAc: string;
  chargingDc: string;
  weight: string;
  cargoVolume: string;
  length: string;
  width: string;
  height: string;
  ncap: string;
  condition: string;
  /** The button that shows a video or 360 view in the full-screen viewer (detail-ui, issue 8). */
  fullScreen: string;
  /** A campaign's end date beside its name (issue 18 item 6); filled with {date}. */
  campaignEnds: string;
  /** The campaign tooltip's button, before the campaign's name (issue 18 item 6). */
  campaignAbout: string;
  /** The video tab's poster button: the player loads only when it is clicked (issue 18 item 6). */
  playVideo: string;
}

export const carDetailTexts = {
  sv: {
    back: 'Tillbaka',
    gallery: 'Bilder på bilen',
    pictureOf: 'Bild {n} av {total}',
    openViewer: 'Visa bilderna i helskärm',
    closeViewer: 'Stäng helskärmsvisningen',
    previous: 'Föregående bild',
    next: 'Nästa bild',
    mediaPictures: 'Bilder',
    mediaVideo: 'Video',
    mediaExterior: '360° exteriör',
    mediaInterior: '360° interiör',
    rotateHint: 'Dra eller använd piltangenterna för att vrida bilen',
    playRotation: 'Starta rotationen',
    pauseRotation: 'Pausa rotationen',
    priceWithVat: 'Priset är inklusive moms',
    priceWithoutVat: 'Priset är exklusive moms',
    campaignPrice: 'Kampanjpris',
    retailPrice: 'Ordinarie pris',
    financing: 'Finansiering',
    overview: 'Översikt',
    technicalData: 'Teknisk data',
    equipment: 'Utrustning',
    description: 'Beskrivning',
    showMore: 'Visa mer',
    showLess: 'Visa mindre',
    contact: 'Kontakt',
    contactForm: 'Skicka en förfrågan',
    address: 'Adress',
    showOnMap: 'Visa på kartan',
    phone: 'Telefon',
    email: 'E-post',
    goToSite: 'Till anläggningen',
    sellers: 'Säljare',
    departmentNotFound: 'Avdelningen hittades inte',
    requestQuote: 'Begär offert',
    bookTestDrive: 'Boka provkörning',
    similarCars: 'Liknande bilar',
    similarNewCars: 'Liknande bilar i lager',
    similarSampleCars: 'Bilar i lager av samma modell',
    showSimilar: 'Visa fler liknande bilar',
    hideSimilar: 'Tillbaka till början',
    notFoundHeading: 'Bilen finns inte längre i lager',
    notFoundText:
      'Den här bilen kan redan vara såld. Här är några liknande bilar, eller sök bland alla bilar i lager.',
    toCarList: 'Visa liknande bilar i lager',
    networkShutdown:
      'Observera: 2G- och 3G-näten stängs ner i Sverige under 2025. Äldre bilars nödsamtalssystem (eCall) och uppkopplade tjänster kan då sluta fungera – fråga säljaren vad som gäller för den här bilen.',
    year: 'Årsmodell',
    mileage: 'Miltal',
    fuel: 'Drivmedel',
    gearbox: 'Växellåda',
    body: 'Kaross',
    drive: 'Drivning',
    colour: 'Färg',
    power: 'Effekt',
    firstRegistration: 'Första registrering',
    regNo: 'Registreringsnummer',
    vin: 'Chassinummer',
    seats: 'Säten',
    doors: 'Dörrar',
    acceleration: 'Acceleration 0–100 km/h',
    fuelConsumption: 'Förbrukning (blandad)',
    emissions: 'CO₂-utsläpp (blandad)',
    electricRange: 'Räckvidd (WLTP)',
    batterySize: 'Batterikapacitet',
    chargingAc: 'Laddeffekt AC',
    chargingDc: 'Laddeffekt DC',
    weight: 'Tjänstevikt',
    cargoVolume: 'Bagageutrymme',
    length: 'Längd',
    width: 'Bredd',
    height: 'Höjd',
    ncap: 'Euro NCAP',
    condition: 'Skick',
    // detail-ui (issue 8): the viewer's button on a video or 360 tab.
    fullScreen: 'Visa i helskärm',
    // Issue 18 item 6: a campaign's end date and tooltip, the video's poster button.
    campaignEnds: 'Gäller t.o.m. {date}',
    campaignAbout: 'Om kampanjen',
    playVideo: 'Spela upp videon',
  },
  en: {
    back: 'Back',
    gallery: 'Pictures of the car',
    pictureOf: 'Picture {n} of {total}',
    openViewer: 'Show the pictures full screen',
    closeViewer: 'Close the full-screen view',
    previous: 'Previous picture',
    next: 'Next picture',
    mediaPictures: 'Pictures',
    mediaVideo: 'Video',
    mediaExterior: '360° exterior',
    mediaInterior: '360° interior',
    rotateHint: 'Drag or use the arrow keys to turn the car',
    playRotation: 'Start the rotation',
    pauseRotation: 'Pause the rotation',
    priceWithVat: 'Price including VAT',
    priceWithoutVat: 'Price excluding VAT',
    campaignPrice: 'Offer price',
    retailPrice: 'Retail price',
    financing: 'Finance',
    overview: 'Overview',
    technicalData: 'Technical data',
    equipment: 'Equipment',
    description: 'Description',
    showMore: 'Show more',
    showLess: 'Show less',
    contact: 'Contact',
    contactForm: 'Send an enquiry',
    address: 'Address',
    showOnMap: 'Show on the map',
    phone: 'Phone',
    email: 'Email',
    goToSite: 'Go to the dealership',
    sellers: 'Sales team',
    departmentNotFound: 'Department not found',
    requestQuote: 'Request a quote',
    bookTestDrive: 'Book a test drive',
    similarCars: 'Similar cars',
    similarNewCars: 'Similar cars in stock',
    similarSampleCars: 'This model in stock',
    showSimilar: 'Show more similar cars',
    hideSimilar: 'Back to the start',
    notFoundHeading: 'This car is no longer in stock',
    notFoundText:
      'It may already have been sold. Here are some similar cars, or search the whole stock.',
    toCarList: 'Show similar cars in stock',
    networkShutdown:
      'Please note: the 2G and 3G networks are being switched off. The emergency call system (eCall) and connected services of older cars may stop working – ask the dealer what this means for this car.',
    year: 'Model year',
    mileage: 'Mileage',
    fuel: 'Fuel',
    gearbox: 'Gearbox',
    body: 'Body',
    drive: 'Drive',
    colour: 'Colour',
    power: 'Power',
    firstRegistration: 'First registered',
    regNo: 'Registration',
    vin: 'VIN',
    seats: 'Seats',
    doors: 'Doors',
    acceleration: 'Acceleration 0–62 mph',
    fuelConsumption: 'Consumption (combined)',
    emissions: 'CO₂ emissions (combined)',
    electricRange: 'Range (WLTP)',
    batterySize: 'Battery capacity',
    chargingAc: 'Charging AC',
    chargingDc: 'Charging DC',
    weight: 'Kerb weight',
    cargoVolume: 'Boot space',
    length: 'Length',
    width: 'Width',
    height: 'Height',
    ncap: 'Euro NCAP',
    condition: 'Condition',
    // detail-ui (issue 8): the viewer's button on a video or 360 tab.
    fullScreen: 'Show full screen',
    // Issue 18 item 6: a campaign's end date and tooltip, the video's poster button.
    campaignEnds: 'Ends {date}',
    campaignAbout: 'About the offer',
    playVideo: 'Play the video',
  },
  nb: {
    back: 'Tilbake',
    gallery: 'Bilder av bilen',
    pictureOf: 'Bilde {n} av {total}',
    openViewer: 'Vis bildene i fullskjerm',
    closeViewer: 'Lukk fullskjermvisningen',
    previous: 'Forrige bilde',
    next: 'Neste bilde',
    mediaPictures: 'Bilder',
    mediaVideo: 'Video',
    mediaExterior: '360° eksteriør',
    mediaInterior: '360° interiør',
    rotateHint: 'Dra eller bruk piltastene for å snu bilen',
    playRotation: 'Start rotasjonen',
    pauseRotation: 'Pause rotasjonen',
    priceWithVat: 'Prisen er inkludert mva.',
    priceWithoutVat: 'Prisen er eksklusiv mva.',
    campaignPrice: 'Kampanjepris',
    retailPrice: 'Ordinær pris',
    financing: 'Finansiering',
    overview: 'Oversikt',
    technicalData: 'Tekniske data',
    equipment: 'Utstyr',
    description: 'Beskrivelse',
    showMore: 'Vis mer',
    showLess: 'Vis mindre',
    contact: 'Kontakt',
    contactForm: 'Send en forespørsel',
    address: 'Adresse',
    showOnMap: 'Vis på kartet',
    phone: 'Telefon',
    email: 'E-post',
    goToSite: 'Til forhandleren',
    sellers: 'Selgere',
    departmentNotFound: 'Avdelingen ble ikke funnet',
    requestQuote: 'Be om tilbud',
    bookTestDrive: 'Bestill prøvekjøring',
    similarCars: 'Lignende biler',
    similarNewCars: 'Lignende biler på lager',
    similarSampleCars: 'Biler på lager av samme modell',
    showSimilar: 'Vis flere lignende biler',
    hideSimilar: 'Tilbake til starten',
    notFoundHeading: 'Bilen er ikke lenger på lager',
    notFoundText:
      'Den kan allerede være solgt. Her er noen lignende biler, eller søk blant alle bilene på lager.',
    toCarList: 'Vis lignende biler på lager',
    networkShutdown:
      'Merk: 2G- og 3G-nettene stenges ned. Nødanropssystemet (eCall) og tilkoblede tjenester i eldre biler kan slutte å virke – spør selgeren hva det betyr for denne bilen.',
    year: 'Årsmodell',
    mileage: 'Kilometerstand',
    fuel: 'Drivstoff',
    gearbox: 'Girkasse',
    body: 'Karosseri',
    drive: 'Hjuldrift',
    colour: 'Farge',
    power: 'Effekt',
    firstRegistration: 'Første registrering',
    regNo: 'Registreringsnummer',
    vin: 'Understellsnummer',
    seats: 'Seter',
    doors: 'Dører',
    acceleration: 'Akselerasjon 0–100 km/t',
    fuelConsumption: 'Forbruk (blandet)',
    emissions: 'CO₂-utslipp (blandet)',
    electricRange: 'Rekkevidde (WLTP)',
    batterySize: 'Batterikapasitet',
    chargingAc: 'Ladeeffekt AC',
    chargingDc: 'Ladeeffekt DC',
    weight: 'Egenvekt',
    cargoVolume: 'Bagasjerom',
    length: 'Lengde',
    width: 'Bredde',
    height: 'Høyde',
    ncap: 'Euro NCAP',
    condition: 'Tilstand',
    // detail-ui (issue 8): the viewer's button on a video or 360 tab.
    fullScreen: 'Vis i fullskjerm',
    // Issue 18 item 6: a campaign's end date and tooltip, the video's poster button.
    campaignEnds: 'Gjelder t.o.m. {date}',
    campaignAbout: 'Om kampanjen',
    playVideo: 'Spill av videoen',
  },
  fi: {
    back: 'Takaisin',
    gallery: 'Auton kuvat',
    pictureOf: 'Kuva {n}/{total}',
    openViewer: 'Näytä kuvat koko näytöllä',
    closeViewer: 'Sulje koko näytön näkymä',
    previous: 'Edellinen kuva',
    next: 'Seuraava kuva',
    mediaPictures: 'Kuvat',
    mediaVideo: 'Video',
    mediaExterior: '360° ulkoa',
    mediaInterior: '360° sisältä',
    rotateHint: 'Vedä tai käytä nuolinäppäimiä kääntääksesi autoa',
    playRotation: 'Käynnistä pyöritys',
    pauseRotation: 'Keskeytä pyöritys',
    priceWithVat: 'Hinta sisältää arvonlisäveron',
    priceWithoutVat: 'Hinta ilman arvonlisäveroa',
    campaignPrice: 'Kampanjahinta',
    retailPrice: 'Normaalihinta',
    financing: 'Rahoitus',
    overview: 'Yleiskatsaus',
    technicalData: 'Tekniset tiedot',
    equipment: 'Varusteet',
    description: 'Kuvaus',
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
    contact: 'Yhteystiedot',
    contactForm: 'Lähetä tiedustelu',
    address: 'Osoite',
    showOnMap: 'Näytä kartalla',
    phone: 'Puhelin',
    email: 'Sähköposti',
    goToSite: 'Liikkeen sivulle',
    sellers: 'Myyjät',
    departmentNotFound: 'Osastoa ei löytynyt',
    requestQuote: 'Pyydä tarjous',
    bookTestDrive: 'Varaa koeajo',
    similarCars: 'Samankaltaiset autot',
    similarNewCars: 'Samankaltaiset autot varastossa',
    similarSampleCars: 'Saman mallin autot varastossa',
    showSimilar: 'Näytä lisää samankaltaisia autoja',
    hideSimilar: 'Takaisin alkuun',
    notFoundHeading: 'Auto ei ole enää varastossa',
    notFoundText: 'Se on ehkä jo myyty. Tässä samankaltaisia autoja, tai hae koko varastosta.',
    toCarList: 'Näytä samankaltaiset autot varastossa',
    networkShutdown:
      'Huomaa: 2G- ja 3G-verkot suljetaan. Vanhempien autojen hätäpuhelujärjestelmä (eCall) ja verkkopalvelut voivat lakata toimimasta – kysy myyjältä, mitä se tarkoittaa tälle autolle.',
    year: 'Vuosimalli',
    mileage: 'Ajetut kilometrit',
    fuel: 'Käyttövoima',
    gearbox: 'Vaihteisto',
    body: 'Korimalli',
    drive: 'Veto',
    colour: 'Väri',
    power: 'Teho',
    firstRegistration: 'Ensirekisteröinti',
    regNo: 'Rekisterinumero',
    vin: 'Valmistenumero',
    seats: 'Istuimet',
    doors: 'Ovet',
    acceleration: 'Kiihtyvyys 0–100 km/h',
    fuelConsumption: 'Kulutus (yhdistetty)',
    emissions: 'CO₂-päästöt (yhdistetty)',
    electricRange: 'Toimintamatka (WLTP)',
    batterySize: 'Akun kapasiteetti',
    chargingAc: 'Latausteho AC',
    chargingDc: 'Latausteho DC',
    weight: 'Omamassa',
    cargoVolume: 'Tavaratila',
    length: 'Pituus',
    width: 'Leveys',
    height: 'Korkeus',
    ncap: 'Euro NCAP',
    condition: 'Kunto',
    // detail-ui (issue 8): the viewer's button on a video or 360 tab.
    fullScreen: 'Näytä koko näytöllä',
    // Issue 18 item 6: a campaign's end date and tooltip, the video's poster button.
    campaignEnds: 'Voimassa {date} asti',
    campaignAbout: 'Tietoa kampanjasta',
    playVideo: 'Toista video',
  },
  sk: {
    back: 'Späť',
    gallery: 'Fotografie auta',
    pictureOf: 'Obrázok {n} z {total}',
    openViewer: 'Zobraziť obrázky na celú obrazovku',
    closeViewer: 'Zavrieť zobrazenie na celú obrazovku',
    previous: 'Predchádzajúci obrázok',
    next: 'Ďalší obrázok',
    mediaPictures: 'Obrázky',
    mediaVideo: 'Video',
    mediaExterior: '360° exteriér',
    mediaInterior: '360° interiér',
    rotateHint: 'Potiahnutím alebo šípkami otočíte auto',
    playRotation: 'Spustiť otáčanie',
    pauseRotation: 'Pozastaviť otáčanie',
    priceWithVat: 'Cena je vrátane DPH',
    priceWithoutVat: 'Cena je bez DPH',
    campaignPrice: 'Akciová cena',
    retailPrice: 'Bežná cena',
    financing: 'Financovanie',
    overview: 'Prehľad',
    technicalData: 'Technické údaje',
    equipment: 'Výbava',
    description: 'Popis',
    showMore: 'Zobraziť viac',
    showLess: 'Zobraziť menej',
    contact: 'Kontakt',
    contactForm: 'Poslať dopyt',
    address: 'Adresa',
    showOnMap: 'Zobraziť na mape',
    phone: 'Telefón',
    email: 'E-mail',
    goToSite: 'Na stránku predajne',
    sellers: 'Predajcovia',
    departmentNotFound: 'Oddelenie sa nenašlo',
    requestQuote: 'Vyžiadať ponuku',
    bookTestDrive: 'Objednať testovaciu jazdu',
    similarCars: 'Podobné autá',
    similarNewCars: 'Podobné autá na sklade',
    similarSampleCars: 'Autá rovnakého modelu na sklade',
    showSimilar: 'Zobraziť ďalšie podobné autá',
    hideSimilar: 'Späť na začiatok',
    notFoundHeading: 'Auto už nie je na sklade',
    notFoundText: 'Možno je už predané. Tu sú podobné autá, alebo hľadajte v celom sklade.',
    toCarList: 'Zobraziť podobné autá na sklade',
    networkShutdown:
      'Upozornenie: siete 2G a 3G sa vypínajú. Systém tiesňového volania (eCall) a pripojené služby starších áut môžu prestať fungovať – opýtajte sa predajcu, čo to znamená pre toto auto.',
    year: 'Modelový rok',
    mileage: 'Nájazd',
    fuel: 'Palivo',
    gearbox: 'Prevodovka',
    body: 'Karoséria',
    drive: 'Pohon',
    colour: 'Farba',
    power: 'Výkon',
    firstRegistration: 'Prvá registrácia',
    regNo: 'Evidenčné číslo',
    vin: 'VIN',
    seats: 'Sedadlá',
    doors: 'Dvere',
    acceleration: 'Zrýchlenie 0–100 km/h',
    fuelConsumption: 'Spotreba (kombinovaná)',
    emissions: 'Emisie CO₂ (kombinované)',
    electricRange: 'Dojazd (WLTP)',
    batterySize: 'Kapacita batérie',
    chargingAc: 'Nabíjanie AC',
    chargingDc: 'Nabíjanie DC',
    weight: 'Pohotovostná hmotnosť',
    cargoVolume: 'Batožinový priestor',
    length: 'Dĺžka',
    width: 'Šírka',
    height: 'Výška',
    ncap: 'Euro NCAP',
    condition: 'Stav',
    // detail-ui (issue 8): the viewer's button on a video or 360 tab.
    fullScreen: 'Zobraziť na celú obrazovku',
    // Issue 18 item 6: a campaign's end date and tooltip, the video's poster button.
    campaignEnds: 'Platí do {date}',
    campaignAbout: 'O akcii',
    playVideo: 'Prehrať video',
  },
} satisfies Record<Language, CarDetailTexts>;
