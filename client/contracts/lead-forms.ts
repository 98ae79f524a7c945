import { z } from 'zod';
import {
  leadEmailPattern,
  leadLimits,
  leadPhonePattern,
  sellOptions,
  serviceTypesFor,
  vehicleTypes,
  withoutControlCharacters,
} from './lead-rules.ts';

// What the lead forms send the worker (booking spec 3.2, 3.3, 5.2, 5.3; issue 21), as the worker
// checks it before anything reaches the forms partner: control characters stripped, lengths
// bounded, the spec's required fields and patterns. Recipients are never among the values: a
// field the schema does not name (a `siteEmail` a client posts) is dropped, and the worker sets
// the recipients from the site's settings and the site index. The browser imports the types only.

const line = (max: number) =>
  z
    .string()
    .transform((text) => withoutControlCharacters(text).trim())
    .pipe(z.string().max(max));
const required = (max: number, message: string) => line(max).pipe(z.string().min(1, message));
const freeText = z
  .string()
  .transform((text) => withoutControlCharacters(text, true).trim())
  .pipe(z.string().max(leadLimits.text))
  .default('');

const phone = line(30).pipe(
  z.string().regex(leadPhonePattern, 'an optional + then 6 to 20 digits'),
);
const email = line(leadLimits.email).pipe(z.string().regex(leadEmailPattern, 'an email address'));
/** Mileage as typed or sent: a whole number from 0. */
const mileage = z.coerce
  .number()
  .int('a whole number')
  .min(0, 'at least 0')
  .max(leadLimits.mileageMax);

/** Spec 3.2: the sell-car form's values (names as the partner receives them). */
export const sellCarValuesSchema = z.object({
  regno: required(leadLimits.regno, 'a registration number is required'),
  milage: mileage,
  customerName: required(leadLimits.name, 'a name is required'),
  customerPhone: phone,
  customerEmail: email,
  option: z.enum(sellOptions),
  other: freeText,
});
export type SellCarValues = z.input<typeof sellCarValuesSchema>;

/**
 * Spec 3.3: the Norwegian service request as the browser sends it: the chosen dealer's `site_id`
 * (the worker fills `siteEmail` and `siteName` from the site index), the service types by name for
 * the vehicle type, a desired date not before `today` (YYYY-MM-DD in Oslo, given by the caller).
 */
export function serviceRequestValuesSchema(today: string) {
  return z
    .object({
      site_id: required(40, 'choose the nearest dealer'),
      typeCar: z.enum(vehicleTypes),
      services: z.array(z.string()).max(11).default([]),
      regno: required(leadLimits.regno, 'a registration number is required'),
      milage: mileage.optional(),
      date: z.iso.date().refine((date) => date >= today, { message: 'the date is today or later' }),
      description: freeText,
      other: freeText,
      customerName: required(leadLimits.name, 'a name is required'),
      customerPhone: phone,
      customerEmail: email,
      gdpr: z.literal(true, 'the consent is required'),
      // Marked required in the form as the spec says, but a newsletter opt-in is freely given:
      // never a reason to refuse the request.
      newsletter: z.boolean().default(false),
    })
    .superRefine((values, context) => {
      const names = new Set(serviceTypesFor(values.typeCar).map((type) => type.name));
      values.services.forEach((service, index) => {
        if (!names.has(service))
          context.addIssue({
            code: 'custom',
            path: ['services', index],
            message: `not a ${values.typeCar} service type`,
          });
      });
    });
}
export type ServiceRequestValues = z.input<ReturnType<typeof serviceRequestValuesSchema>>;

/** The spam guard a lead form's post carries (lead-forms.route.ts `LeadGuard`), bounded. */
export const leadGuardSchema = z.object({
  formToken: z.string().min(1, 'the form token is missing').max(300),
  honeypot: z.string().max(500).default(''),
  turnstile: z.string().max(4096).optional(),
});
