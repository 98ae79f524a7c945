import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The car detail page's contact form (car-stock spec 5) and its no-script outcome page;
 * `chooseSeller` is the seller select's empty choice.
 */
export interface ContactTexts {
  name: string;
  phone: string;
  email: string;
  message: string;
  quote: string;
  testDrive: string;
  seller: string;
  chooseSeller: string;
  send: string;
  sending: string;
  backToCar: string;
  checkFields: string;
}

export const contactTexts = {
  sv: {
    name: 'Namn',
    phone: 'Telefon',
    email: 'E-post',
    message: 'Meddelande',
    quote: 'Jag vill ha en offert',
    testDrive: 'Jag vill provköra',
    seller: 'Säljare',
    chooseSeller: 'välj säljare *',
    send: 'Skicka',
    sending: 'Skickar…',
    backToCar: 'Tillbaka till bilen',
    checkFields: 'Kontrollera de här fälten',
  },
  en: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    message: 'Message',
    quote: 'I would like a quote',
    testDrive: 'I would like a test drive',
    seller: 'Seller',
    chooseSeller: 'choose seller *',
    send: 'Send',
    sending: 'Sending…',
    backToCar: 'Back to the car',
    checkFields: 'Please check these fields',
  },
  nb: {
    name: 'Navn',
    phone: 'Telefon',
    email: 'E-post',
    message: 'Melding',
    quote: 'Jeg ønsker et tilbud',
    testDrive: 'Jeg ønsker en prøvekjøring',
    seller: 'Selger',
    chooseSeller: 'velg selger *',
    send: 'Send',
    sending: 'Sender…',
    backToCar: 'Tilbake til bilen',
    checkFields: 'Kontroller disse feltene',
  },
  fi: {
    name: 'Nimi',
    phone: 'Puhelin',
    email: 'Sähköposti',
    message: 'Viesti',
    quote: 'Haluan tarjouksen',
    testDrive: 'Haluan koeajon',
    seller: 'Myyjä',
    chooseSeller: 'valitse myyjä *',
    send: 'Lähetä',
    sending: 'Lähetetään…',
    backToCar: 'Takaisin autoon',
    checkFields: 'Tarkista nämä kentät',
  },
  sk: {
    name: 'Meno',
    phone: 'Telefón',
    email: 'E-mail',
    message: 'Správa',
    quote: 'Mám záujem o cenovú ponuku',
    testDrive: 'Mám záujem o testovaciu jazdu',
    seller: 'Predajca',
    chooseSeller: 'vyberte predajcu *',
    send: 'Odoslať',
    sending: 'Odosiela sa…',
    backToCar: 'Späť na vozidlo',
    checkFields: 'Skontrolujte tieto polia',
  },
} satisfies Record<Language, ContactTexts>;

/**
 * The contact form's texts that are content (car-stock spec 5, 8): the site dictionary's keys, with
 * these defaults where the dictionary has none.
 */
export interface ContactDictionaryTexts {
  invalidInput: string;
  carDetailFormError: string;
  carDetailFormSuccess: string;
}

export const contactDictionaryDefaults = {
  sv: {
    invalidInput: 'Kontrollera de markerade fälten.',
    carDetailFormError: 'Meddelandet kunde inte skickas. Försök igen eller ring oss.',
    carDetailFormSuccess: 'Tack! Vi återkommer till dig så snart vi kan.',
  },
  en: {
    invalidInput: 'Please check the highlighted fields.',
    carDetailFormError: 'Your message could not be sent. Please try again or call us.',
    carDetailFormSuccess: 'Thank you! We will get back to you as soon as we can.',
  },
  nb: {
    invalidInput: 'Kontroller de markerte feltene.',
    carDetailFormError: 'Meldingen kunne ikke sendes. Prøv igjen eller ring oss.',
    carDetailFormSuccess: 'Takk! Vi tar kontakt så snart vi kan.',
  },
  fi: {
    invalidInput: 'Tarkista merkityt kentät.',
    carDetailFormError: 'Viestiä ei voitu lähettää. Yritä uudelleen tai soita meille.',
    carDetailFormSuccess: 'Kiitos! Otamme sinuun yhteyttä mahdollisimman pian.',
  },
  sk: {
    invalidInput: 'Skontrolujte označené polia.',
    carDetailFormError: 'Správu sa nepodarilo odoslať. Skúste to znova alebo nám zavolajte.',
    carDetailFormSuccess: 'Ďakujeme! Ozveme sa vám čo najskôr.',
  },
} satisfies Record<Language, ContactDictionaryTexts>;
