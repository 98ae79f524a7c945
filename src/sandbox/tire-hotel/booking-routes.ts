import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  erpIdSchema,
  reviewSchema,
  type TimeslotDays,
  timeslotQuerySchema,
  type Timeslots,
  tireBookingRequestSchema,
} from '#client/contracts/tire-hotel.ts';
import { stockholmToday } from '#client/tire-hotel/booking-window.ts';
import { PartnerRefusal, read } from '../partner-refusal.ts';
import { bookedTimes, ensureBookingTables, insertBooking, insertReview } from './bookings.ts';
import { confirmationOf, isOffered, slotTakenMessage } from './booking-rules.ts';
import { availableDays, startTimesOn } from './calendar.ts';
import { ensureCodeTable, validatedPlate } from './codes.ts';
import { type FixtureWorkshop, fixtureWorkshops } from './fixtures.ts';
import {
  answerTireHotelRefusal,
  jsonBody,
  type TireHotelContext,
  type TireHotelEnv,
} from './tire-hotel-env.ts';

/**
 * The tire hotel's booking and review calls (booking spec 7.3) as the sandbox plays them, each
 * for a validated session only (`Authorization: Bearer <token>`, else 401): the workshop's
 * bookable days and a day's start times (GHI789's workshop fails with a 500), bookings stored in
 * D1 and answered with a confirmation (JKL012's workshop refuses with a 409), reviews stored.
 */
export const bookingRoutes = new Hono<TireHotelEnv>();
bookingRoutes.onError(answerTireHotelRefusal);

const validatedSession = createMiddleware<TireHotelEnv>(async (c, next) => {
  const token = /^Bearer (\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const db = c.env.SANDBOX_DB;
  await ensureCodeTable(db);
  const regNo = token ? await validatedPlate(db, token) : null;
  if (!regNo) throw new PartnerRefusal(401, 'Logga in med en kod från SMS:et först.');
  c.set('regNo', regNo);
  await next();
});
for (const calls of ['/booking/*', '/review/*']) bookingRoutes.use(calls, validatedSession);

function workshopIn(c: TireHotelContext, parameter: string): FixtureWorkshop {
  const erpId = read(erpIdSchema, c.req.query(parameter), `Ange verkstaden i ${parameter}.`);
  const workshop = fixtureWorkshops.get(erpId);
  if (!workshop) throw new PartnerRefusal(404, `Verkstaden ${erpId} finns inte.`);
  return workshop;
}

/** The dates asked for, and what is already booked at the workshop between them. */
async function calendarQuery(c: TireHotelContext, workshop: FixtureWorkshop) {
  const query = read(timeslotQuerySchema, await jsonBody(c), 'Ange startDate, endDate och regNo.');
  if (query.endDate < query.startDate)
    throw new PartnerRefusal(400, 'endDate kan inte vara före startDate.');
  await ensureBookingTables(c.env.SANDBOX_DB);
  const erpId = workshop.location.erpId;
  const booked = await bookedTimes(c.env.SANDBOX_DB, erpId, query.startDate, query.endDate);
  return { query, booked, today: stockholmToday(new Date()) };
}

bookingRoutes.post('/booking/GetTimeslotDays', async (c) => {
  const workshop = workshopIn(c, 'workshopIdentifier');
  const { query, booked, today } = await calendarQuery(c, workshop);
  const days = availableDays(workshop, query, today, booked);
  return c.json({ availableDates: days.map((date) => ({ date })) } satisfies TimeslotDays);
});

bookingRoutes.post('/booking/GetTimeslots', async (c) => {
  const workshop = workshopIn(c, 'workshopIdentifier');
  const { query, booked, today } = await calendarQuery(c, workshop);
  if (workshop.timeslotsFail)
    throw new PartnerRefusal(500, 'Tiderna kunde inte hämtas: verkstadens kalender svarar inte.');
  const availableTimeSlotDates = availableDays(workshop, query, today, booked).map((date) => ({
    date,
    startTime: startTimesOn(workshop, date, booked.get(date)),
  }));
  return c.json({ availableTimeSlotDates } satisfies Timeslots);
});

bookingRoutes.post('/booking/create', async (c) => {
  const workshop = workshopIn(c, 'departmentIdentifier');
  const booking = read(
    tireBookingRequestSchema,
    await jsonBody(c),
    'Bokningen är ofullständig eller ogiltig.',
  );
  if (booking.regNo !== c.get('regNo'))
    throw new PartnerRefusal(403, 'Bokningen gäller ett annat fordon än det du loggade in med.');
  if (workshop.refusesBookings) throw new PartnerRefusal(409, slotTakenMessage);
  const db = c.env.SANDBOX_DB;
  await ensureBookingTables(db);
  const erpId = workshop.location.erpId;
  const date = booking.bookingDate;
  const booked = await bookedTimes(db, erpId, date, date);
  if (!isOffered(workshop, booking, stockholmToday(new Date()), booked))
    throw new PartnerRefusal(409, slotTakenMessage);
  const id = `DH-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const confirmation = confirmationOf(workshop, booking, id);
  // Taken between the check and the insert by a booking racing for the same start time.
  if (!(await insertBooking(db, erpId, booking, confirmation)))
    throw new PartnerRefusal(409, slotTakenMessage);
  return c.json(confirmation);
});

bookingRoutes.post('/review/addReview', async (c) => {
  const review = read(reviewSchema, await jsonBody(c), 'Ange ett betyg 1–5, kommentar och datum.');
  await ensureBookingTables(c.env.SANDBOX_DB);
  await insertReview(c.env.SANDBOX_DB, c.get('regNo'), review);
  return c.json({ received: true });
});
