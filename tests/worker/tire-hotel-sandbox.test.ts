import { beforeEach, describe, expect, it } from 'vitest';
import { bookingWindow, stockholmToday } from '#client/tire-hotel/booking-window.ts';
import type {
  TimeslotDays,
  Timeslots,
  TireHotelCustomer,
  TireHotelValidated,
} from '#client/contracts/tire-hotel.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { useSite } from '../support/site-under-test.ts';
import {
  jsonOf,
  type TireHotelVisitor,
  tireHotelApi,
  tireHotelVisitor,
} from '../support/tire-hotel-visitor.ts';

// The tire hotel proxy against the partner sandbox (src/sandbox/tire-hotel/) and its fixture
// plates, the code read from the sandbox's development endpoint as a browser test would read
// the SMS: the whole sign-in and booking through the worker, and the partner's refusals kept.

const site = useSite({ seed: false });

beforeEach(async () => {
  const reset = await site.fetch(`${tireHotelApi}/_dev/reset-limits`, { method: 'POST' });
  expect(reset.status).toBe(204);
});

/** A call to the sandbox's own development controls (never through the proxy). */
async function sandbox(path: string, method = 'GET'): Promise<Response> {
  const worker = await site.mf.getWorker('partner-sandbox');
  return (await worker.fetch(`https://partner-sandbox.internal/tirehotel/_dev${path}`, {
    method,
  })) as unknown as Response;
}

/** Search and code request through the worker; answers the code the sandbox sent. */
async function codeFor(visitor: TireHotelVisitor, plate: string): Promise<string> {
  const search = await visitor.call(`/authorization/search?regNo=${plate}`, { method: 'GET' });
  const customer = await jsonOf<TireHotelCustomer>(search, 200);
  const login = new URLSearchParams({
    encryptedPhoneNumber: customer.encryptedPhoneNumber,
    regNo: plate,
  });
  await jsonOf(await visitor.call(`/authorization/login?${login}`), 200);
  return (await jsonOf<{ code: string }>(await sandbox(`/codes/${plate}`), 200)).code;
}

async function signIn(visitor: TireHotelVisitor, plate: string): Promise<TireHotelValidated> {
  const code = await codeFor(visitor, plate);
  return jsonOf(await visitor.call(`/authorization/validate?otpToken=${code}`), 200);
}

const window = () => bookingWindow(stockholmToday(new Date()));
const wrongCodeOf = (code: string) => (code === '0000' ? '1111' : '0000');

describe('the tire hotel through the sandbox', () => {
  it('takes ABC123 from the search through the code to a booking and a rating', async () => {
    const visitor = tireHotelVisitor(site, '192.0.2.1');
    const validated = await signIn(visitor, 'ABC123');
    expect(validated.status).toBe(0);
    const [vehicle] = validated.vehicles;
    expect(vehicle?.tires).toHaveLength(4);
    const erpId = vehicle!.location.erpId;

    const { first, last } = window();
    const query = {
      startDate: first,
      endDate: last,
      regNo: 'ABC123',
      brandCode: vehicle!.brandCode,
    };
    const days = await jsonOf<TimeslotDays>(
      await visitor.call(`/booking/GetTimeslotDays?workshopIdentifier=${erpId}`, { json: query }),
      200,
    );
    const date = days.availableDates[0]!.date;
    const oneDay = { ...query, startDate: date, endDate: date };
    const slots = await jsonOf<Timeslots>(
      await visitor.call(`/booking/GetTimeslots?workshopIdentifier=${erpId}`, { json: oneDay }),
      200,
    );
    const start = slots.availableTimeSlotDates[0]?.startTime[0] ?? null;
    const booking = {
      bookingDate: date,
      bookingStart: start,
      regNo: 'ABC123',
      freeText: 'Vinterdäcken, tack.',
      customer: {
        firstName: 'Anna',
        lastName: 'Andersson',
        email: 'anna@example.se',
        phoneMobile: '0701234567',
      },
    };
    const booked = await visitor.call(`/booking/create?departmentIdentifier=${erpId}`, {
      json: booking,
    });
    const confirmation = await jsonOf<{ bookingConfirmationId: string }>(booked, 200);
    expect(confirmation.bookingConfirmationId).toBeTruthy();
    const review = { rating: 4, comment: '', date: new Date().toISOString() };
    expect((await visitor.call('/review/addReview', { json: review })).status).toBe(204);

    const stored = await jsonOf<unknown[]>(await sandbox('/bookings/ABC123'), 200);
    expect(stored.length).toBeGreaterThan(0);
  });

  it("answers NOP000's search 404 with the spec's text", async () => {
    const visitor = tireHotelVisitor(site, '192.0.2.2');
    const res = await visitor.call('/authorization/search?regNo=NOP000', { method: 'GET' });
    expect(await jsonOf(res, 404)).toEqual({
      error: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
      issues: [],
    });
  });

  it("keeps the partner's messages for a wrong code and an expired one", async () => {
    const visitor = tireHotelVisitor(site, '192.0.2.3');
    const code = await codeFor(visitor, 'DEF456');
    const wrong = await visitor.call(`/authorization/validate?otpToken=${wrongCodeOf(code)}`);
    expect(await jsonOf(wrong, 401)).toEqual({ error: 'Felaktig kod. Försök igen.', issues: [] });
    expect((await sandbox('/codes/DEF456/expire', 'POST')).status).toBe(204);
    const expired = await visitor.call(`/authorization/validate?otpToken=${code}`);
    expect(await jsonOf(expired, 401)).toEqual({
      error: 'Koden har gått ut. Begär en ny kod.',
      issues: [],
    });
  });

  it("keeps JKL012's booking refusal and answers GHI789's failing times with 502", async () => {
    const jkl = tireHotelVisitor(site, '192.0.2.4');
    const [jklCar] = (await signIn(jkl, 'JKL012')).vehicles;
    const { first } = window();
    const booking = {
      bookingDate: first,
      bookingStart: null,
      regNo: 'JKL012',
      customer: { firstName: 'J', lastName: 'K', email: 'j@example.se', phoneMobile: '0701234567' },
    };
    const refused = await jkl.call(
      `/booking/create?departmentIdentifier=${jklCar!.location.erpId}`,
      { json: booking },
    );
    expect(await jsonOf(refused, 409)).toEqual({
      error: 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.',
      issues: [],
    });

    const ghi = tireHotelVisitor(site, '192.0.2.5');
    const [ghiCar] = (await signIn(ghi, 'GHI789')).vehicles;
    expectConsoleError(); // the worker logs the partner's failure
    const times = await ghi.call(
      `/booking/GetTimeslots?workshopIdentifier=${ghiCar!.location.erpId}`,
      {
        json: { startDate: first, endDate: first, regNo: 'GHI789' },
      },
    );
    await jsonOf(times, 502);
  });
});
