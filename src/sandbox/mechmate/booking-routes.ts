import { Hono } from 'hono';
import {
  type BookingAnswer,
  bookingRequestSchema,
  plateSchema,
} from '#client/contracts/mechmate.ts';
import type { D1Database } from '../../platform.ts';
import {
  bookedSlots,
  bookingByKey,
  bookingsOf,
  ensureBookingTables,
  insertBooking,
} from './bookings.ts';
import {
  isSlotOffered,
  type ParsedBooking,
  requestedSlot,
  servicesRefusal,
  slotTakenMessage,
} from './booking-rules.ts';
import { workshopClock } from './calendar.ts';
import { serviceableCar } from './fixture-cars.ts';
import { answerRefusal, PartnerRefusal, read } from './partner-refusal.ts';
import { workshopOf } from './workshops.ts';

interface Bindings {
  SANDBOX_DB: D1Database;
}

/**
 * The partner's bookings: `POST /mechmate/book` books a slot the calendar offers and nobody has
 * taken (409 with the message the flow shows otherwise) and answers `{ id, registrationNumber,
 * kobraProductIds }`; an `Idempotency-Key` seen before answers its first booking again, so a key
 * books once. `GET /mechmate/bookings?registrationNumber=` (the sandbox's own, for tests and
 * developers) lists a car's bookings.
 */
export const bookingRoutes = new Hono<{ Bindings: Bindings }>();
bookingRoutes.onError(answerRefusal);

/** The first answer of a key seen before; a 422 when the key was used for another booking. */
async function replayOf(
  db: D1Database,
  key: string,
  booking: ParsedBooking,
): Promise<BookingAnswer | null> {
  const earlier = await bookingByKey(db, key);
  if (!earlier) return null;
  if (JSON.stringify(earlier.request) !== JSON.stringify(booking))
    throw new PartnerRefusal(422, 'Idempotency-Key har redan använts för en annan bokning.');
  return earlier.answer;
}

bookingRoutes.post('/book', async (c) => {
  const body = await c.req.json<unknown>().catch(() => undefined);
  const booking = read(bookingRequestSchema, body, 'Bokningen är ofullständig eller ogiltig.');
  const key = c.req.header('idempotency-key')?.trim() || null;
  const db = c.env.SANDBOX_DB;
  await ensureBookingTables(db);
  const replay = key ? await replayOf(db, key, booking) : null;
  if (replay) return c.json(replay);

  const car = serviceableCar(booking.registrationNumber);
  if (!workshopOf(booking.departmentId))
    throw new PartnerRefusal(404, `Verkstaden ${booking.departmentId} finns inte.`);
  const refusal = servicesRefusal(car, booking);
  if (refusal) throw new PartnerRefusal(400, refusal);
  const { date, time } = requestedSlot(booking);
  const booked = (await bookedSlots(db, date, date)).get(booking.departmentId) ?? new Set();
  if (!isSlotOffered(booking, workshopClock(), booked))
    throw new PartnerRefusal(409, slotTakenMessage);

  const answer: BookingAnswer = {
    id: crypto.randomUUID(),
    registrationNumber: booking.registrationNumber,
    kobraProductIds: booking.serviceOfferingRequests.map((request) => request.kobraId),
  };
  const stored = await insertBooking(db, {
    id: answer.id,
    idempotencyKey: key,
    departmentId: booking.departmentId,
    date,
    time,
    registrationNumber: booking.registrationNumber,
    request: booking,
    answer,
  });
  if (stored) return c.json(answer);
  // Taken meanwhile: by a twin request with the same key (its booking is the answer), or another.
  const twin = key ? await replayOf(db, key, booking) : null;
  if (twin) return c.json(twin);
  throw new PartnerRefusal(409, slotTakenMessage);
});

bookingRoutes.get('/bookings', async (c) => {
  const plate = read(
    plateSchema,
    c.req.query('registrationNumber'),
    'Ogiltigt registreringsnummer.',
  );
  await ensureBookingTables(c.env.SANDBOX_DB);
  return c.json(await bookingsOf(c.env.SANDBOX_DB, plate));
});
