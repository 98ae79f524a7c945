import {
  mobilePattern,
  normaliseMobile,
  tireHotelEmailPattern,
  tireHotelTextLimit,
} from '../contracts/tire-hotel-rules.ts';
import type { TireBookingRequest, TireHotelVehicle } from '../contracts/tire-hotel.ts';
import { type BookingWindow, inBookingWindow } from './booking-window.ts';

// The wheel-change booking's rules (booking spec 4.3, 5.4), pure so they are tested without a
// browser: which dates may be chosen, when the contact form shows, what is wrong with each field,
// when 'Genomför bokning' may be pressed, and the request it sends. The worker checks the request
// against the contract again.

export interface TireContactInput {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  comment: string;
}
export type TireContactField = keyof TireContactInput;

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const tireContactFields: readonly TireContactField[] = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'comment',
];

export const emptyTireContact: TireContactInput = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  comment: '',
};

export type TireContactProblem = 'required' | 'invalidMobile' | 'invalidEmail';
export type TireContactProblems = Partial<Record<TireContactField, TireContactProblem>>;

/** What is wrong with each field; empty when the details may be sent (spec 5.4). */
export function tireContactProblems(input: TireContactInput): TireContactProblems {
  const problems: TireContactProblems = {};
  for (const field of ['firstName', 'lastName', 'mobile', 'email'] as const)
    if (input[field].trim() === '') problems[field] = 'required';
  if (!problems.mobile && !mobilePattern.test(normaliseMobile(input.mobile)))
    problems.mobile = 'invalidMobile';
  if (!problems.email && !tireHotelEmailPattern.test(input.email.trim()))
    problems.email = 'invalidEmail';
  return problems;
}

/** The first field, in the form's order, that has a problem. */
export function firstProblemField(problems: TireContactProblems): TireContactField | undefined {
  return tireContactFields.find((field) => problems[field]);
}

/**
 * The dates the calendar lets the visitor choose: in the booking window and among the days the
 * workshop said are free. Days the partner offers outside the window stay closed.
 */
export function bookableDates(
  availableDates: readonly { date: string }[],
  window: BookingWindow,
): ReadonlySet<string> {
  return new Set(
    availableDates.map(({ date }) => date).filter((date) => inBookingWindow(date, window)),
  );
}

/** A day's start times once they are known: loading, failed, or the list (maybe empty). */
export type DayTimes =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; times: readonly string[] };

/**
 * Whether the contact form shows (spec 4.3): a date is chosen, and either the day has no start
 * times (the workshop sets the time) or one of them is chosen.
 */
export function contactFormShows(
  date: string | null,
  times: DayTimes | null,
  time: string | null,
): boolean {
  if (date === null || times === null || times.kind !== 'loaded') return false;
  return times.times.length === 0 || time !== null;
}

/** Whether 'Genomför bokning' may be pressed (spec 5.4): the form shows and every field is right. */
export function bookingReady(
  date: string | null,
  times: DayTimes | null,
  time: string | null,
  input: TireContactInput,
): boolean {
  return (
    contactFormShows(date, times, time) &&
    firstProblemField(tireContactProblems(input)) === undefined
  );
}

/** The booking request (spec 3.4): bookingStart null when the day has no start times. */
export function tireBookingRequestOf(
  vehicle: Pick<TireHotelVehicle, 'regNo'>,
  date: string,
  time: string | null,
  input: TireContactInput,
): TireBookingRequest {
  return {
    bookingDate: date,
    bookingStart: time,
    regNo: vehicle.regNo,
    freeText: input.comment.trim().slice(0, tireHotelTextLimit),
    customer: {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      phoneMobile: normaliseMobile(input.mobile),
    },
  };
}
