import type { Language } from '../contracts/site-profile.ts';
import { swedishMonths, swedishWeekdays } from '../lib/swedish-calendar-names.ts';

// The workshop booking flow's texts (booking spec 2.1, 4.1, 5.1, 8.1, 9.1). The spec defines the
// flow in Swedish only, so the record has one language. Texts the spec gives are verbatim; the
// others (labels the spec leaves unnamed) are ours and listed in the README's decisions log.
// One group per part of the flow, so each part's owner adds keys in its own group.

export interface BookingTexts {
  /** The landing header (spec 2.1). */
  landing: {
    heading: string;
    /** Above the four brands that book on their own pages. */
    brandLinks: string;
    otherBrands: string;
    authorised: string;
    notAuthorised: string;
  };
  steps: {
    /** 'Steg {n}/{total}'. */
    counter: string;
    vehicle: string;
    services: string;
    addons: string;
    workshop: string;
    confirmed: string;
    /** A collapsed step's button: opens it again. */
    reopen: string;
    continue: string;
  };
  vehicle: {
    plate: string;
    platePlaceholder: string;
    place: string;
    placePlaceholder: string;
    myLocation: string;
    locating: string;
    locationDenied: string;
    myPosition: string;
    change: string;
    noPlaces: string;
    /** '{brand}' is the car's brand. */
    unsupported: string;
    lookupFailed: string;
    looking: string;
  };
  services: {
    damageInspection: string;
    damageInspectionNote: string;
    failed: string;
    /** '{email}' is the support address. */
    failedContact: string;
    messageRequired: string;
    /** '{count}/{max}'. */
    messageCounter: string;
    message: string;
    mileage: string;
    mileageRequired: string;
    mileageUnit: string;
    /** '{name}'. */
    notAvailable: string;
    units: string;
    priceUnknown: string;
    priceUnknownNote: string;
    priceUnknownTooltip: string;
    agreementNote: string;
    /** '{price}' formatted in kr. */
    priceFrom: string;
    loading: string;
  };
  addons: {
    withoutAddons: string;
    continue: string;
    /** The collapsed step's summary when none was chosen. */
    noneChosen: string;
  };
  workshop: {
    listHeading: string;
    sortLabel: string;
    sortNearest: string;
    sortFirstAvailable: string;
    more: string;
    showTimes: string;
    hideTimes: string;
    noSlots: string;
    fullDay: string;
    fullDayNote: string;
    firstSlot: string;
    /** '{distance}' in km. */
    distance: string;
    noSites: string;
    /** '{email}'. */
    noSitesAdvice: string;
    streamError: string;
    previousWeek: string;
    nextWeek: string;
    changeSlot: string;
    chosenSlot: string;
    loadingSites: string;
    map: string;
    /** Monday first, as the calendar's weeks. */
    weekdays: string[];
    weekdaysShort: string[];
    months: string[];
    monthsShort: string[];
    /** 'Vecka {week}': the ISO week number. */
    week: string;
    /** '{date} kl. {time}'. */
    slotAt: string;
    /** A full-day slot: '{date}, Heldag'. */
    fullDayOn: string;
    /** The calendar's name: '{name}' is the workshop. */
    timesOf: string;
    loadingTimes: string;
    brands: string;
    loadingMore: string;
  };
  contact: {
    heading: string;
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    freeText: string;
    submit: string;
    submitting: string;
    required: string;
    invalidPhone: string;
    invalidEmail: string;
    failed: string;
  };
  confirmed: {
    heading: string;
    directions: string;
    newBooking: string;
    /** '{id}'. */
    reference: string;
    when: string;
    where: string;
  };
  summary: {
    heading: string;
    /** '{count}' selected services. */
    count: string;
    /** One selected service. */
    countOne: string;
    car: string;
    services: string;
    sum: string;
    notes: string;
    medianNote: string;
    open: string;
    close: string;
    empty: string;
  };
}

export const bookingTexts = {
  sv: {
    landing: {
      heading: 'Boka service, däckbyte och verkstad',
      brandLinks: 'Har du en BMW, MINI, Porsche eller IVECO? Boka på märkets egen sida.',
      otherBrands: 'Övriga märken med auktoriserad verkstad',
      authorised: 'Vi har auktoriserade {brand}-verkstäder',
      notAuthorised:
        'Vi har inte auktoriserade verkstäder för ditt märke men vi kan erbjuda vissa tjänster',
    },
    steps: {
      counter: 'Steg {n}/{total}',
      vehicle: 'Registreringsnummer och plats',
      services: 'Välj en eller flera tjänster',
      addons: 'Välj tillval',
      workshop: 'Välj en verkstad och tid som passar dig',
      confirmed: 'Bokning bekräftad',
      reopen: 'Ändra',
      continue: 'Fortsätt',
    },
    vehicle: {
      plate: 'Registreringsnummer',
      platePlaceholder: 'ABC123',
      place: 'Ort',
      placePlaceholder: 'Sök ort',
      myLocation: 'Använd min plats',
      locating: 'Hämtar din plats…',
      locationDenied:
        'För att använda funktionen behöver din webbläsare kunna använda platstjänster.',
      myPosition: 'Min plats',
      change: 'Ändra',
      noPlaces: 'Ingen ort matchar',
      unsupported:
        'Du bokar din service, däckbyte och verkstad för {brand} via länken högst upp på sidan.',
      lookupFailed: 'Något gick fel, vänligen försök igen senare.',
      looking: 'Söker bilen…',
    },
    services: {
      damageInspection: 'Skadebesiktning',
      damageInspectionNote: 'Öppnas i en ny flik',
      failed: 'Något gick fel, vänligen försök igen senare.',
      failedContact: 'Behöver du hjälp? Kontakta oss på {email}.',
      messageRequired: 'Ange meddelande',
      messageCounter: '{count}/{max}',
      message: 'Meddelande',
      mileage: 'Miltal',
      mileageRequired: 'Ange miltal',
      mileageUnit: 'mil',
      notAvailable: '{name} är inte tillgänglig för denna bilmodell',
      units: 'Antal',
      priceUnknown: 'Pris saknas*',
      priceUnknownNote: '* Vissa priser kan inte beräknas förrän din bokning nått vår verkstad.',
      priceUnknownTooltip: 'Vi kan ej ge ett pris på denna tjänst',
      agreementNote: 'Du har ett aktivt serviceavtal, rabatterade priser i rött gäller.',
      priceFrom: '{price}',
      loading: 'Hämtar tjänster…',
    },
    addons: {
      withoutAddons: 'Fortsätt utan tillval',
      continue: 'Fortsätt',
      noneChosen: 'Inga tillval',
    },
    workshop: {
      listHeading: 'Bäst matchade anläggningar',
      sortLabel: 'Sortera',
      sortNearest: 'Närmast mig',
      sortFirstAvailable: 'Första lediga tid',
      more: 'Hämta fler',
      showTimes: 'Visa tillgängliga tider',
      hideTimes: 'Stäng tider',
      noSlots: 'Inga lediga tider',
      fullDay: 'Heldag',
      fullDayNote: 'Lämna bilen före 08:00, så hanterar vi den så snart som möjligt under dagen.',
      firstSlot: 'Första lediga tid',
      distance: '{distance} km',
      noSites: 'Vi kan ej hitta några anläggningar som passar dig',
      noSitesAdvice: 'Ändra dina val eller kontakta oss på {email}.',
      streamError: 'Något gick fel, vänligen försök igen senare.',
      previousWeek: 'Föregående vecka',
      nextWeek: 'Nästa vecka',
      changeSlot: 'Ändra verkstad eller tid',
      chosenSlot: 'Vald tid',
      loadingSites: 'Hämtar verkstäder…',
      map: 'Karta över verkstäderna',
      weekdays: swedishWeekdays,
      weekdaysShort: ['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön'],
      months: swedishMonths,
      monthsShort: [
        'jan',
        'feb',
        'mars',
        'apr',
        'maj',
        'juni',
        'juli',
        'aug',
        'sep',
        'okt',
        'nov',
        'dec',
      ],
      week: 'Vecka {week}',
      slotAt: '{date} kl. {time}',
      fullDayOn: '{date}, Heldag',
      timesOf: 'Lediga tider hos {name}',
      loadingTimes: 'Hämtar lediga tider…',
      brands: 'Märken',
      loadingMore: 'Hämtar fler verkstäder…',
    },
    contact: {
      heading: 'Dina kontaktuppgifter',
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      phone: 'Telefon',
      email: 'E-post',
      freeText: 'Meddelande till verkstaden',
      submit: 'Boka service',
      submitting: 'Bokar…',
      required: 'Fyll i fältet',
      invalidPhone: 'Ange ett telefonnummer med 6 till 20 siffror',
      invalidEmail: 'Ange en giltig e-postadress',
      failed: 'Något gick fel, vänligen försök igen senare.',
    },
    confirmed: {
      heading: 'Bokning bekräftad',
      directions: 'Vägbeskrivning',
      newBooking: 'Ny bokning',
      reference: 'Bokningsnummer {id}',
      when: 'Tid',
      where: 'Verkstad',
    },
    summary: {
      heading: 'Summering av val',
      count: '{count} valda tjänster',
      countOne: '1 vald tjänst',
      car: 'Bil',
      services: 'Tjänster',
      sum: 'Summa',
      notes: 'Att tänka på',
      medianNote: 'Priserna är medianpriser och kan variera mellan verkstäder.',
      open: 'Visa summering',
      close: 'Stäng summering',
      empty: 'Inga tjänster valda ännu',
    },
  },
} satisfies Record<Extract<Language, 'sv'>, BookingTexts>;
