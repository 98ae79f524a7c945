import type { Language } from '#client/contracts/site-profile.ts';

/**
 * What a lead form says beyond its own success and error texts (issue 21): a repeat of a request
 * already received with other values (409), a post the spam guard refused (a form too old or sent too
 * quickly, a failed challenge), the fields to look at again, and the way back to the form. The no-script
 * result page and the islands share them.
 */
export interface LeadOutcomeTexts {
  alreadyReceived: string;
  refused: string;
  checkFields: string;
  backToForm: string;
}

export const leadOutcomeTexts = {
  sv: {
    alreadyReceived: 'Vi har redan tagit emot din förfrågan.',
    refused: 'Formuläret kunde inte skickas. Ladda om sidan, fyll i formuläret och försök igen.',
    checkFields: 'Kontrollera de här fälten',
    backToForm: 'Tillbaka till formuläret',
  },
  en: {
    alreadyReceived: 'We have already received your request.',
    refused: 'The form could not be sent. Please reload the page, fill in the form and try again.',
    checkFields: 'Please check these fields',
    backToForm: 'Back to the form',
  },
  nb: {
    alreadyReceived: 'Vi har allerede mottatt henvendelsen din.',
    refused: 'Skjemaet kunne ikke sendes. Last inn siden på nytt, fyll ut skjemaet og prøv igjen.',
    checkFields: 'Kontroller disse feltene',
    backToForm: 'Tilbake til skjemaet',
  },
  fi: {
    alreadyReceived: 'Olemme jo vastaanottaneet pyyntösi.',
    refused: 'Lomaketta ei voitu lähettää. Lataa sivu uudelleen, täytä lomake ja yritä uudestaan.',
    checkFields: 'Tarkista nämä kentät',
    backToForm: 'Takaisin lomakkeeseen',
  },
  sk: {
    alreadyReceived: 'Vašu požiadavku sme už prijali.',
    refused: 'Formulár sa nepodarilo odoslať. Obnovte stránku, vyplňte formulár a skúste to znova.',
    checkFields: 'Skontrolujte tieto polia',
    backToForm: 'Späť na formulár',
  },
} satisfies Record<Language, LeadOutcomeTexts>;
