import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The sell-car form's texts that are content (booking spec 2.2, 3.2, 8.2; issue 21): the site
 * dictionary's keys, with these defaults where the dictionary has none. The spec does not give the
 * wording ("the text of the key is not shown"); these are ours, per language of the catalogue.
 */
export interface SellCarDictionaryTexts {
  /** Shown after the forms partner took the lead (202). */
  sellCarFormSuccess: string;
  /** Shown after any other answer. */
  sellCarFormError: string;
}

export const sellCarDictionaryDefaults = {
  sv: {
    sellCarFormSuccess: 'Tack! Vi har tagit emot dina uppgifter och hör av oss med ett erbjudande.',
    sellCarFormError: 'Något gick fel och uppgifterna skickades inte. Försök igen om en stund.',
  },
  en: {
    sellCarFormSuccess: 'Thank you! We have your details and will be in touch with an offer.',
    sellCarFormError:
      'Something went wrong and your details were not sent. Please try again shortly.',
  },
  nb: {
    sellCarFormSuccess: 'Takk! Vi har mottatt opplysningene dine og kontakter deg med et tilbud.',
    sellCarFormError: 'Noe gikk galt, og opplysningene ble ikke sendt. Prøv igjen om litt.',
  },
  fi: {
    sellCarFormSuccess: 'Kiitos! Saimme tietosi ja otamme yhteyttä tarjouksen kanssa.',
    sellCarFormError: 'Jokin meni vikaan, eikä tietoja lähetetty. Yritä hetken kuluttua uudelleen.',
  },
  sk: {
    sellCarFormSuccess: 'Ďakujeme! Vaše údaje sme prijali a ozveme sa s ponukou.',
    sellCarFormError: 'Niečo sa pokazilo a údaje sa neodoslali. Skúste to o chvíľu znova.',
  },
} satisfies Record<Language, SellCarDictionaryTexts>;
