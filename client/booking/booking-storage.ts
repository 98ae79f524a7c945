// The booking's one session-storage entry (booking spec 3.1 "Booking session store", 9.1 "The
// store persists in session storage"). zod/mini, not zod: this module rides in the booking
// island's chunk, and full zod would more than double it. The schema is built on first use, so
// the island pays for it only when it reads.
import * as z from 'zod/mini';
import type { BookingState } from './booking-state.ts';

/** The one entry the flow keeps, for the tab's session. */
export const bookingStorageKey = 'workshop-booking';
/**
 * Raised whenever BookingState changes shape: an entry an older page wrote starts a fresh booking
 * instead of being read as something it is not.
 */
export const bookingStorageVersion = 1;

const createStoredBookingSchema = () => {
  const text = z.string();
  const nullableNumber = z.nullable(z.number());
  const step = z.literal([0, 1, 2, 3, 4, 5]);
  const car = z.object({
    registrationNumber: text,
    brand: text,
    model: text,
    buildYear: z.nullable(z.number()),
    hasServiceAgreement: z.boolean(),
    isSupported: z.boolean(),
  });
  const place = z.object({
    name: text,
    latitude: z.number(),
    longitude: z.number(),
    region: text,
    placeId: z.optional(text),
  });
  const service = z.object({
    name: text,
    price: nullableNumber,
    priceKnown: z.boolean(),
    priceDiscount: nullableNumber,
    category: text,
    unit: z.number(),
    type: z.enum(['service', 'addon']),
    userInput: z.nullable(text),
    unitAbbreviation: z.nullable(text),
  });
  const site = z.object({
    departmentId: text,
    siteId: text,
    siteName: text,
    address: text,
    latitude: z.number(),
    longitude: z.number(),
    brands: z.array(text),
    firstTimeSlot: z.nullable(text),
  });
  const state = z.object({
    bookingState: step,
    displayState: step,
    maxBookingState: z.number(),
    plate: text,
    car: z.nullable(car),
    location: z.nullable(place),
    lat: nullableNumber,
    lng: nullableNumber,
    region: text,
    milage: nullableNumber,
    services: z.record(text, service),
    bookingInfo: z.object({
      addons: z.nullable(z.boolean()),
      slot: z.nullable(z.object({ site, timeSlot: text, isFullDay: z.boolean() })),
    }),
    bookingId: z.nullable(text),
  });
  return z.object({ version: z.literal(bookingStorageVersion), state });
};

let storedBookingSchema: ReturnType<typeof createStoredBookingSchema> | undefined;

/** The booking a storage holds; null when it holds none, or one that is corrupt or old. */
export function readStoredBooking(storage: Pick<Storage, 'getItem'>): BookingState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(bookingStorageKey);
  } catch {
    // Storage the browser refuses (blocked cookies, some private modes): a fresh booking.
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  storedBookingSchema ??= createStoredBookingSchema();
  const parsed = storedBookingSchema.safeParse(json);
  return parsed.success ? (parsed.data.state satisfies BookingState) : null;
}

/** Keeps the booking for the tab's session; a storage that refuses only loses the reload. */
export function writeStoredBooking(storage: Pick<Storage, 'setItem'>, state: BookingState): void {
  try {
    storage.setItem(bookingStorageKey, JSON.stringify({ version: bookingStorageVersion, state }));
  } catch {
    // Full or refused storage: the booking goes on in memory.
  }
}

/** 'Ny bokning': the stored booking is gone before the page reloads. */
export function clearStoredBooking(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(bookingStorageKey);
  } catch {
    // Nothing stored can be read back either.
  }
}
