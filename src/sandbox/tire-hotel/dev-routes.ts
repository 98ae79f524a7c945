import { Hono } from 'hono';
import { tireHotelPlateSchema } from '#client/contracts/tire-hotel.ts';
import { PartnerRefusal, read } from '../partner-refusal.ts';
import { bookingsOf, ensureBookingTables, reviewsOf } from './bookings.ts';
import { ensureCodeTable, expireLastCode, lastCodeOf } from './codes.ts';
import { tireHotelSettings } from './settings.ts';
import {
  answerTireHotelRefusal,
  type TireHotelContext,
  type TireHotelEnv,
} from './tire-hotel-env.ts';

/**
 * The sandbox's own test controls for the tire hotel, in development only (production answers
 * them as paths that do not exist): `GET _dev/codes/{regNo}` the plate's last code with its
 * expiry, `POST _dev/codes/{regNo}/expire` ends it now (204), `GET _dev/bookings/{regNo}` and
 * `GET _dev/reviews/{regNo}` what the plate booked and rated. Browser tests read the code here
 * instead of an SMS.
 */
export const devRoutes = new Hono<TireHotelEnv>();
devRoutes.onError(answerTireHotelRefusal);

devRoutes.use('*', async (c, next) => {
  if (!tireHotelSettings(c.env).development) return c.notFound();
  await next();
});

const plateIn = (c: TireHotelContext) =>
  read(tireHotelPlateSchema, c.req.param('regNo'), 'Ogiltigt registreringsnummer.');

const noCode = (plate: string) => new PartnerRefusal(404, `Ingen kod har skickats för ${plate}.`);

devRoutes.get('/codes/:regNo', async (c) => {
  const plate = plateIn(c);
  await ensureCodeTable(c.env.SANDBOX_DB);
  const issued = await lastCodeOf(c.env.SANDBOX_DB, plate);
  if (!issued) throw noCode(plate);
  return c.json({ code: issued.code, expiresAt: issued.expiresAt });
});

devRoutes.post('/codes/:regNo/expire', async (c) => {
  const plate = plateIn(c);
  await ensureCodeTable(c.env.SANDBOX_DB);
  if (!(await expireLastCode(c.env.SANDBOX_DB, plate, new Date()))) throw noCode(plate);
  return c.body(null, 204);
});

devRoutes.get('/bookings/:regNo', async (c) => {
  await ensureBookingTables(c.env.SANDBOX_DB);
  return c.json(await bookingsOf(c.env.SANDBOX_DB, plateIn(c)));
});

devRoutes.get('/reviews/:regNo', async (c) => {
  await ensureBookingTables(c.env.SANDBOX_DB);
  return c.json(await reviewsOf(c.env.SANDBOX_DB, plateIn(c)));
});
