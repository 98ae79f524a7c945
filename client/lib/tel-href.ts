// Apart from format.ts so that an island dialling a number (the dealer list) gets it without the
// number formats.

/** A link that dials a phone number as it is written: tel: keeps the digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
