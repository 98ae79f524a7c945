import type { Language } from '#client/contracts/site-profile.ts';
import type { CheckedServiceRequestField } from './service-request-rules.ts';

/**
 * The Norwegian service request's texts (booking spec 2.3, 3.3, 8.2; issue 21): Norwegian only, as
 * the form is; the spec's texts verbatim (its spelling 'prøv igen' kept), the labels and field
 * messages ours. The service types' labels are their names (lead-rules.ts), as the partner gets them.
 */
export interface ServiceRequestTexts {
  success: string;
  successDetail: string;
  error: string;
  /** The block's heading when the author sets none. */
  heading: string;
  vehicle: string;
  car: string;
  motorcycle: string;
  dealer: string;
  chooseDealer: string;
  /** The dealer and service groups shown side by side before the script runs. */
  carGroup: string;
  motorcycleGroup: string;
  services: string;
  regno: string;
  milage: string;
  date: string;
  description: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  gdpr: string;
  newsletter: string;
  send: string;
  sending: string;
  honeypot: string;
  /** Under a field that breaks its rule. */
  problems: Record<CheckedServiceRequestField, string>;
}

export const serviceRequestTexts = {
  nb: {
    success: 'Takk for din henvendelse!',
    successDetail: 'Vi tar kontakt med deg for å bekrefte din booking.',
    error: 'Noe gikk galt, vennligst prøv igen senere.',
    heading: 'Send forespørsel om service',
    vehicle: 'Gjelder det bil eller motorsykkel?',
    car: 'Bil',
    motorcycle: 'Motorsykkel',
    dealer: 'Nærmeste forhandler',
    chooseDealer: 'Velg forhandler',
    carGroup: 'For bil',
    motorcycleGroup: 'For motorsykkel',
    services: 'Hva ønsker du hjelp med?',
    regno: 'Registreringsnummer',
    milage: 'Kilometerstand',
    date: 'Ønsket dato',
    description: 'Beskrivelse',
    customerName: 'Navn',
    customerPhone: 'Telefon',
    customerEmail: 'E-post',
    gdpr: 'Jeg samtykker i at opplysningene mine brukes til å behandle henvendelsen.',
    newsletter: 'Jeg vil gjerne motta nyhetsbrev på e-post.',
    send: 'Send forespørsel',
    sending: 'Sender …',
    honeypot: 'La dette feltet stå tomt',
    problems: {
      site_id: 'Velg nærmeste forhandler.',
      regno: 'Skriv inn registreringsnummeret.',
      milage: 'Kilometerstanden må være et helt tall fra 0.',
      date: 'Velg en dato fra og med i dag.',
      customerName: 'Skriv inn navnet ditt.',
      customerPhone: 'Skriv inn et telefonnummer med 6 til 20 sifre, gjerne med + foran.',
      customerEmail: 'Skriv inn en gyldig e-postadresse.',
      gdpr: 'Du må samtykke for at vi kan behandle henvendelsen.',
    },
  },
} satisfies Record<Extract<Language, 'nb'>, ServiceRequestTexts>;
