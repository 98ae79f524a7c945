import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '#client/lib/calendar-dates.ts';
import { tireBookingConfirmationSchema } from '#client/contracts/tire-hotel.ts';
import { confirmationOf, isOffered } from '#src/sandbox/tire-hotel/booking-rules.ts';
import { availableDays, dayStartTimes, startTimesOn } from '#src/sandbox/tire-hotel/calendar.ts';
import { fixtureWorkshops } from '#src/sandbox/tire-hotel/fixtures.ts';

const solna = fixtureWorkshops.get('TH-ABC123')!;
const malmo = fixtureWorkshops.get('TH-JKL012')!;
// A Tuesday: the window runs from Friday 27 November to 24 February, over Christmas.
const today = '2026-11-24';
const everything = { startDate: '2026-01-01', endDate: '2099-12-31' };

describe('the tire hotel sandbox calendar', () => {
  it('starts every 30 minutes from 07:30 to 16:00', () => {
    expect(dayStartTimes[0]).toBe('07:30');
    expect(dayStartTimes.at(-1)).toBe('16:00');
    expect(dayStartTimes).toHaveLength(18);
  });

  it('offers weekdays inside the window only, without holidays and with a few days off', () => {
    const days = availableDays(malmo, everything, today);
    expect(days[0]! >= '2026-11-27').toBe(true);
    expect(days.at(-1)! <= '2027-02-24').toBe(true);
    expect(days.every((date) => weekdayIndex(date) < 5)).toBe(true);
    for (const holiday of ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-01-06'])
      expect(days).not.toContain(holiday);
    // 64 weekdays in the window, 5 of them holidays: of the other 59, a few are off.
    expect(days.length).toBeLessThan(59);
    expect(days.length).toBeGreaterThan(45);
  });

  it('answers only the dates asked for, and the same on every call', () => {
    const december = { startDate: '2026-12-01', endDate: '2026-12-31' };
    const days = availableDays(solna, december, today);
    expect(days.every((date) => date.startsWith('2026-12'))).toBe(true);
    expect(availableDays(solna, december, today)).toEqual(days);
  });

  it('has no dates at a fully booked workshop', () => {
    expect(availableDays(fixtureWorkshops.get('TH-DEF456')!, everything, today)).toEqual([]);
  });

  it("gives Solna's Fridays no start times, and takes booked times away elsewhere", () => {
    expect(startTimesOn(solna, '2026-12-04')).toEqual([]);
    const times = startTimesOn(solna, '2026-12-02');
    expect(times.length).toBeGreaterThan(0);
    expect(startTimesOn(solna, '2026-12-02', new Set([times[0]!]))).toEqual(times.slice(1));
  });

  it('drops a day whose every start time is booked', () => {
    const day = availableDays(malmo, everything, today)[0]!;
    const booked = new Map([[day, new Set(dayStartTimes)]]);
    expect(availableDays(malmo, { startDate: day, endDate: day }, today, booked)).toEqual([]);
  });
});

describe('the tire hotel sandbox bookings', () => {
  const day = availableDays(solna, everything, today).find((date) => weekdayIndex(date) !== 4)!;
  const friday = availableDays(solna, everything, today).find((date) => weekdayIndex(date) === 4)!;
  const [time] = startTimesOn(solna, day);

  it('takes a free start time, or no start time on a full-day day', () => {
    expect(isOffered(solna, { bookingDate: day, bookingStart: time! }, today, new Map())).toBe(
      true,
    );
    expect(isOffered(solna, { bookingDate: friday, bookingStart: null }, today, new Map())).toBe(
      true,
    );
  });

  it('refuses a booked time, a time on a full-day day, no time on a day with times, and a day outside the window', () => {
    const booked = new Map([[day, new Set([time!])]]);
    expect(isOffered(solna, { bookingDate: day, bookingStart: time! }, today, booked)).toBe(false);
    expect(isOffered(solna, { bookingDate: friday, bookingStart: '08:00' }, today, new Map())).toBe(
      false,
    );
    expect(isOffered(solna, { bookingDate: day, bookingStart: null }, today, new Map())).toBe(
      false,
    );
    expect(
      isOffered(solna, { bookingDate: '2026-11-25', bookingStart: null }, today, new Map()),
    ).toBe(false);
  });

  it('confirms with the workshop, the time and the customer', () => {
    const customer = {
      firstName: 'Anna',
      lastName: 'Svensson',
      email: 'anna@example.com',
      phoneMobile: '0701234512',
    };
    const booking = { bookingDate: day, regNo: 'ABC123', freeText: '', customer };
    const confirmation = confirmationOf(solna, { ...booking, bookingStart: time! }, 'DH-1');
    expect(tireBookingConfirmationSchema.parse(confirmation)).toEqual(confirmation);
    expect(confirmation).toMatchObject({
      appointmentTime: `${day}T${time}:00`,
      isFullDay: false,
      workshop: { name: 'Hedin Bil Solna', phoneNumber: '08-120 450 00', address: solna.address },
      customerBase: customer,
    });
    const fullDay = confirmationOf(
      solna,
      { ...booking, bookingDate: friday, bookingStart: null },
      'DH-2',
    );
    expect(fullDay).toMatchObject({ isFullDay: true, appointmentTime: `${friday}T08:00:00` });
  });
});
