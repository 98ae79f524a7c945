import type { z } from 'zod';
import type { AppConfig } from '../../env.ts';
import {
  customerSchema,
  type TimeslotDays,
  timeslotDaysSchema,
  type timeslotQuerySchema,
  type Timeslots,
  timeslotsSchema,
  type TireBookingConfirmation,
  tireBookingConfirmationSchema,
  type tireBookingRequestSchema,
  type TireHotelCustomer,
  type TireHotelValidated,
  type reviewSchema,
  validatedSchema,
} from '#client/contracts/tire-hotel.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { fetchJson, sendUpstream, type UpstreamCall } from '../upstream.ts';
import { loginAnswerSchema, tireHotelPaths } from './contract.ts';

/** The checked inputs (plate normalised, defaults filled). */
export type CheckedTimeslotQuery = z.output<typeof timeslotQuerySchema>;
export type CheckedBooking = z.output<typeof tireBookingRequestSchema>;
export type CheckedReview = z.output<typeof reviewSchema>;

/** The tire hotel partner's calls (booking spec 7.3), each answer checked by the contract. */
export interface TireHotelClient {
  search(regNo: string): Promise<TireHotelCustomer>;
  /** Has the partner send the SMS code; answers the token the session keeps. */
  login(encryptedPhoneNumber: string): Promise<string>;
  validate(token: string, otp: string): Promise<TireHotelValidated>;
  timeslotDays(token: string, erpId: string, query: CheckedTimeslotQuery): Promise<TimeslotDays>;
  timeslots(token: string, erpId: string, query: CheckedTimeslotQuery): Promise<Timeslots>;
  createBooking(
    token: string,
    erpId: string,
    booking: CheckedBooking,
  ): Promise<TireBookingConfirmation>;
  addReview(token: string, review: CheckedReview): Promise<void>;
}

const upstream = 'tire hotel';
/** A booking writes at the partner's end: it gets longer than a lookup. */
const bookingTimeoutMs = 10_000;

/**
 * The tire hotel through the partner fetcher (the sandbox in development, PARTNER_ORIGIN in
 * production). Only checked values go into a path, query or body; the token rides as the spec's
 * `authToken` query on validate and as `Authorization: Bearer` on the booking and review calls.
 * A refusal with a message keeps its status and message; an outage or an answer off the contract
 * is an UpstreamError (the API's 502).
 */
export function createTireHotelClient(config: AppConfig): TireHotelClient {
  const partners = createPartnerFetcher(config);
  const call: UpstreamCall = { upstream, fetcher: partners };
  const headers = (token?: string, body?: boolean): Record<string, string> => ({
    accept: 'application/json',
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const post = (path: string, token?: string, body?: unknown) =>
    partners.request(path, {
      method: 'POST',
      headers: headers(token, body !== undefined),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const postJson = <T>(schema: z.ZodType<T>, path: string, token?: string, body?: unknown) =>
    fetchJson(call, post(path, token, body), schema);

  return {
    search: (regNo) =>
      fetchJson(
        call,
        partners.request(tireHotelPaths.search(regNo), { headers: headers() }),
        customerSchema,
      ),
    login: async (encryptedPhoneNumber) =>
      (await postJson(loginAnswerSchema, tireHotelPaths.login(encryptedPhoneNumber)))
        .authorizationToken,
    validate: (token, otp) => postJson(validatedSchema, tireHotelPaths.validate(token, otp)),
    timeslotDays: (token, erpId, query) =>
      postJson(timeslotDaysSchema, tireHotelPaths.timeslotDays(erpId), token, query),
    timeslots: (token, erpId, query) =>
      postJson(timeslotsSchema, tireHotelPaths.timeslots(erpId), token, query),
    createBooking: (token, erpId, booking) =>
      fetchJson(
        { ...call, timeoutMs: bookingTimeoutMs },
        post(tireHotelPaths.createBooking(erpId), token, booking),
        tireBookingConfirmationSchema,
      ),
    addReview: (token, review) => sendUpstream(call, post(tireHotelPaths.addReview, token, review)),
  };
}
