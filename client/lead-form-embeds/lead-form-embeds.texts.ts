import type { Language } from '../contracts/site-profile.ts';

/** The words of the marketing and form-builder embeds around the providers' own forms. */
export interface LeadFormEmbedTexts {
  /** A block placed without a form id (car-stock spec 2, verbatim in every language). */
  missingFormId: string;
  /** The plain link to the provider's hosted form, shown when its script cannot draw the form. */
  openForm: string;
  /** The link under the form builder's frame, for a visitor whose browser does not show it. */
  openFormInNewTab: string;
  /** The frame's name when the author gave the block no title. */
  formFrameTitle: string;
  /** Neither the script nor a hosted page is configured (production before the provider is set up). */
  formUnavailable: string;
  /** After the form builder reported the visitor's submission. */
  thanks: string;
  /** Heading of the answers the visitor sent. */
  yourAnswers: string;
}

export const leadFormEmbedTexts = {
  sv: {
    missingFormId: 'Missing FormId',
    openForm: 'Öppna formuläret',
    openFormInNewTab: 'Öppna formuläret i en ny flik',
    formFrameTitle: 'Formulär',
    formUnavailable: 'Formuläret kan inte visas just nu.',
    thanks: 'Tack! Vi har tagit emot dina svar.',
    yourAnswers: 'Det här skickade du',
  },
  en: {
    missingFormId: 'Missing FormId',
    openForm: 'Open the form',
    openFormInNewTab: 'Open the form in a new tab',
    formFrameTitle: 'Form',
    formUnavailable: 'The form cannot be shown right now.',
    thanks: 'Thank you! We have received your answers.',
    yourAnswers: 'What you sent',
  },
  nb: {
    missingFormId: 'Missing FormId',
    openForm: 'Åpne skjemaet',
    openFormInNewTab: 'Åpne skjemaet i en ny fane',
    formFrameTitle: 'Skjema',
    formUnavailable: 'Skjemaet kan ikke vises akkurat nå.',
    thanks: 'Takk! Vi har mottatt svarene dine.',
    yourAnswers: 'Dette sendte du',
  },
  fi: {
    missingFormId: 'Missing FormId',
    openForm: 'Avaa lomake',
    openFormInNewTab: 'Avaa lomake uudessa välilehdessä',
    formFrameTitle: 'Lomake',
    formUnavailable: 'Lomaketta ei voi näyttää juuri nyt.',
    thanks: 'Kiitos! Olemme vastaanottaneet vastauksesi.',
    yourAnswers: 'Lähettämäsi tiedot',
  },
  sk: {
    missingFormId: 'Missing FormId',
    openForm: 'Otvoriť formulár',
    openFormInNewTab: 'Otvoriť formulár na novej karte',
    formFrameTitle: 'Formulár',
    formUnavailable: 'Formulár momentálne nie je možné zobraziť.',
    thanks: 'Ďakujeme! Vaše odpovede sme prijali.',
    yourAnswers: 'Čo ste odoslali',
  },
} satisfies Record<Language, LeadFormEmbedTexts>;
