import { type ApiRoute, apiRoute } from './api-route.ts';
import type {
  CodeSent,
  TimeslotDays,
  TimeslotQuery,
  Timeslots,
  TireBookingConfirmation,
  TireBookingRequest,
  TireHotelCustomer,
  TireHotelReview,
  TireHotelValidated,
} from './tire-hotel.ts';

// The worker's tire hotel proxy as the tire-hotel island calls it (booking spec 7.3), typed by the
// contract beside this file. The paths are the spec's under /api/tirehotel; the query parameters
// are the route's input. The session (the partner's token) travels in a cookie the browser's
// scripts cannot read, so no route takes or answers a token: a route that needs a verified
// session answers 401 without one.

const proxy = '/api/tirehotel';

/** The agreement of a plate; 404 (the one error shape) when there is none. */
export const searchRoute = apiRoute<{ regNo: string }, TireHotelCustomer>(
  'GET',
  `${proxy}/authorization/search`,
);

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

/**
 * Sends the SMS code (no body); the worker starts the session cookie. Both values come from the
 * search's answer: the worker checks the phone number belongs to the plate before it asks.
 */
export function loginRoute(encryptedPhoneNumber: string, regNo: string): ApiRoute<void, CodeSent> {
  return apiRoute('POST', `${proxy}/authorization/login?${query({ encryptedPhoneNumber, regNo })}`);
}

/** Checks the four digits against the session's code (no body); a 4xx carries the message. */
export function validateRoute(otpToken: string): ApiRoute<void, TireHotelValidated> {
  return apiRoute('POST', `${proxy}/authorization/validate?${query({ otpToken })}`);
}

/** Ends the session: the worker clears the cookie (204). */
export const logoutRoute = apiRoute<void, void>('POST', `${proxy}/authorization/logout`, {
  answer: 'none',
});

/** The workshop's bookable days between two dates. */
export function timeslotDaysRoute(
  workshopIdentifier: string,
): ApiRoute<TimeslotQuery, TimeslotDays> {
  return apiRoute(
    'POST',
    `${proxy}/booking/GetTimeslotDays?workshopIdentifier=${encodeURIComponent(workshopIdentifier)}`,
  );
}

/** One day's start times (startDate and endDate are the same day). */
export function timeslotsRoute(workshopIdentifier: string): ApiRoute<TimeslotQuery, Timeslots> {
  return apiRoute(
    'POST',
    `${proxy}/booking/GetTimeslots?workshopIdentifier=${encodeURIComponent(workshopIdentifier)}`,
  );
}

/** Books the wheel change; a non-200 carries the partner's message (shown in red). */
export function createBookingRoute(
  departmentIdentifier: string,
): ApiRoute<TireBookingRequest, TireBookingConfirmation> {
  return apiRoute(
    'POST',
    `${proxy}/booking/create?departmentIdentifier=${encodeURIComponent(departmentIdentifier)}`,
  );
}

/** The visitor's rating; the answer is not read (a failure is a success for the visitor). */
export const addReviewRoute = apiRoute<TireHotelReview, void>('POST', `${proxy}/review/addReview`, {
  answer: 'none',
});
