import type { z } from 'zod';
import type { AppConfig } from '../../env.ts';
import {
  type AuthorizedAnswer,
  authorizedAnswerSchema,
  type BookingAnswer,
  bookingAnswerSchema,
  type bookingRequestSchema,
  carSchema,
  type MechmateCar,
  type OfferingsAnswer,
  offeringsAnswerSchema,
  type TimeSlotDay,
  timeSlotsAnswerSchema,
  type workshopStreamQuerySchema,
} from '#client/contracts/mechmate.ts';
import { workshopStreamParams } from '#client/contracts/mechmate.route.ts';
import { createPartnerFetcher } from '../partner-fetcher.ts';
import { fetchJson, fetchUpstream, type UpstreamCall } from '../upstream.ts';
import { idempotencyHeader, mechmatePaths } from './contract.ts';

/** A booking as the proxy checked it (trimmed, plate upper-cased, defaults filled). */
export type CheckedBooking = z.output<typeof bookingRequestSchema>;
/** The workshop stream's query as the proxy checked it. */
export type WorkshopQuery = z.output<typeof workshopStreamQuerySchema>;

/** A place on the map: the services and add-ons are priced for the workshops near it. */
export interface Place {
  lat: number;
  lng: number;
}

/** The workshop booking partner's calls (booking spec 7.1), each answer checked by the contract. */
export interface MechmateClient {
  car(plate: string): Promise<MechmateCar>;
  services(plate: string, place: Place): Promise<OfferingsAnswer>;
  addons(plate: string, place: Place): Promise<OfferingsAnswer>;
  authorized(brand: string): Promise<AuthorizedAnswer>;
  timeSlots(
    plate: string,
    departmentId: string,
    date: string,
    serviceCodes: readonly string[],
  ): Promise<TimeSlotDay[]>;
  /** The partner's workshop stream, once its status and headers came (the body is the caller's). */
  openWorkshopStream(query: WorkshopQuery, signal: AbortSignal): Promise<Response>;
  /** One booking, sent with its Idempotency-Key (the partner keeps one booking per key too). */
  book(booking: CheckedBooking, idempotencyKey: string): Promise<BookingAnswer>;
}

const upstream = 'mechmate';
/** A booking writes at the partner's end: it gets longer than a lookup. */
const bookingTimeoutMs = 10_000;
/** The wait for the workshop stream's first answer (status and headers): the usual deadline. */
const streamAnswerTimeoutMs = 5000;
/** The whole workshop stream at most: a partner that stalls mid-list ends in an error event. */
const streamLimitMs = 60_000;

/**
 * Mechmate through the partner fetcher (the sandbox in development, PARTNER_ORIGIN in
 * production). Only values the proxy checked go into a path or query. A refusal with a message
 * keeps its status and message, an outage or an answer off the contract is an UpstreamError
 * (the API's 502).
 */
export function createMechmateClient(config: AppConfig): MechmateClient {
  const partners = createPartnerFetcher(config);
  const call: UpstreamCall = { upstream, fetcher: partners };
  const getJson = <T>(path: string, schema: z.ZodType<T>) =>
    fetchJson(call, partners.request(path, { headers: { accept: 'application/json' } }), schema);

  return {
    car: (plate) => getJson(mechmatePaths.car(plate), carSchema),
    services: (plate, { lat, lng }) =>
      getJson(mechmatePaths.services(plate, lat, lng), offeringsAnswerSchema),
    addons: (plate, { lat, lng }) =>
      getJson(mechmatePaths.addons(plate, lat, lng), offeringsAnswerSchema),
    authorized: (brand) => getJson(mechmatePaths.authorized(brand), authorizedAnswerSchema),
    timeSlots: (plate, departmentId, date, serviceCodes) =>
      getJson(
        mechmatePaths.timeSlots(plate, departmentId, date, serviceCodes),
        timeSlotsAnswerSchema,
      ),

    async openWorkshopStream(query, signal) {
      // fetchUpstream's deadline covers the whole answer, so it bounds the stream; the first
      // answer has the usual, shorter one of its own, cleared once the stream has begun.
      const firstAnswer = new AbortController();
      const timer = setTimeout(
        () => firstAnswer.abort(new Error(`no answer within ${streamAnswerTimeoutMs} ms`)),
        streamAnswerTimeoutMs,
      );
      try {
        return await fetchUpstream(
          { ...call, timeoutMs: streamLimitMs },
          partners.request(mechmatePaths.workshopStream(workshopStreamParams(query)), {
            headers: { accept: 'text/event-stream' },
            signal: AbortSignal.any([signal, firstAnswer.signal]),
          }),
        );
      } finally {
        clearTimeout(timer);
      }
    },

    book: (booking, idempotencyKey) =>
      fetchJson(
        { ...call, timeoutMs: bookingTimeoutMs },
        partners.request(mechmatePaths.book, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            [idempotencyHeader]: idempotencyKey,
          },
          body: JSON.stringify(booking),
        }),
        bookingAnswerSchema,
      ),
  };
}
