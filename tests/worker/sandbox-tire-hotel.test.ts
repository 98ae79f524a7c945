import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '#client/lib/calendar-dates.ts';
import {
  customerSchema,
  partnerLoginAnswerSchema,
  reviewSchema,
  timeslotDaysSchema,
  timeslotsSchema,
  tireBookingConfirmationSchema,
  tireHotelRefusalSchema,
  validatedSchema,
} from '#client/contracts/tire-hotel.ts';
import { bookingWindow, stockholmToday } from '#client/tire-hotel/booking-window.ts';
import { startSite, useSite } from '../support/site-under-test.ts';

// The sandbox's tire hotel as the proxy meets it: the built sandbox worker under miniflare, called
// directly at the partner's own paths (the main worker and its seed are not needed).
const site = useSite({ seed: false });

async function partner(path: string, init?: RequestInit): Promise<Response> {
  const worker = await site.mf.getWorker('partner-sandbox');
  return worker.fetch(
    `https://partner-sandbox.internal/tirehotel${path}`,
    init as never,
  ) as unknown as Promise<Response>;
}

const post = (path: string, body?: unknown, token?: string) =>
  partner(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function refusal(res: Response): Promise<{ status: number; message: string }> {
  return { status: res.status, message: tireHotelRefusalSchema.parse(await res.json()).message };
}

async function customer(plate: string) {
  const res = await partner(`/authorization/search?regNo=${plate}`);
  expect(res.status).toBe(200);
  return customerSchema.parse(await res.json());
}

/** Asks for a code: the token the partner answers, and the code the dev endpoint tells. */
async function requestCode(plate: string): Promise<{ token: string; code: string }> {
  const { encryptedPhoneNumber } = await customer(plate);
  const res = await post(`/authorization/login?encryptedPhoneNumber=${encryptedPhoneNumber}`);
  expect(res.status).toBe(200);
  const { authorizationToken } = partnerLoginAnswerSchema.parse(await res.json());
  const issued = (await (await partner(`/_dev/codes/${plate}`)).json()) as { code: string };
  return { token: authorizationToken, code: issued.code };
}

const validate = (token: string, code: string) =>
  post(`/authorization/validate?authToken=${encodeURIComponent(token)}&otpToken=${code}`);

/** A validated session's token. */
async function signIn(plate: string): Promise<string> {
  const { token, code } = await requestCode(plate);
  expect((await validate(token, code)).status).toBe(200);
  return token;
}

const otherThan = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const today = () => stockholmToday(new Date());

async function daysOf(plate: string, token: string, startDate: string, endDate: string) {
  const res = await post(
    `/booking/GetTimeslotDays?workshopIdentifier=TH-${plate}`,
    { startDate, endDate, regNo: plate },
    token,
  );
  expect(res.status).toBe(200);
  return timeslotDaysSchema.parse(await res.json()).availableDates.map(({ date }) => date);
}

async function timesOn(plate: string, token: string, date: string): Promise<string[]> {
  const res = await post(
    `/booking/GetTimeslots?workshopIdentifier=TH-${plate}`,
    { startDate: date, endDate: date, regNo: plate },
    token,
  );
  expect(res.status).toBe(200);
  const { availableTimeSlotDates } = timeslotsSchema.parse(await res.json());
  return availableTimeSlotDates.find((day) => day.date === date)?.startTime ?? [];
}

const booking = (plate: string, bookingDate: string, bookingStart: string | null) => ({
  bookingDate,
  bookingStart,
  regNo: plate,
  freeText: 'Kan lämna bilen tidigt.',
  customer: {
    firstName: 'Anna',
    lastName: 'Svensson',
    email: 'anna.svensson@example.com',
    phoneMobile: '070-123 45 12',
  },
});

describe('sandbox tire hotel: search and login', () => {
  it('answers an agreement with the obfuscated and encrypted number, and 404 for NOP000', async () => {
    const found = await customer('abc%20123');
    expect(found).toMatchObject({ regNo: 'ABC123', obfuscatedPhoneNumber: '070-*** **12' });
    expect(found.encryptedPhoneNumber).not.toContain('1234512');
    expect(await refusal(await partner('/authorization/search?regNo=NOP000'))).toEqual({
      status: 404,
      message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
    });
    expect((await partner('/authorization/search?regNo=A')).status).toBe(400);
  });

  it('issues a 4-digit code for 5 minutes and a token for it; an unknown number is a 404', async () => {
    const before = Date.now();
    const { token, code } = await requestCode('ABC123');
    expect(code).toMatch(/^\d{4}$/);
    expect(token.length).toBeGreaterThanOrEqual(16);
    const { expiresAt } = (await (await partner('/_dev/codes/ABC123')).json()) as {
      expiresAt: string;
    };
    const lifetime = (Date.parse(expiresAt) - before) / 1000;
    expect(lifetime).toBeGreaterThan(295);
    expect(lifetime).toBeLessThanOrEqual(301);
    const unknown = await post(`/authorization/login?encryptedPhoneNumber=${'0'.repeat(64)}`);
    expect(unknown.status).toBe(404);
    expect((await post('/authorization/login?encryptedPhoneNumber=x')).status).toBe(400);
  });
});

describe('sandbox tire hotel: validating the code', () => {
  it('answers status 0 and the car with its tires for the right code', async () => {
    const { token, code } = await requestCode('ABC123');
    const res = await validate(token, code);
    expect(res.status).toBe(200);
    const { status, vehicles } = validatedSchema.parse(await res.json());
    expect(status).toBe(0);
    expect(vehicles[0]).toMatchObject({ regNo: 'ABC123', brand: 'Volvo', model: 'XC60' });
    expect(vehicles[0]!.location).toMatchObject({ erpId: 'TH-ABC123' });
    expect(vehicles[0]!.tires.map((tire) => tire.equipmentPosition)).toEqual([
      'VF',
      'HF',
      'VB',
      'HB',
    ]);
    expect(vehicles[0]!.tires.filter((tire) => tire.wheel.threadStatusId === 1)).toHaveLength(1);
  });

  it('refuses a wrong code, then takes the right one once', async () => {
    const { token, code } = await requestCode('DEF456');
    expect(await refusal(await validate(token, otherThan(code)))).toEqual({
      status: 401,
      message: 'Felaktig kod. Försök igen.',
    });
    expect((await validate(token, code)).status).toBe(200);
    expect(await refusal(await validate(token, code))).toEqual({
      status: 401,
      message: 'Koden har gått ut. Begär en ny kod.',
    });
  });

  it('refuses an expired code, a code a newer one replaced, and an unknown token', async () => {
    const first = await requestCode('GHI789');
    const second = await requestCode('GHI789');
    const expired = { status: 401, message: 'Koden har gått ut. Begär en ny kod.' };
    expect(await refusal(await validate(first.token, first.code))).toEqual(expired);
    expect((await post('/_dev/codes/GHI789/expire')).status).toBe(204);
    expect(await refusal(await validate(second.token, second.code))).toEqual(expired);
    expect((await validate(crypto.randomUUID(), '1234')).status).toBe(401);
    expect((await validate(second.token, '12a4')).status).toBe(400);
  });
});

describe('sandbox tire hotel: calendars', () => {
  it('refuses the booking and review calls without a validated token', async () => {
    const range = { startDate: today(), endDate: today(), regNo: 'ABC123' };
    const path = '/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123';
    expect((await post(path, range)).status).toBe(401);
    const { token } = await requestCode('ABC123');
    expect((await post(path, range, token)).status).toBe(401);
    expect((await post('/review/addReview', {}, crypto.randomUUID())).status).toBe(401);
  });

  it('offers weekdays from today plus 3 days to plus 3 months, some of them off', async () => {
    const token = await signIn('ABC123');
    const window = bookingWindow(today());
    const days = await daysOf('ABC123', token, today(), '2099-12-31');
    expect(days[0]! >= window.first).toBe(true);
    expect(days.at(-1)! <= window.last).toBe(true);
    expect(days.every((date) => weekdayIndex(date) < 5)).toBe(true);
    const weekdays = Array.from({ length: 93 }, (_, i) =>
      new Date(Date.parse(`${window.first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    ).filter((date) => date <= window.last && weekdayIndex(date) < 5);
    expect(days.length).toBeGreaterThan(weekdays.length / 2);
    expect(days.length).toBeLessThan(weekdays.length);
  });

  it("gives ABC123's workshop start times, and Fridays no start times (the car is left for the day)", async () => {
    const token = await signIn('ABC123');
    const days = await daysOf('ABC123', token, today(), '2099-12-31');
    const friday = days.find((date) => weekdayIndex(date) === 4)!;
    const otherDay = days.find((date) => weekdayIndex(date) !== 4)!;
    expect(await timesOn('ABC123', token, friday)).toEqual([]);
    const times = await timesOn('ABC123', token, otherDay);
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => time >= '07:30' && time <= '16:00')).toBe(true);
  });

  it('has no dates for DEF456, fails the times of GHI789 with a 500', async () => {
    expect(await daysOf('DEF456', await signIn('DEF456'), today(), '2099-12-31')).toEqual([]);
    const token = await signIn('GHI789');
    const [first] = await daysOf('GHI789', token, today(), '2099-12-31');
    const res = await post(
      '/booking/GetTimeslots?workshopIdentifier=TH-GHI789',
      { startDate: first, endDate: first, regNo: 'GHI789' },
      token,
    );
    expect(res.status).toBe(500);
    expect(
      (await post('/booking/GetTimeslotDays?workshopIdentifier=TH-XYZ', {}, token)).status,
    ).toBe(404);
  });
});

describe('sandbox tire hotel: bookings and reviews', () => {
  it('books a free time once and answers the confirmation with the workshop', async () => {
    const token = await signIn('ABC123');
    const days = await daysOf('ABC123', token, today(), '2099-12-31');
    const date = days.find((day) => weekdayIndex(day) !== 4)!;
    const [time] = await timesOn('ABC123', token, date);
    const create = '/booking/create?departmentIdentifier=TH-ABC123';
    const res = await post(create, booking('ABC123', date, time!), token);
    expect(res.status).toBe(200);
    const confirmation = tireBookingConfirmationSchema.parse(await res.json());
    expect(confirmation).toMatchObject({
      appointmentTime: `${date}T${time}:00`,
      isFullDay: false,
      workshop: { name: 'Hedin Bil Solna', email: expect.stringContaining('@') as string },
      customerBase: { firstName: 'Anna', phoneMobile: '0701234512' },
    });
    expect(await timesOn('ABC123', token, date)).not.toContain(time);
    expect(await refusal(await post(create, booking('ABC123', date, time!), token))).toEqual({
      status: 409,
      message: 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.',
    });
    const friday = days.find((day) => weekdayIndex(day) === 4)!;
    const fullDay = await post(create, booking('ABC123', friday, null), token);
    expect(tireBookingConfirmationSchema.parse(await fullDay.json()).isFullDay).toBe(true);
    const stored = (await (await partner('/_dev/bookings/ABC123')).json()) as unknown[];
    expect(stored).toContainEqual(confirmation);
  });

  it("refuses JKL012's booking with a 409 and a message, and another plate's with a 403", async () => {
    const token = await signIn('JKL012');
    const [date] = await daysOf('JKL012', token, today(), '2099-12-31');
    const [time] = await timesOn('JKL012', token, date!);
    const create = '/booking/create?departmentIdentifier=TH-JKL012';
    expect(await refusal(await post(create, booking('JKL012', date!, time!), token))).toEqual({
      status: 409,
      message: 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.',
    });
    expect((await post(create, booking('ABC123', date!, time!), token)).status).toBe(403);
    expect((await post(create, { bookingDate: date }, token)).status).toBe(400);
  });

  it('stores a review of the signed-in plate', async () => {
    const token = await signIn('DEF456');
    const review = { rating: 4, comment: 'Smidigt!', date: new Date().toISOString() };
    expect((await post('/review/addReview', review, token)).status).toBe(200);
    expect((await post('/review/addReview', { ...review, rating: 6 }, token)).status).toBe(400);
    const stored = (await (await partner('/_dev/reviews/DEF456')).json()) as unknown[];
    expect(stored.map((item) => reviewSchema.parse(item))).toContainEqual(review);
  });
});

describe('sandbox tire hotel: test controls', () => {
  it('answers 404 for a plate without a code', async () => {
    expect((await partner('/_dev/codes/XYZ999')).status).toBe(404);
    expect((await post('/_dev/codes/XYZ999/expire')).status).toBe(404);
  });

  it("reaches the test controls from the fixture build's site, as the browser tests do", async () => {
    const fixtures = await startSite({ build: 'dist-fixture', seed: false });
    try {
      const worker = await fixtures.mf.getWorker('partner-sandbox');
      const search = await worker.fetch(
        'https://partner-sandbox.internal/tirehotel/authorization/search?regNo=JKL012',
      );
      const { encryptedPhoneNumber } = customerSchema.parse(await search.json());
      const login = await worker.fetch(
        `https://partner-sandbox.internal/tirehotel/authorization/login?encryptedPhoneNumber=${encryptedPhoneNumber}`,
        { method: 'POST' },
      );
      expect(login.status).toBe(200);
      const controls = 'http://group-se.localhost/__fixtures/sandbox/tirehotel/_dev/codes/JKL012';
      const res = await fixtures.fetch(controls);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: expect.stringMatching(/^\d{4}$/) as string });
      expect((await fixtures.fetch(`${controls}/expire`, { method: 'POST' })).status).toBe(204);
    } finally {
      await fixtures.dispose();
    }
  });

  it('refuses the test controls in production as paths that do not exist', async () => {
    const production = await startSite({ seed: false, sandboxVars: { ENVIRONMENT: 'production' } });
    try {
      const worker = await production.mf.getWorker('partner-sandbox');
      const at = (path: string, method = 'GET') =>
        worker.fetch(`https://partner-sandbox.internal/tirehotel${path}`, {
          method,
        }) as unknown as Promise<Response>;
      const search = await at('/authorization/search?regNo=ABC123');
      const { encryptedPhoneNumber } = customerSchema.parse(await search.json());
      expect(
        (await at(`/authorization/login?encryptedPhoneNumber=${encryptedPhoneNumber}`, 'POST'))
          .status,
      ).toBe(200);
      for (const [path, method] of [
        ['/_dev/codes/ABC123', 'GET'],
        ['/_dev/codes/ABC123/expire', 'POST'],
        ['/_dev/bookings/ABC123', 'GET'],
      ] as const)
        expect((await at(path, method)).status, path).toBe(404);
    } finally {
      await production.dispose();
    }
  });
});
