// The tire hotel's one session-storage entry (booking spec 3.4 minus the token, which the worker
// keeps in its sealed cookie: issue 20). zod/mini, not zod, for the island's chunk (as
// client/booking/booking-storage.ts); the schema is built on first read.
import * as z from 'zod/mini';
import type {
  CodeSent,
  TireBookingConfirmation,
  TireHotelCustomer,
  TireHotelValidated,
} from '../contracts/tire-hotel.ts';

/** What the flow keeps for the tab's session: only what the spec's screens show. */
export interface TireHotelSession {
  /** After the search. */
  customer: TireHotelCustomer | null;
  /** After 'Skicka kod' (the spec's "credentials", without the token). */
  codeSent: CodeSent | null;
  /** After 'Verifiera kod'. */
  validated: TireHotelValidated | null;
  confirmation: TireBookingConfirmation | null;
}

export const tireHotelPages = [
  'search',
  'login',
  'validate',
  'loggedIn',
  'booking',
  'confirmation',
] as const;
export type TireHotelPage = (typeof tireHotelPages)[number];

/** The session and the page it showed, so a reload shows the same page. */
export interface StoredTireHotel {
  page: TireHotelPage;
  session: TireHotelSession;
}

export const emptyTireHotelSession: TireHotelSession = {
  customer: null,
  codeSent: null,
  validated: null,
  confirmation: null,
};

/** The spec's "session storage under a tire-hotel key". */
export const tireHotelStorageKey = 'tire-hotel';
/** Raised when the stored shape changes: an older entry reads as empty instead of as wrong. */
export const tireHotelStorageVersion = 1;

const createStoredSchema = () => {
  const text = z.string();
  const customer = z.object({
    encryptedPhoneNumber: text,
    obfuscatedPhoneNumber: text,
    regNo: text,
  });
  const codeSent = z.object({ codeSent: z.literal(true), expiresInSeconds: z.number() });
  const wheel = z.object({
    name: text,
    rimDiameter: z.number(),
    sectionWidth: z.number(),
    aspectRatio: z.number(),
    threadPattern: text,
    threadDepth: z.number(),
    threadStatusId: z.number(),
    threadStatusMessage: text,
  });
  const vehicle = z.object({
    regNo: text,
    brandCode: text,
    brand: text,
    model: text,
    name: text,
    productId: text,
    packageLevel: text,
    location: z.object({
      erpId: text,
      locationName: text,
      departmentName: text,
      phone: text,
      email: text,
    }),
    tires: z.array(z.object({ equipmentPosition: text, wheel })),
  });
  const validated = z.object({ status: z.number(), vehicles: z.array(vehicle) });
  const confirmation = z.object({
    bookingConfirmationId: text,
    services: z.array(z.object({ name: text })),
    appointmentTime: text,
    isFullDay: z.boolean(),
    workshop: z.object({ name: text, address: text, email: text, phoneNumber: text }),
    freeText: text,
    customerBase: z.object({ firstName: text, lastName: text, email: text, phoneMobile: text }),
  });
  return z.object({
    version: z.literal(tireHotelStorageVersion),
    page: z.enum(tireHotelPages),
    session: z.object({
      customer: z.nullable(customer),
      codeSent: z.nullable(codeSent),
      validated: z.nullable(validated),
      confirmation: z.nullable(confirmation),
    }),
  });
};

let storedSchema: ReturnType<typeof createStoredSchema> | undefined;

/** What a storage holds for the flow; null when nothing, or something corrupt or old. */
export function readStoredTireHotel(storage: Pick<Storage, 'getItem'>): StoredTireHotel | null {
  let json: unknown;
  try {
    const raw = storage.getItem(tireHotelStorageKey);
    if (raw === null) return null;
    json = JSON.parse(raw);
  } catch {
    // A storage the browser refuses, or text that is not JSON: a fresh start.
    return null;
  }
  storedSchema ??= createStoredSchema();
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return null;
  const { page, session } = parsed.data;
  return { page, session } satisfies StoredTireHotel;
}

/** Keeps the flow for the tab's session; a storage that refuses only loses the reload. */
export function writeStoredTireHotel(
  storage: Pick<Storage, 'setItem'>,
  stored: StoredTireHotel,
): void {
  try {
    storage.setItem(
      tireHotelStorageKey,
      JSON.stringify({ version: tireHotelStorageVersion, ...stored }),
    );
  } catch {
    // Full or refused storage: the flow goes on in memory.
  }
}

/** Logout and an ended session: nothing of the visitor's stays in the tab. */
export function clearStoredTireHotel(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(tireHotelStorageKey);
  } catch {
    // Nothing stored can be read back either.
  }
}
