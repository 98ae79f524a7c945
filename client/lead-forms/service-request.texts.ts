import type { Language } from '#client/contracts/site-profile.ts';

/**
 * The Norwegian service request's texts (booking spec 2.3, 3.3, 8.2; issue 21): Norwegian only, as
 * the form is; the spec's texts verbatim (its spelling 'prøv igen' kept).
 */
export interface ServiceRequestTexts {
  success: string;
  successDetail: string;
  error: string;
}

export const serviceRequestTexts = {
  nb: {
    success: 'Takk for din henvendelse!',
    successDetail: 'Vi tar kontakt med deg for å bekrefte din booking.',
    error: 'Noe gikk galt, vennligst prøv igen senere.',
  },
} satisfies Record<Extract<Language, 'nb'>, ServiceRequestTexts>;
