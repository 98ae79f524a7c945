import type { Language } from '#client/contracts/site-profile.ts';

/**
 * What a lead form says beyond its own success and error texts (issue 21): a repeat of a request
 * already received with other values (409), a post the spam guard refused (an expired form, a
 * failed challenge), the fields to look at again, and the way back to the form. The no-script
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
    refused:
      'Formuläret kunde inte skickas eftersom sidan har varit öppen för länge. Ladda om sidan och försök igen.',
    checkFields: 'Kontrollera de här fälten',
    backToForm: 'Tillbaka till formuläret',
  },
  en: {
    alreadyReceived: 'We have already received your request.',
    refused:
      'The form could not be sent because the page has been open too long. Please reload the page and try again.',
    checkFields: 'Please check these fields',
    backToForm: 'Back to the form',
  },
  nb: {
    alreadyReceived: 'Vi har allerede mottatt henvendelsen din.',
    refused:
      'Skjemaet kunne ikke sendes fordi siden har vært åpen for lenge. Last inn siden på nytt og prøv igjen.',
    checkFields: 'Kontroller disse feltene',
    backToForm: 'Tilbake til skjemaet',
  },
  fi: {
    alreadyReceived: 'Olemme jo vastaanottaneet pyyntösi.',
    refused:
      'Lomaketta ei voitu lähettää, koska sivu on ollut auki liian kauan. Lataa sivu uudelleen ja yritä uudestaan.',
    checkFields: 'Tarkista nämä kentät',
    backToForm: 'Takaisin lomakkeeseen',
  },
  sk: {
    alreadyReceived: 'Vašu požiadavku sme už prijali.',
    refused:
      'Formulár sa nepodarilo odoslať, pretože stránka bola otvorená príliš dlho. Obnovte stránku a skúste to znova.',
    checkFields: 'Skontrolujte tieto polia',
    backToForm: 'Späť na formulár',
  },
} satisfies Record<Language, LeadOutcomeTexts>;
