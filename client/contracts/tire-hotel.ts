import { z } from 'zod';
import {
  mobilePattern,
  normaliseMobile,
  normalisePlate,
  otpPattern,
  platePattern,
  ratingMax,
  ratingMin,
  tireHotelEmailPattern,
  tireHotelTextLimit,
} from './tire-hotel-rules.ts';

// The tire hotel partner as the worker proxies it (booking spec 3.4, 7.3), and what the worker
// answers the browser. Two differences from the partner's own contract, both for safety (issue 20):
// the partner's authorization token never reaches the browser (the worker keeps it in a sealed
// HttpOnly cookie), so the login answer and the validate query carry no token; and the login names
// the plate too, so the worker can count code requests per plate. The browser imports the types
// only (tire-hotel.route.ts), so no zod reaches the island's chunk from here.

const text = z.string().min(1);

/** A plate as typed: spaces removed, upper-cased, 2 to 7 letters and digits. */
export const tireHotelPlateSchema = z
  .string()
  .transform(normalisePlate)
  .pipe(z.string().regex(platePattern, 'a registration number is 2 to 7 letters and digits'));

/** The four digits typed into the code boxes. */
export const otpSchema = z.string().regex(otpPattern, 'the code is exactly 4 digits');

/** A workshop or department identifier (a location's erpId). */
export const erpIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'an identifier is 1 to 40 letters, digits, - or _');

/** The partner's encrypted phone number: opaque, URL-safe, bounded. */
export const encryptedPhoneSchema = z
  .string()
  .regex(/^[A-Za-z0-9+/=_-]{8,512}$/, 'an encrypted phone number as the search answered it');

export const isoDateSchema = z.iso.date();

// ---- The partner's answers (and what the worker passes on unchanged) ----

/** GET authorization/search: the agreement's customer; 404 means no agreement. */
export const customerSchema = z.object({
  encryptedPhoneNumber: encryptedPhoneSchema,
  /** For display: e.g. '070-***  **12'. */
  obfuscatedPhoneNumber: text,
  regNo: text,
});
export type TireHotelCustomer = z.infer<typeof customerSchema>;

/** POST authorization/login at the partner: the token the worker seals into the cookie. */
export const partnerLoginAnswerSchema = z.object({ authorizationToken: text });

/** What the worker answers the browser's login: a code was sent; no token. */
export const codeSentSchema = z.object({
  codeSent: z.literal(true),
  /** The code's lifetime in seconds, for the Validate page's text. */
  expiresInSeconds: z.number().int().positive(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const locationSchema = z.object({
  erpId: erpIdSchema,
  locationName: text,
  departmentName: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TireHotelLocation = z.infer<typeof locationSchema>;

export const wheelSchema = z.object({
  name: z.string(),
  rimDiameter: z.number(),
  sectionWidth: z.number(),
  aspectRatio: z.number(),
  threadPattern: z.string(),
  /** Tread depth in millimetres. */
  threadDepth: z.number(),
  /** 0 fine; 1 the warning shows; above 0 an icon shows (spec 9.2). */
  threadStatusId: z.number().int().min(0),
  threadStatusMessage: z.string(),
});

export const tireSchema = z.object({
  /** Where the wheel sits: e.g. 'VF' (left front), 'HF', 'VB', 'HB'. */
  equipmentPosition: z.string(),
  wheel: wheelSchema,
});
export type StoredTire = z.infer<typeof tireSchema>;

export const vehicleSchema = z.object({
  regNo: text,
  brandCode: z.string(),
  brand: z.string(),
  model: z.string(),
  name: z.string(),
  productId: z.string(),
  /** The tire package's name, e.g. 'Premium'. */
  packageLevel: z.string(),
  location: locationSchema,
  tires: z.array(tireSchema),
});
export type TireHotelVehicle = z.infer<typeof vehicleSchema>;

/** POST authorization/validate: status 0 means logged in; only the first vehicle is used. */
export const validatedSchema = z.object({
  status: z.number().int(),
  vehicles: z.array(vehicleSchema),
});
export type TireHotelValidated = z.infer<typeof validatedSchema>;

/** POST booking/GetTimeslotDays and GetTimeslots: the body (dates YYYY-MM-DD). */
export const timeslotQuerySchema = z.strictObject({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  regNo: tireHotelPlateSchema,
  /** The vehicle's brand code; the partner picks the brand's calendar by it (spec 7.3). */
  brandCode: z.string().max(20).optional(),
});
export type TimeslotQuery = z.input<typeof timeslotQuerySchema>;

export const timeslotDaysSchema = z.object({
  availableDates: z.array(z.object({ date: isoDateSchema })),
});
export type TimeslotDays = z.infer<typeof timeslotDaysSchema>;

export const timeslotsSchema = z.object({
  availableTimeSlotDates: z.array(
    z.object({
      date: isoDateSchema,
      /** HH:mm, in the workshop's (Stockholm) time. */
      startTime: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
    }),
  ),
});
export type Timeslots = z.infer<typeof timeslotsSchema>;

/** POST booking/create: the booking request (spec 3.4). */
export const tireBookingRequestSchema = z.strictObject({
  bookingDate: isoDateSchema,
  /** HH:mm; null when the day has no time slots. */
  bookingStart: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  regNo: tireHotelPlateSchema,
  freeText: z.string().trim().max(tireHotelTextLimit).default(''),
  customer: z.strictObject({
    firstName: z.string().trim().min(1, 'a first name is required').max(100),
    lastName: z.string().trim().min(1, 'a last name is required').max(100),
    email: z.string().trim().max(254).regex(tireHotelEmailPattern, 'an email address'),
    phoneMobile: z
      .string()
      .transform(normaliseMobile)
      .pipe(z.string().regex(mobilePattern, '8 to 15 digits or +')),
  }),
});
export type TireBookingRequest = z.input<typeof tireBookingRequestSchema>;

export const tireBookingConfirmationSchema = z.object({
  bookingConfirmationId: text,
  services: z.array(z.object({ name: z.string() })),
  /** YYYY-MM-DDTHH:mm:ss, Stockholm time. */
  appointmentTime: z.string(),
  isFullDay: z.boolean(),
  workshop: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
  }),
  freeText: z.string(),
  customerBase: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneMobile: z.string(),
  }),
});
export type TireBookingConfirmation = z.infer<typeof tireBookingConfirmationSchema>;

/** POST review/addReview (the answer is not read). */
export const reviewSchema = z.strictObject({
  rating: z.number().int().min(ratingMin).max(ratingMax),
  comment: z.string().trim().max(tireHotelTextLimit).default(''),
  date: z.iso.datetime(),
});
export type TireHotelReview = z.input<typeof reviewSchema>;

/** The partner's refusal body: its message is shown (spec 8.3). */
export const tireHotelRefusalSchema = z.object({ message: text });
