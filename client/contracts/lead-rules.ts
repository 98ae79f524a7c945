// The lead forms' rules (booking spec 3.2, 3.3, 5.2, 5.3, 9.1; issue 21) without zod: the sell-car
// form and the Norwegian service request check their fields with them in the browser, and the
// contract (lead-forms.ts) builds the worker's schemas on them. Phone and email follow the booking
// flow's patterns, as spec 5.2 and 5.3 say ("same pattern as above").

export { bookingEmailPattern as leadEmailPattern } from './mechmate-rules.ts';
export { bookingPhonePattern as leadPhonePattern } from './mechmate-rules.ts';

/** The forms' names towards the forms partner (`formName` of POST /api/forms/comhub). */
export const sellCarFormName = 'sell-car';
export const serviceRequestFormName = 'service-request-no';

/** Spec 3.2: sell the car, or trade it in. */
export const sellOptions = ['sell', 'trade-in'] as const;
export type SellOption = (typeof sellOptions)[number];

/** Spec 3.3 `typeCar`. */
export const vehicleTypes = ['car', 'motorcycle'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export interface ServiceType {
  id: number;
  /** The name the partner receives in `services`, verbatim from spec 3.3. */
  name: string;
}

/** Spec 3.3: the car service types, ids 1 to 11. */
export const carServiceTypes: readonly ServiceType[] = [
  { id: 1, name: 'Service' },
  { id: 2, name: 'Vinterklar-bil' },
  { id: 3, name: 'EU-kontroll' },
  { id: 4, name: 'Hjulskift' },
  { id: 5, name: 'Service eldre biler (5+)' },
  { id: 6, name: 'Reparasjon' },
  { id: 7, name: 'Lakk / karosseri' },
  { id: 8, name: 'Steinsprut / Ruteskift' },
  { id: 9, name: 'Aircondition service' },
  { id: 10, name: 'Bilskade' },
  { id: 11, name: 'Annet' },
];

/** Spec 3.3: the motorcycle service types, ids 0 to 2 (the spec's spelling kept). */
export const motorcycleServiceTypes: readonly ServiceType[] = [
  { id: 0, name: 'Bestille service' },
  { id: 1, name: 'Bestile deler' },
  { id: 2, name: 'Annet vennligst beskriv' },
];

export function serviceTypesFor(type: VehicleType): readonly ServiceType[] {
  return type === 'car' ? carServiceTypes : motorcycleServiceTypes;
}

/** Bounds of the free-text and short fields: a lead is a few lines, never a document. */
export const leadLimits = {
  regno: 10,
  name: 100,
  email: 254,
  text: 2000,
  /** Mileage in km (or mil on the Swedish form): at least 0 (spec 5.2, 5.3), below a million. */
  mileageMax: 9_999_999,
} as const;

// Control characters: every one on a single line; all but tab, line feed and carriage return in
// a multi-line text.
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const singleLineControls = /[\u0000-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex -- the control characters are what is removed
const multiLineControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The text with control characters removed (a lead ends in a dealer's mailbox; a stray escape or
 * NUL must not). Multi-line fields keep their line breaks and tabs; in single-line ones every
 * control character becomes a space.
 */
export function withoutControlCharacters(text: string, multiLine = false): string {
  return multiLine ? text.replace(multiLineControls, '') : text.replace(singleLineControls, ' ');
}

/**
 * Spec 2.3, 9.1: the motorcycle dealer list is one fixed site, group-no's motorcycle dealer of the
 * seeded stock (kv-seed/stock/dealer-sites.ts; README "Seeded dealers").
 */
export const motorcycleDealerSiteId = '2004';
