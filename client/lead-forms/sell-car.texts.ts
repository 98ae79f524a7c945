import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The sell-car form's texts, all content (booking spec 2.2, 3.2, 8.2; issue 21): the site
 * dictionary's keys, with these defaults where the dictionary has none. The spec does not give the
 * wording ("the text of the key is not shown"); these are ours, per language of the catalogue.
 * Each field's message says what the field wants, so one message covers empty and wrong.
 */
export interface SellCarDictionaryTexts {
  /** Shown after the forms partner took the lead (202). */
  sellCarFormSuccess: string;
  /** Shown after any other answer. */
  sellCarFormError: string;
  sellCarRegnoLabel: string;
  sellCarMilageLabel: string;
  sellCarNameLabel: string;
  sellCarPhoneLabel: string;
  sellCarEmailLabel: string;
  /** The legend of the sell / trade-in radios. */
  sellCarOptionLegend: string;
  sellCarOptionSell: string;
  sellCarOptionTradeIn: string;
  sellCarOtherLabel: string;
  /** Above the fields: what the asterisk means. */
  sellCarRequiredNote: string;
  sellCarSend: string;
  sellCarSending: string;
  sellCarRegnoInvalid: string;
  sellCarMilageInvalid: string;
  sellCarNameInvalid: string;
  sellCarPhoneInvalid: string;
  sellCarEmailInvalid: string;
  sellCarOptionInvalid: string;
}

export const sellCarDictionaryDefaults = {
  sv: {
    sellCarFormSuccess: 'Tack! Vi har tagit emot dina uppgifter och hör av oss med ett erbjudande.',
    sellCarFormError: 'Något gick fel och uppgifterna skickades inte. Försök igen om en stund.',
    sellCarRegnoLabel: 'Registreringsnummer',
    sellCarMilageLabel: 'Miltal (mil)',
    sellCarNameLabel: 'Namn',
    sellCarPhoneLabel: 'Telefon',
    sellCarEmailLabel: 'E-post',
    sellCarOptionLegend: 'Vad vill du göra?',
    sellCarOptionSell: 'Sälja bilen',
    sellCarOptionTradeIn: 'Byta in bilen',
    sellCarOtherLabel: 'Övrigt om bilen',
    sellCarRequiredNote: 'Fält markerade med * måste fyllas i.',
    sellCarSend: 'Skicka',
    sellCarSending: 'Skickar…',
    sellCarRegnoInvalid: 'Ange bilens registreringsnummer.',
    sellCarMilageInvalid: 'Ange miltalet som ett heltal, 0 eller mer.',
    sellCarNameInvalid: 'Ange ditt namn.',
    sellCarPhoneInvalid: 'Ange ett telefonnummer med 6 till 20 siffror, gärna med + först.',
    sellCarEmailInvalid: 'Ange en e-postadress, till exempel namn@exempel.se.',
    sellCarOptionInvalid: 'Välj om du vill sälja eller byta in bilen.',
  },
  en: {
    sellCarFormSuccess: 'Thank you! We have your details and will be in touch with an offer.',
    sellCarFormError:
      'Something went wrong and your details were not sent. Please try again shortly.',
    sellCarRegnoLabel: 'Registration number',
    sellCarMilageLabel: 'Mileage',
    sellCarNameLabel: 'Name',
    sellCarPhoneLabel: 'Phone',
    sellCarEmailLabel: 'Email',
    sellCarOptionLegend: 'What would you like to do?',
    sellCarOptionSell: 'Sell my car',
    sellCarOptionTradeIn: 'Part-exchange my car',
    sellCarOtherLabel: 'Anything else about the car',
    sellCarRequiredNote: 'Fields marked * are required.',
    sellCarSend: 'Send',
    sellCarSending: 'Sending…',
    sellCarRegnoInvalid: "Enter the car's registration number.",
    sellCarMilageInvalid: 'Enter the mileage as a whole number, 0 or more.',
    sellCarNameInvalid: 'Enter your name.',
    sellCarPhoneInvalid: 'Enter a phone number of 6 to 20 digits, optionally starting with +.',
    sellCarEmailInvalid: 'Enter an email address, such as name@example.com.',
    sellCarOptionInvalid: 'Choose whether to sell or part-exchange the car.',
  },
  nb: {
    sellCarFormSuccess: 'Takk! Vi har mottatt opplysningene dine og kontakter deg med et tilbud.',
    sellCarFormError: 'Noe gikk galt, og opplysningene ble ikke sendt. Prøv igjen om litt.',
    sellCarRegnoLabel: 'Registreringsnummer',
    sellCarMilageLabel: 'Kilometerstand',
    sellCarNameLabel: 'Navn',
    sellCarPhoneLabel: 'Telefon',
    sellCarEmailLabel: 'E-post',
    sellCarOptionLegend: 'Hva vil du gjøre?',
    sellCarOptionSell: 'Selge bilen',
    sellCarOptionTradeIn: 'Bytte inn bilen',
    sellCarOtherLabel: 'Annet om bilen',
    sellCarRequiredNote: 'Felt merket med * må fylles ut.',
    sellCarSend: 'Send',
    sellCarSending: 'Sender…',
    sellCarRegnoInvalid: 'Skriv inn bilens registreringsnummer.',
    sellCarMilageInvalid: 'Skriv inn kilometerstanden som et heltall, 0 eller mer.',
    sellCarNameInvalid: 'Skriv inn navnet ditt.',
    sellCarPhoneInvalid: 'Skriv inn et telefonnummer med 6 til 20 sifre, gjerne med + først.',
    sellCarEmailInvalid: 'Skriv inn en e-postadresse, for eksempel navn@eksempel.no.',
    sellCarOptionInvalid: 'Velg om du vil selge eller bytte inn bilen.',
  },
  fi: {
    sellCarFormSuccess: 'Kiitos! Saimme tietosi ja otamme yhteyttä tarjouksen kanssa.',
    sellCarFormError: 'Jokin meni vikaan, eikä tietoja lähetetty. Yritä hetken kuluttua uudelleen.',
    sellCarRegnoLabel: 'Rekisterinumero',
    sellCarMilageLabel: 'Mittarilukema (km)',
    sellCarNameLabel: 'Nimi',
    sellCarPhoneLabel: 'Puhelin',
    sellCarEmailLabel: 'Sähköposti',
    sellCarOptionLegend: 'Mitä haluat tehdä?',
    sellCarOptionSell: 'Myydä auton',
    sellCarOptionTradeIn: 'Vaihtaa auton',
    sellCarOtherLabel: 'Muuta tietoa autosta',
    sellCarRequiredNote: 'Tähdellä * merkityt kentät ovat pakollisia.',
    sellCarSend: 'Lähetä',
    sellCarSending: 'Lähetetään…',
    sellCarRegnoInvalid: 'Anna auton rekisterinumero.',
    sellCarMilageInvalid: 'Anna mittarilukema kokonaislukuna, 0 tai enemmän.',
    sellCarNameInvalid: 'Anna nimesi.',
    sellCarPhoneInvalid: 'Anna puhelinnumero, jossa on 6–20 numeroa, halutessasi + alussa.',
    sellCarEmailInvalid: 'Anna sähköpostiosoite, esimerkiksi nimi@esimerkki.fi.',
    sellCarOptionInvalid: 'Valitse, haluatko myydä vai vaihtaa auton.',
  },
  sk: {
    sellCarFormSuccess: 'Ďakujeme! Vaše údaje sme prijali a ozveme sa s ponukou.',
    sellCarFormError: 'Niečo sa pokazilo a údaje sa neodoslali. Skúste to o chvíľu znova.',
    sellCarRegnoLabel: 'Evidenčné číslo',
    sellCarMilageLabel: 'Počet najazdených km',
    sellCarNameLabel: 'Meno',
    sellCarPhoneLabel: 'Telefón',
    sellCarEmailLabel: 'E-mail',
    sellCarOptionLegend: 'Čo chcete urobiť?',
    sellCarOptionSell: 'Predať auto',
    sellCarOptionTradeIn: 'Dať auto na protiúčet',
    sellCarOtherLabel: 'Ďalšie informácie o aute',
    sellCarRequiredNote: 'Polia označené * sú povinné.',
    sellCarSend: 'Odoslať',
    sellCarSending: 'Odosiela sa…',
    sellCarRegnoInvalid: 'Zadajte evidenčné číslo auta.',
    sellCarMilageInvalid: 'Zadajte počet kilometrov ako celé číslo, 0 alebo viac.',
    sellCarNameInvalid: 'Zadajte svoje meno.',
    sellCarPhoneInvalid: 'Zadajte telefónne číslo so 6 až 20 číslicami, prípadne s + na začiatku.',
    sellCarEmailInvalid: 'Zadajte e-mailovú adresu, napríklad meno@priklad.sk.',
    sellCarOptionInvalid: 'Vyberte, či chcete auto predať alebo dať na protiúčet.',
  },
} satisfies Record<Language, SellCarDictionaryTexts>;
