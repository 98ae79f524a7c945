import { z } from 'zod';
import { bookingEmailPattern, bookingPhonePattern, bookingTextLimit } from './mechmate-rules.ts';

// The workshop booking partner (Mechmate) as the worker proxies it (booking spec 3.1, 7.1): what
// the browser sends, and the fields of the partner's answers the flow reads. The worker parses every
// partner answer with these schemas before it passes one on, and checks every path, query and body
// against them before anything reaches the partner. The browser imports the types only (the routes
// in mechmate.route.ts), so no zod reaches the booking island's chunk from here.

const text = z.string().min(1);

/** A Swedish registration number as typed: spaces removed, upper-cased, letters and digits, 1 to 7. */
export const plateSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{1,7}$/, 'a registration number is 1 to 7 letters and digits'));

export const latitudeSchema = z.coerce.number().min(-90).max(90);
export const longitudeSchema = z.coerce.number().min(-180).max(180);

/** A partner department (a workshop); the stream's cursor is the last one sent. */
export const departmentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a department id is 1 to 40 letters, digits, - or _');

/** A service offering's code (its kobraId in a booking). */
export const serviceCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'a service code is 1 to 40 letters, digits, ., - or _');

/** `serviceOfferings=a,b,c`: one to 50 codes, comma separated. */
export const serviceCodeListSchema = z
  .string()
  .transform((value) => value.split(',').filter(Boolean))
  .pipe(z.array(serviceCodeSchema).min(1, 'name at least one service').max(50));

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

/** GET car/{registrationNumber}: the car as the partner knows it. */
export const carSchema = z.object({
  registrationNumber: text,
  brand: text,
  model: z.string(),
  buildYear: z.number().int().nullable(),
  hasServiceAgreement: z.boolean(),
  isSupported: z.boolean(),
});
export type MechmateCar = z.infer<typeof carSchema>;

/** A unit-priced offering: price times units, the units chosen from minimum to maximum. */
export const unitPriceSchema = z.object({
  minimum: z.number().int().min(0),
  maximum: z.number().int().min(0),
  unit: z.string(),
  unitAbbreviation: z.string(),
  postfix: z.string(),
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

export const offeringSchema = z.object({
  name: text,
  /** Median price in SEK across workshops; null when priceKnown is false. */
  price: z.number().nullable(),
  description: z.string(),
  code: serviceCodeSchema,
  unitPrice: unitPriceSchema.nullable(),
  isAvailable: z.boolean(),
  priceKnown: z.boolean(),
  notKnownPriceText: z.string().nullable(),
  /** The service agreement's price (shown in red) when the car has one. */
  priceDiscount: z.number().nullable(),
  allowUserInput: z.boolean(),
});
export type Offering = z.infer<typeof offeringSchema>;

export const offeringCategorySchema = z.object({
  name: text,
  icon: z.string(),
  /** Present (any value): a pick-one group, shown as radio buttons. */
  selectionType: z.string().nullable(),
  offerings: z.array(offeringSchema),
});
export type OfferingCategory = z.infer<typeof offeringCategorySchema>;

/** GET services/{plate} and addons/{plate}: the same shape. */
export const offeringsAnswerSchema = z.object({
  serviceOfferingCategories: z.array(offeringCategorySchema),
});
export type OfferingsAnswer = z.infer<typeof offeringsAnswerSchema>;

/** GET authorized-workshop/{brand}. */
export const authorizedAnswerSchema = z.object({ hasBrand: z.boolean() });
export type AuthorizedAnswer = z.infer<typeof authorizedAnswerSchema>;

/** One day of a workshop's calendar: free HH:mm slots, and whether a full-day slot is free. */
export const timeSlotDaySchema = z.object({
  date: isoDateSchema,
  availableSlots: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
  allDaySlotAvailable: z.boolean(),
});
export type TimeSlotDay = z.infer<typeof timeSlotDaySchema>;
export const timeSlotsAnswerSchema = z.array(timeSlotDaySchema);

/** A workshop the stream sends, nearest first (or first free time first). */
export const workshopSiteSchema = z.object({
  departmentId: departmentIdSchema,
  siteId: text,
  siteName: text,
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  brands: z.array(z.string()),
  /** The first free slot, YYYY-MM-DDTHH:mm:ss; null when none is known. */
  firstTimeSlot: z.string().nullable(),
});
export type WorkshopSite = z.infer<typeof workshopSiteSchema>;

/** One `data:` message of the workshop stream: a site, an error, or no sites at all. */
export const workshopStreamMessageSchema = z.union([
  workshopSiteSchema,
  z.object({ error: z.string() }),
  z.object({ nosites: z.literal(true) }),
]);
export type WorkshopStreamMessage = z.infer<typeof workshopStreamMessageSchema>;

/** The stream's sort orders: 'Närmast mig' and 'Första lediga tid'. */
export const workshopSortSchema = z.enum(['nearest', 'firstAvailable']);
export type WorkshopSort = z.infer<typeof workshopSortSchema>;

/** The query of the workshop stream (spec 7.1; sort is ours, default nearest). */
export const workshopStreamQuerySchema = z.strictObject({
  regNo: plateSchema,
  serviceOfferings: serviceCodeListSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  cursor: departmentIdSchema.optional(),
  sort: workshopSortSchema.default('nearest'),
});

// The form's rules live apart from zod, so the booking island can check its form with them.
export { bookingEmailPattern, bookingPhonePattern, bookingTextLimit } from './mechmate-rules.ts';

/** POST book: the booking request (spec 3.1). */
export const bookingRequestSchema = z.strictObject({
  customer: z.strictObject({
    firstName: z.string().trim().min(1, 'a first name is required').max(100),
    lastName: z.string().trim().min(1, 'a last name is required').max(100),
    phone: z.string().trim().regex(bookingPhonePattern, 'an optional + then 6 to 20 digits'),
    email: z.string().trim().max(254).regex(bookingEmailPattern, 'an email address'),
  }),
  freeText: z.string().trim().max(bookingTextLimit).default(''),
  departmentId: departmentIdSchema,
  timeSlot: z.iso.datetime({ local: true, precision: 0 }),
  isFullDay: z.boolean(),
  registrationNumber: plateSchema,
  /** In mil (10 km); 1 when no mileage service was chosen. */
  mileage: z.number().int().min(1).max(1_000_000).default(1),
  serviceOfferingRequests: z
    .array(
      z.strictObject({
        kobraId: serviceCodeSchema,
        unitsSelected: z.number().int().min(1).max(1000),
        userInput: z.string().trim().max(bookingTextLimit).nullable(),
      }),
    )
    .min(1, 'book at least one service')
    .max(50),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** The partner's answer to a booking (registrationNumber and kobraProductIds are logged only). */
export const bookingAnswerSchema = z.object({
  id: text,
  registrationNumber: z.string().optional(),
  kobraProductIds: z.array(z.string()).optional(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;

/** The partner's refusal body (a lookup or booking it explains): the message is shown. */
export const mechmateRefusalSchema = z.object({ message: text });
