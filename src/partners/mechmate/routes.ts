import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { headerInput, jsonBody, paramInput, queryInput } from '../../api/validate.ts';
import { bookingRequestSchema, workshopStreamQuerySchema } from '#client/contracts/mechmate.ts';
import { UpstreamError } from '../upstream.ts';
import { createMechmateClient } from './client.ts';
import {
  bookingBodyLimit,
  brandParamsSchema,
  idempotencyKeySchema,
  placeQuerySchema,
  plateParamsSchema,
  timeSlotParamsSchema,
  timeSlotQuerySchema,
} from './contract.ts';
import type { BookingOutcome } from './idempotency.ts';
import { relayWorkshopStream } from './workshop-stream.ts';

const plate = paramInput(plateParamsSchema, 'registration number');
const place = queryInput(placeQuerySchema, 'place');
const idempotencyKey = headerInput(
  z.object({ 'idempotency-key': idempotencyKeySchema }),
  'Idempotency-Key header',
);

/** A visitor's car and booking are theirs alone: nothing here is cached anywhere. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

const clientOf = (c: Context<AppEnv>) => createMechmateClient(c.get('config'));

/** A booking's outcome that is not a booking, as the error the API answers for it. */
function refusalOf(outcome: Exclude<BookingOutcome, { kind: 'booked' }>): UpstreamError {
  if (outcome.kind === 'refused')
    return new UpstreamError(`mechmate: answered ${outcome.status}`, 'mechmate', {
      status: outcome.status,
      partnerMessage: outcome.message,
    });
  return new UpstreamError(outcome.reason, 'mechmate');
}

/**
 * The workshop booking proxy under /api/mechmate (booking spec 7.1): the car lookup, services,
 * add-ons, authorised brands, a workshop's time slots, the workshop stream and the booking. Every
 * path, query and body is checked before the partner is asked (400 in the one shape), every
 * answer before the browser sees it (502 off the contract); a partner's refusal with a message
 * keeps its status and message.
 */
export function mechmateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('/mechmate/*', noStore);

  routes.get('/mechmate/car/:registrationNumber', plate, async (c) =>
    c.json(await clientOf(c).car(c.req.valid('param').registrationNumber), 200),
  );
  routes.get('/mechmate/services/:registrationNumber', plate, place, async (c) =>
    c.json(
      await clientOf(c).services(c.req.valid('param').registrationNumber, c.req.valid('query')),
      200,
    ),
  );
  routes.get('/mechmate/addons/:registrationNumber', plate, place, async (c) =>
    c.json(
      await clientOf(c).addons(c.req.valid('param').registrationNumber, c.req.valid('query')),
      200,
    ),
  );
  routes.get(
    '/mechmate/authorized-workshop/:brand',
    paramInput(brandParamsSchema, 'brand'),
    async (c) => c.json(await clientOf(c).authorized(c.req.valid('param').brand), 200),
  );

  // The spec's path ends in `/?serviceOfferings=`: the trailing-slash redirect skips /api/.
  routes.get(
    '/mechmate/timeslots/from/:registrationNumber/:departmentId/:date/',
    paramInput(timeSlotParamsSchema, 'time-slot request'),
    queryInput(timeSlotQuerySchema, 'time-slot request'),
    async (c) => {
      const { registrationNumber, departmentId, date } = c.req.valid('param');
      const codes = c.req.valid('query').serviceOfferings;
      try {
        return c.json(
          await clientOf(c).timeSlots(registrationNumber, departmentId, date, codes),
          200,
        );
      } catch (error) {
        // Spec 7.1: a failure gives an empty list (the calendar shows 'Inga lediga tider').
        if (!(error instanceof UpstreamError)) throw error;
        console.warn('mechmate time slots failed, answering none:', error.message);
        return c.json([], 200);
      }
    },
  );

  routes.get(
    '/mechmate/departments/closestAvailable',
    queryInput(workshopStreamQuerySchema, 'workshop search'),
    (c) => {
      const query = c.req.valid('query');
      const client = clientOf(c);
      const stream = relayWorkshopStream({
        open: (signal) => client.openWorkshopStream(query, signal),
        heartbeatMs: c.get('config').sseHeartbeatMs,
        clientSignal: c.req.raw.signal,
      });
      // no-transform: nothing on the way may compress (and so hold back) the events.
      return c.body(stream, 200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
      });
    },
  );

  routes.post(
    '/mechmate/book',
    idempotencyKey,
    jsonBody(bookingRequestSchema, { limit: bookingBodyLimit, what: 'booking' }),
    async (c) => {
      const key = c.req.valid('header')['idempotency-key'];
      const keys = c.get('config').bindings.BOOKING_KEYS;
      const { outcome, replayed } = await keys
        .get(keys.idFromName(key))
        .book(c.req.valid('json'), key);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      if (outcome.kind === 'booked') return c.json(outcome.answer, 200);
      throw refusalOf(outcome);
    },
  );
  return routes;
}
