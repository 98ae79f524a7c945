import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  departmentIdSchema,
  isoDateSchema,
  latitudeSchema,
  longitudeSchema,
  plateSchema,
  serviceCodeListSchema,
  workshopStreamQuerySchema,
} from '#client/contracts/mechmate.ts';
import type { D1Database } from '../../platform.ts';
import { bookedSlots, ensureBookingTables } from './bookings.ts';
import { bookingRoutes } from './booking-routes.ts';
import { calendarDays, firstFreeSlot, timeSlotDays, workshopClock } from './calendar.ts';
import { lookUpCar, serviceableCar } from './fixture-cars.ts';
import { addDays } from './iso-days.ts';
import { addonsFor, servicesFor } from './offerings.ts';
import { answerRefusal, PartnerRefusal, read } from './partner-refusal.ts';
import { orderWorkshops } from './workshop-order.ts';
import { workshopStream } from './workshop-stream.ts';
import { hasAuthorizedWorkshop, workshopOf, workshops } from './workshops.ts';

interface Bindings {
  SANDBOX_DB: D1Database;
}

/**
 * Mechmate, the workshop booking partner (booking spec 7.1), as the sandbox plays it: the spec's
 * paths without `/api`, answering in the contract's shapes (`client/contracts/mechmate.ts`) for the
 * fixture plates of the README, refusing with `{ message }` and a 4xx as the partner does, the
 * workshop list as a paced event stream, and bookings kept in D1 (`booking-routes.ts`).
 */
export const mechmateSandbox = new Hono<{ Bindings: Bindings }>();
mechmateSandbox.onError(answerRefusal);

const plateIn = (value: string | undefined) =>
  read(plateSchema, value, 'Ogiltigt registreringsnummer.');
const placeQuerySchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });

mechmateSandbox.get('/car/:regNo', (c) => c.json(lookUpCar(plateIn(c.req.param('regNo')))));

mechmateSandbox.get('/services/:regNo', (c) => {
  const car = serviceableCar(plateIn(c.req.param('regNo')));
  read(placeQuerySchema, c.req.query(), 'Ange platsen med lat och lng.');
  // SRVERR's services fail the way a partner's do: a 500 from deep inside.
  if (car.registrationNumber === 'SRVERR')
    throw new PartnerRefusal(500, 'Tjänsterna kunde inte hämtas: prislistan svarar inte.');
  return c.json({ serviceOfferingCategories: servicesFor(car) });
});

mechmateSandbox.get('/addons/:regNo', (c) => {
  const car = serviceableCar(plateIn(c.req.param('regNo')));
  read(placeQuerySchema, c.req.query(), 'Ange platsen med lat och lng.');
  return c.json({ serviceOfferingCategories: addonsFor(car) });
});

mechmateSandbox.get('/authorized-workshop/:brand', (c) =>
  c.json({ hasBrand: hasAuthorizedWorkshop(c.req.param('brand')) }),
);

mechmateSandbox.get('/departments/closestAvailable', async (c) => {
  const query = read(workshopStreamQuerySchema, c.req.query(), 'Ogiltig sökning av verkstäder.');
  const car = serviceableCar(query.regNo);
  const now = workshopClock();
  const db = c.env.SANDBOX_DB;
  await ensureBookingTables(db);
  const booked = await bookedSlots(db, now.date, addDays(now.date, calendarDays - 1));
  const ordered = orderWorkshops(workshops, {
    place: query,
    sort: query.sort,
    cursor: query.cursor,
    firstTimeSlot: (departmentId) =>
      firstFreeSlot(
        timeSlotDays({
          departmentId,
          from: now.date,
          now,
          booked: booked.get(departmentId) ?? new Set(),
        }),
      ),
  });
  if (ordered.outcome === 'unknown-cursor')
    throw new PartnerRefusal(400, `Okänd verkstad som cursor: ${query.cursor}.`);
  return workshopStream(car.registrationNumber, ordered);
});

/** The calendar's first day as the path carries it: the date at 00:00:00. */
const fromDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/)
  .transform((value) => value.slice(0, 10))
  .pipe(isoDateSchema);

async function timeSlots(c: Context<{ Bindings: Bindings }>): Promise<Response> {
  serviceableCar(plateIn(c.req.param('regNo')));
  const departmentId = read(departmentIdSchema, c.req.param('departmentId'), 'Ogiltig verkstad.');
  const from = read(fromDateSchema, c.req.param('from'), 'Ange datumet som YYYY-MM-DDT00:00:00.');
  read(
    serviceCodeListSchema,
    c.req.query('serviceOfferings') ?? '',
    'Ange tjänsterna i serviceOfferings.',
  );
  if (!workshopOf(departmentId))
    throw new PartnerRefusal(404, `Verkstaden ${departmentId} finns inte.`);
  const db = c.env.SANDBOX_DB;
  await ensureBookingTables(db);
  const booked = await bookedSlots(db, from, addDays(from, calendarDays - 1));
  return c.json(
    timeSlotDays({
      departmentId,
      from,
      now: workshopClock(),
      booked: booked.get(departmentId) ?? new Set(),
    }),
  );
}
// The partner's path ends in a slash before the query (spec 7.1); it is answered without one too.
mechmateSandbox.get('/timeslots/from/:regNo/:departmentId/:from/', timeSlots);
mechmateSandbox.get('/timeslots/from/:regNo/:departmentId/:from', timeSlots);

mechmateSandbox.route('/', bookingRoutes);
