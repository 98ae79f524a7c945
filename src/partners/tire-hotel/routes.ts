import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import { apiNotFound } from '../../api/error-response.ts';
import { jsonBody, queryInput } from '../../api/validate.ts';
import {
  reviewSchema,
  timeslotQuerySchema,
  tireBookingRequestSchema,
} from '#client/contracts/tire-hotel.ts';
import { authorizationRoutes } from './authorization-routes.ts';
import { createTireHotelClient } from './client.ts';
import {
  bookingBodyLimit,
  departmentQuerySchema,
  reviewBodyLimit,
  timeslotBodyLimit,
  workshopQuerySchema,
} from './contract.ts';
import { limitsOf } from './limits.ts';
import { sessionKeyOf, validatedSession } from './session.ts';

/**
 * Nothing of the tire hotel is cached anywhere, and nothing runs without a session key this
 * deployment may use (503 in production without TIRE_HOTEL_SESSION_KEY or with the development one).
 */
const gate = createMiddleware<AppEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  sessionKeyOf(c.get('config').tireHotel);
  await next();
});

/** The validated session's token, for a booking call about the session's own plate (403 else). */
async function tokenFor(c: Context<AppEnv>, regNo: string): Promise<string> {
  const session = await validatedSession(c, c.get('config').tireHotel);
  if (session.regNo !== regNo)
    throw new ApiError(403, 'Registreringsnumret hör inte till din inloggning.');
  return session.token;
}

const clientOf = (c: Context<AppEnv>) => createTireHotelClient(c.get('config'));
const workshop = queryInput(workshopQuerySchema, 'workshop');
const timeslotQuery = jsonBody(timeslotQuerySchema, {
  limit: timeslotBodyLimit,
  what: 'timeslot query',
});

/**
 * The tire hotel proxy under /api/tirehotel (booking spec 7.3): authorization (search, code
 * request, code check, logout; authorization-routes.ts), a workshop's days and times, the booking
 * and the review, which need a validated session (401 without one). Every query and body is
 * checked before the partner is asked (400 in the one shape), every answer before the browser
 * sees it (502 off the contract); a partner's refusal with a message keeps its status and message.
 */
export function tireHotelRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Development only, so the browser tests start from fresh counts; before the gate, as it needs
  // no session key.
  routes.post('/tirehotel/_dev/reset-limits', async (c) => {
    const config = c.get('config');
    if (config.environment === 'production') return apiNotFound(c);
    await limitsOf(config).reset();
    return c.body(null, 204);
  });

  routes.use('/tirehotel/*', gate);
  routes.route('/tirehotel/authorization', authorizationRoutes());

  // A workshop's bookable days, and one day's start times: the same query, two partner calls.
  for (const [path, call] of [
    ['GetTimeslotDays', 'timeslotDays'],
    ['GetTimeslots', 'timeslots'],
  ] as const)
    routes.post(`/tirehotel/booking/${path}`, workshop, timeslotQuery, async (c) => {
      const query = c.req.valid('json');
      const token = await tokenFor(c, query.regNo);
      const { workshopIdentifier } = c.req.valid('query');
      return c.json(await clientOf(c)[call](token, workshopIdentifier, query), 200);
    });

  routes.post(
    '/tirehotel/booking/create',
    queryInput(departmentQuerySchema, 'department'),
    jsonBody(tireBookingRequestSchema, { limit: bookingBodyLimit, what: 'booking' }),
    async (c) => {
      const booking = c.req.valid('json');
      const token = await tokenFor(c, booking.regNo);
      const { departmentIdentifier } = c.req.valid('query');
      return c.json(await clientOf(c).createBooking(token, departmentIdentifier, booking), 200);
    },
  );

  routes.post(
    '/tirehotel/review/addReview',
    jsonBody(reviewSchema, { limit: reviewBodyLimit, what: 'review' }),
    async (c) => {
      const session = await validatedSession(c, c.get('config').tireHotel);
      await clientOf(c).addReview(session.token, c.req.valid('json'));
      return c.body(null, 204);
    },
  );
  return routes;
}
