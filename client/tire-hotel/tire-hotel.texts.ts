import type { Language } from '../contracts/site-profile.ts';
import { swedishMonths, swedishWeekdays } from '../lib/swedish-calendar-names.ts';

// The tire hotel flow's texts (booking spec 2.5, 4.3, 5.4, 8.3, 9.2). The spec defines the flow in
// Swedish only, so the record has one language. Texts the spec gives are verbatim ('Skicka kod',
// 'Verifiera kod', 'Ditt fordon', 'Boka hjulskifte', 'Tillbaka', 'Genomför bokning', 'Logga ut'
// and every message of 8.3); the others are ours and listed in the README's decisions log. One
// group per page, so each page's owner adds keys in its own group. `{name}` marks are filled by
// client/lib/fill.ts.

export interface TireHotelTexts {
  /** The block's heading when the author gives none. */
  heading: string;
  search: {
    title: string;
    label: string;
    placeholder: string;
    submit: string;
    searching: string;
    /** Lookup 404 (spec 8.3), followed by the service booking link. */
    noAgreement: string;
    bookServiceLink: string;
    /** Any other lookup failure (spec 8.3). */
    failed: string;
    /** The session cookie ran out (30 minutes idle) while a page was open. */
    sessionExpired: string;
  };
  login: {
    title: string;
    /** '{phone}' is the obfuscated phone number. */
    intro: string;
    plate: string;
    /** Before the contact link: the number is wrong or unknown. */
    wrongNumber: string;
    contactLink: string;
    submit: string;
    sending: string;
    /** When the worker gives no message of its own. */
    failed: string;
  };
  validate: {
    title: string;
    /** '{phone}' is the obfuscated phone number; '{minutes}' the code's lifetime. */
    intro: string;
    /** The four boxes' group name, read as one code field. */
    codeLabel: string;
    /** Each box's own name: '{n}' of '{total}'. */
    digitLabel: string;
    submit: string;
    verifying: string;
    /** Asks for a new code (back to Login's 'Skicka kod'). */
    newCode: string;
    failed: string;
  };
  loggedIn: {
    title: string;
    plate: string;
    vehicle: string;
    book: string;
    /** The warning box (spec 9.2: a tire with threadStatusId 1). */
    warningTitle: string;
    warning: string;
    tires: string;
    /** Each tire's position names, by the partner's equipmentPosition code. */
    positions: { VF: string; HF: string; VB: string; HB: string; other: string };
    dimension: string;
    pattern: string;
    treadDepthLabel: string;
    /** '{mm}' millimetres. */
    treadDepth: string;
    /** The icon's text for a status above 0. */
    statusIcon: string;
    station: string;
    phone: string;
    email: string;
    package: string;
    packageLink: string;
    anotherCar: string;
  };
  booking: {
    title: string;
    workshop: string;
    /** The workshop's phone line (with `email`) under the no-dates message. */
    phone: string;
    chooseDate: string;
    previousMonth: string;
    nextMonth: string;
    /** Monday first. */
    weekdays: string[];
    weekdaysShort: string[];
    months: string[];
    loadingDates: string;
    /** Spec 8.3, then the workshop's phone and email. */
    noDates: string;
    /** Spec 8.3: the dates could not be fetched. */
    datesFailed: string;
    chooseTime: string;
    loadingTimes: string;
    /** Spec 8.3. */
    timesFailed: string;
    /** The day has no start times: the workshop sets the time. */
    noTimes: string;
    contact: string;
    firstName: string;
    lastName: string;
    mobile: string;
    mobileHint: string;
    email: string;
    comment: string;
    required: string;
    invalidMobile: string;
    invalidEmail: string;
    back: string;
    submit: string;
    submitting: string;
    /** A refusal that carried no message of its own. */
    failed: string;
  };
  confirmation: {
    title: string;
    /** '{name}' is the visitor's first name. */
    thanks: string;
    summary: string;
    bookingNumber: string;
    service: string;
    time: string;
    fullDay: string;
    workshop: string;
    directions: string;
    comment: string;
    contact: string;
    startPage: string;
    anotherCar: string;
  };
  rating: {
    title: string;
    /** '{n}' stars of '{max}'. */
    star: string;
    comment: string;
    send: string;
    sending: string;
    thanks: string;
  };
  footer: {
    question: string;
    /** '{email}' is the support address. */
    email: string;
    logout: string;
  };
}

export const tireHotelTexts = {
  sv: {
    heading: 'Däckhotell',
    search: {
      title: 'Ange ditt registreringsnummer',
      label: 'Registreringsnummer',
      placeholder: 'ABC123',
      submit: 'Fortsätt',
      searching: 'Söker …',
      noAgreement: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
      bookServiceLink: 'Boka service',
      failed: 'Något gick fel, var god och försök senare.',
      sessionExpired: 'Din inloggning har gått ut. Ange registreringsnumret igen.',
    },
    login: {
      title: 'Logga in med engångskod',
      intro: 'Vi skickar en kod med SMS till telefonnumret {phone}.',
      plate: 'Registreringsnummer',
      wrongNumber: 'Stämmer inte numret?',
      contactLink: 'Kontakta oss',
      submit: 'Skicka kod',
      sending: 'Skickar …',
      failed: 'Något gick fel, var god och försök senare.',
    },
    validate: {
      title: 'Ange koden',
      intro: 'Skriv koden vi skickade till {phone}. Koden gäller i {minutes} minuter.',
      codeLabel: 'Engångskod, fyra siffror',
      digitLabel: 'Siffra {n} av {total}',
      submit: 'Verifiera kod',
      verifying: 'Verifierar …',
      newCode: 'Skicka en ny kod',
      failed: 'Något gick fel, var god och försök senare.',
    },
    loggedIn: {
      title: 'Ditt fordon',
      plate: 'Registreringsnummer',
      vehicle: 'Fordon',
      book: 'Boka hjulskifte',
      warningTitle: 'Dags att se över dina däck',
      warning:
        'Minst ett av dina däck har låg mönsterdjup. Vi rekommenderar att du byter det innan nästa säsong.',
      tires: 'Dina däck hos oss',
      positions: {
        VF: 'Vänster fram',
        HF: 'Höger fram',
        VB: 'Vänster bak',
        HB: 'Höger bak',
        other: 'Reserv',
      },
      dimension: 'Dimension',
      pattern: 'Mönster',
      treadDepthLabel: 'Mönsterdjup',
      treadDepth: '{mm} mm',
      statusIcon: 'Behöver ses över',
      station: 'Din däckstation',
      phone: 'Telefon',
      email: 'E-post',
      package: 'Ditt däckpaket',
      packageLink: 'Läs mer om däckpaketet',
      anotherCar: 'Boka för en annan bil',
    },
    booking: {
      title: 'Boka hjulskifte',
      workshop: 'Verkstad',
      phone: 'Telefon',
      chooseDate: 'Välj datum',
      previousMonth: 'Föregående månad',
      nextMonth: 'Nästa månad',
      weekdays: swedishWeekdays,
      weekdaysShort: ['mån', 'tis', 'ons', 'tor', 'fre', 'lör', 'sön'],
      months: swedishMonths,
      loadingDates: 'Hämtar lediga dagar …',
      noDates:
        'Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.',
      datesFailed: 'Ett fel uppstod',
      chooseTime: 'Välj tid',
      loadingTimes: 'Hämtar tider …',
      timesFailed: 'Kunde inte hämta tider för valt datum.',
      noTimes: 'Verkstaden bestämmer tiden under dagen och bekräftar den med dig.',
      contact: 'Dina kontaktuppgifter',
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      mobile: 'Mobilnummer',
      mobileHint: '8 till 15 siffror, gärna med landsnummer (+46).',
      email: 'E-post',
      comment: 'Övrigt (valfritt)',
      required: 'Fyll i fältet.',
      invalidMobile: 'Ange ett mobilnummer med 8 till 15 siffror.',
      invalidEmail: 'Ange en giltig e-postadress.',
      back: 'Tillbaka',
      submit: 'Genomför bokning',
      submitting: 'Bokar …',
      failed: 'Bokningen kunde inte genomföras. Försök igen.',
    },
    confirmation: {
      title: 'Tack för din bokning!',
      thanks: 'Tack {name}! Vi har skickat en bekräftelse till din e-post.',
      summary: 'Din bokning',
      bookingNumber: 'Bokningsnummer',
      service: 'Tjänst',
      time: 'Tid',
      fullDay: 'Under dagen',
      workshop: 'Verkstad',
      directions: 'Hitta hit',
      comment: 'Övrigt',
      contact: 'Kontaktuppgifter',
      startPage: 'Till startsidan',
      anotherCar: 'Boka för en annan bil',
    },
    rating: {
      title: 'Hur var det att boka?',
      star: '{n} av {max} stjärnor',
      comment: 'Kommentar (valfritt)',
      send: 'Skicka betyg',
      sending: 'Skickar …',
      thanks: 'Tack för ditt betyg!',
    },
    footer: {
      question: 'Har du frågor om ditt däckhotell?',
      email: 'Mejla oss på {email}',
      logout: 'Logga ut',
    },
  },
} satisfies Record<Extract<Language, 'sv'>, TireHotelTexts>;
