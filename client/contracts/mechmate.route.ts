import { type ApiRoute, apiRoute, type QueryInput } from './api-route.ts';
import type {
  AuthorizedAnswer,
  BookingAnswer,
  BookingRequest,
  MechmateCar,
  OfferingsAnswer,
  TimeSlotDay,
  WorkshopSort,
} from './mechmate.ts';

// The worker's workshop booking proxy as the booking island calls it (booking spec 7.1), typed by
// the contract beside this file and kept apart from its zod schemas. The partner's paths carry the
// registration number, brand, department and date: each route is built for its values, which the
// worker checks again.

const segment = encodeURIComponent;
const proxy = '/api/mechmate';

export function carLookupRoute(plate: string): ApiRoute<void, MechmateCar> {
  return apiRoute('GET', `${proxy}/car/${segment(plate)}`);
}

/** The services of step 2 for the car at the chosen place. */
export function servicesRoute(plate: string): ApiRoute<QueryInput, OfferingsAnswer> {
  return apiRoute('GET', `${proxy}/services/${segment(plate)}`);
}

/** The add-ons of step 3 (the same shape as the services). */
export function addonsRoute(plate: string): ApiRoute<QueryInput, OfferingsAnswer> {
  return apiRoute('GET', `${proxy}/addons/${segment(plate)}`);
}

/** Whether the group has an authorised workshop for the brand (spaces as dashes). */
export function authorizedRoute(brand: string): ApiRoute<void, AuthorizedAnswer> {
  return apiRoute('GET', `${proxy}/authorized-workshop/${segment(brand.replace(/\s+/g, '-'))}`);
}

/** A workshop's days from `date` (YYYY-MM-DD, asked at 00:00:00); failure gives no days. */
export function timeSlotsRoute(
  plate: string,
  departmentId: string,
  date: string,
): ApiRoute<{ serviceOfferings: string }, TimeSlotDay[]> {
  return apiRoute(
    'GET',
    `${proxy}/timeslots/from/${segment(plate)}/${segment(departmentId)}/${date}T00:00:00/`,
  );
}

/** The query of the workshop stream (an EventSource URL, not a callApi route). */
export interface WorkshopStreamQuery {
  regNo: string;
  serviceOfferings: string[];
  latitude: number;
  longitude: number;
  cursor?: string;
  sort: WorkshopSort;
}

/** The stream's query string; the worker asks the partner with the same one. */
export function workshopStreamParams(query: WorkshopStreamQuery): URLSearchParams {
  const params = new URLSearchParams({
    regNo: query.regNo,
    serviceOfferings: query.serviceOfferings.join(','),
    latitude: String(query.latitude),
    longitude: String(query.longitude),
    sort: query.sort,
  });
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

export function workshopStreamUrl(query: WorkshopStreamQuery): string {
  return `${proxy}/departments/closestAvailable?${workshopStreamParams(query).toString()}`;
}

/** The booking; the call carries an `Idempotency-Key` header (a UUID per contact form). */
export const bookRoute = apiRoute<BookingRequest, BookingAnswer>('POST', `${proxy}/book`);
