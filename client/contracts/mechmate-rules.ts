// The booking form's field rules (booking spec 5.1, 9.1) without zod: the booking island checks
// the contact form with them before sending, the contract (mechmate.ts) builds its schema on them,
// and the island's chunk stays free of zod.

/** Phone: an optional + then 6 to 20 digits or spaces (spec 5.1). */
export const bookingPhonePattern = /^\+?[\d ]{6,20}$/;
/** Email: a standard address shape. */
export const bookingEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Messages (an offering's and the workshop's) are at most 80 characters (spec 9.1). */
export const bookingTextLimit = 80;
