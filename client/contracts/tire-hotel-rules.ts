// The tire hotel's field rules (booking spec 5.4, 9.2) without zod: the tire-hotel island checks
// its inputs with them before it calls the worker, the contract (tire-hotel.ts) builds its schemas
// on them, and the island's chunk stays free of zod.

/** A registration number is 2 to 7 characters once spaces are removed (spec 9.2). */
export const plateMinLength = 2;
export const plateMaxLength = 7;

/** The plate as the partner knows it: spaces removed, upper-cased (spec 5.4). */
export function normalisePlate(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Letters (Swedish ones too) and digits, 2 to 7 of them. */
export const platePattern = /^[A-ZÅÄÖ0-9]{2,7}$/;

/** The one-time code: exactly four digits (spec 5.4). */
export const otpLength = 4;
export const otpPattern = /^\d{4}$/;

/** The mobile number once every character but digits and + is stripped: 8 to 15 of them. */
export function normaliseMobile(typed: string): string {
  return typed.replace(/[^\d+]/g, '');
}
export const mobilePattern = /^[\d+]{8,15}$/;

/** Email: a normal address shape (the same pattern the workshop booking uses). */
export { bookingEmailPattern as tireHotelEmailPattern } from './mechmate-rules.ts';

/** The booking window: today plus 3 days to today plus 3 months, today in Stockholm (spec 9.2). */
export const bookingWindowStartDays = 3;
export const bookingWindowMonths = 3;

/** A free text (the booking's comment, the review's comment) is at most this long. */
export const tireHotelTextLimit = 500;

/** Star ratings 1 to 5 (spec 9.2). */
export const ratingMin = 1;
export const ratingMax = 5;
