import { z } from 'zod';
import {
  departmentIdSchema,
  isoDateSchema,
  latitudeSchema,
  longitudeSchema,
  plateSchema,
  serviceCodeListSchema,
} from '#client/contracts/mechmate.ts';

// The workshop booking partner (Mechmate, booking spec 7.1) as the worker proxies it. What the
// browser sends and the partner answers is the browser's contract (client/contracts/mechmate.ts);
// here are the proxy's own inputs (path and query parameters, the Idempotency-Key) and the
// partner's paths, which are spec 7.1's without `/api`.

/** The largest booking body taken: a customer, a short message and up to 50 services. */
export const bookingBodyLimit = 4096;

/** `{registrationNumber}` of the car, services, add-ons and time-slot paths. */
export const plateParamsSchema = z.object({ registrationNumber: plateSchema });

/** `?lat&lng` of the services and add-ons: the chosen place. */
export const placeQuerySchema = z.strictObject({ lat: latitudeSchema, lng: longitudeSchema });

/** A brand as the authorised-workshop path names it: letters, digits and dashes for spaces. */
export const brandParamsSchema = z.object({
  brand: z
    .string()
    .regex(
      /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u,
      'a brand is letters and digits, dashes for spaces',
    )
    .max(40),
});

/** `{date at 00:00:00}` of the time-slot path: a calendar date at midnight, local time. */
const midnightSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/, 'a date at midnight, YYYY-MM-DDT00:00:00')
  .refine((value) => isoDateSchema.safeParse(value.slice(0, 10)).success, 'not a calendar date');

export const timeSlotParamsSchema = z.object({
  registrationNumber: plateSchema,
  departmentId: departmentIdSchema,
  date: midnightSchema,
});

export const timeSlotQuerySchema = z.strictObject({ serviceOfferings: serviceCodeListSchema });

/** The header a booking carries: a UUID the browser makes once per contact form. */
export const idempotencyHeader = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .uuid('the Idempotency-Key header must be a UUID')
  // One key whichever case the client writes its hex digits in.
  .transform((key) => key.toLowerCase());

// --- The partner's paths ----------------------------------------------------------------------

const base = '/mechmate';
const segment = encodeURIComponent;
const codes = (list: readonly string[]) => list.map(segment).join(',');

export const mechmatePaths = {
  car: (plate: string) => `${base}/car/${segment(plate)}`,
  services: (plate: string, lat: number, lng: number) =>
    `${base}/services/${segment(plate)}?lat=${lat}&lng=${lng}`,
  addons: (plate: string, lat: number, lng: number) =>
    `${base}/addons/${segment(plate)}?lat=${lat}&lng=${lng}`,
  authorized: (brand: string) => `${base}/authorized-workshop/${segment(brand)}`,
  timeSlots: (plate: string, departmentId: string, date: string, serviceCodes: readonly string[]) =>
    `${base}/timeslots/from/${segment(plate)}/${segment(departmentId)}/${date}/?serviceOfferings=${codes(serviceCodes)}`,
  workshopStream: (query: URLSearchParams) => `${base}/departments/closestAvailable?${query}`,
  book: `${base}/book`,
};
