import { carContactFormName } from '#client/contact/contact-rules.ts';
import { contactTexts } from '#client/contact/contact.texts.ts';
import type { Dictionary } from '#client/contracts/dictionary.ts';
import { sellCarFormName, serviceRequestFormName } from '#client/contracts/lead-rules.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import { leadOutcomeTexts } from '#client/lead-forms/lead-outcome.texts.ts';
import { serviceRequestTexts } from '#client/lead-forms/service-request.texts.ts';

// What the page a no-script post ends on says, per form (outcome-page.tsx renders it): the form's
// own success and error texts (the dictionary's where they are content, the spec's verbatim for
// the Norwegian request), the shared lead outcome texts, and each form's field labels, so a 400
// names the fields to look at again as the visitor saw them.

/** One form's outcome page texts in one language. */
export interface FormOutcomeTexts {
  sent: string;
  /** A second line under the success text. */
  sentDetail?: string;
  failed: string;
  invalid: string;
  checkFields: string;
  alreadyReceived: string;
  refused: string;
  back: string;
  /** The form's anchor on its page, for the way back. */
  anchor: string;
  /** Labels by issue path (`values.<field>`). */
  labels: Record<string, string>;
}

type Labels = Record<string, string>;

/** The sell-car form's fields by their labels (booking spec 2.2, 3.2). */
const sellCarLabels = {
  sv: {
    regno: 'Registreringsnummer',
    milage: 'Miltal',
    customerName: 'Namn',
    customerPhone: 'Telefon',
    customerEmail: 'E-post',
    option: 'Sälja eller byta in',
    other: 'Övrigt',
  },
  en: {
    regno: 'Registration number',
    milage: 'Mileage',
    customerName: 'Name',
    customerPhone: 'Phone',
    customerEmail: 'Email',
    option: 'Sell or trade in',
    other: 'Other information',
  },
  nb: {
    regno: 'Registreringsnummer',
    milage: 'Kilometerstand',
    customerName: 'Navn',
    customerPhone: 'Telefon',
    customerEmail: 'E-post',
    option: 'Selge eller bytte inn',
    other: 'Annet',
  },
  fi: {
    regno: 'Rekisterinumero',
    milage: 'Mittarilukema',
    customerName: 'Nimi',
    customerPhone: 'Puhelin',
    customerEmail: 'Sähköposti',
    option: 'Myynti tai vaihto',
    other: 'Muuta',
  },
  sk: {
    regno: 'Evidenčné číslo',
    milage: 'Počet najazdených kilometrov',
    customerName: 'Meno',
    customerPhone: 'Telefón',
    customerEmail: 'E-mail',
    option: 'Predaj alebo protiúčet',
    other: 'Ďalšie informácie',
  },
} satisfies Record<Language, Labels>;

/** The Norwegian service request's fields by their labels (booking spec 2.3, 3.3): Norwegian only. */
const serviceRequestLabels: Labels = {
  site_id: 'Nærmeste forhandler',
  typeCar: 'Bil eller motorsykkel',
  services: 'Tjenester',
  regno: 'Registreringsnummer',
  milage: 'Kilometerstand',
  date: 'Ønsket dato',
  description: 'Beskrivelse',
  other: 'Annet',
  customerName: 'Navn',
  customerPhone: 'Telefon',
  customerEmail: 'E-post',
  gdpr: 'Samtykke',
  newsletter: 'Nyhetsbrev',
};

const asIssuePaths = (labels: Labels): Labels =>
  Object.fromEntries(Object.entries(labels).map(([field, label]) => [`values.${field}`, label]));

/** The texts of a form's outcome page; an unknown form's (a forged name) are the contact form's. */
export function outcomeTextsOf(
  formName: string,
  dictionary: Dictionary,
  language: Language,
): FormOutcomeTexts {
  const shared = { ...leadOutcomeTexts[language], invalid: dictionary.invalidInput };
  if (formName === sellCarFormName)
    return {
      ...shared,
      sent: dictionary.sellCarFormSuccess,
      failed: dictionary.sellCarFormError,
      back: shared.backToForm,
      anchor: '',
      labels: asIssuePaths(sellCarLabels[language]),
    };
  if (formName === serviceRequestFormName) {
    const t = serviceRequestTexts.nb;
    return {
      ...shared,
      ...leadOutcomeTexts.nb,
      sent: t.success,
      sentDetail: t.successDetail,
      failed: t.error,
      back: leadOutcomeTexts.nb.backToForm,
      anchor: '',
      labels: asIssuePaths(serviceRequestLabels),
    };
  }
  const t = contactTexts[language];
  return {
    ...shared,
    sent: dictionary.carDetailFormSuccess,
    failed: dictionary.carDetailFormError,
    checkFields: t.checkFields,
    back: t.backToCar,
    anchor: '#contact-form',
    labels: {
      'values.name': t.name,
      'values.phone': t.phone,
      'values.email': t.email,
      'values.message': t.message,
      'values.seller': t.seller,
    },
  };
}

/** The forms an outcome page can speak for (the `form` of GET /api/forms/comhub?sent=1). */
export const outcomeFormNames = [
  carContactFormName,
  sellCarFormName,
  serviceRequestFormName,
] as const;
