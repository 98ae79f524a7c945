import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isoWeek,
  localDate,
  longDay,
  mondayOf,
  weekDates,
} from '#client/lib/calendar-dates.ts';
import {
  needsMoreDays,
  shortDay,
  slotTime,
  slotWhen,
  weekSpan,
} from '#client/booking/calendar-dates.ts';
import { distanceKm, formatKm } from '#client/booking/distance.ts';
import { bookingTexts } from '#client/booking/booking.texts.ts';

const texts = bookingTexts.sv.workshop;

describe('calendar dates', () => {
  it('starts a week on Monday and gives its 7 days', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('counts whole days across a summer-time change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('names weeks by their ISO number', () => {
    expect(isoWeek('2026-11-24')).toBe(48);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2025-12-29')).toBe(1);
  });

  it('asks for more days once the week shown ends within a week of what is loaded', () => {
    const today = '2026-11-24';
    const loaded = addDays(today, 28);
    expect(needsMoreDays(mondayOf(today), today)).toBe(true);
    expect(needsMoreDays('2026-12-07', loaded)).toBe(false);
    expect(needsMoreDays('2026-12-14', loaded)).toBe(true);
  });

  it("takes the visitor's local date", () => {
    expect(localDate(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });

  it('writes a slot time as the booking sends it', () => {
    expect(slotTime('2026-11-25', '08:00')).toBe('2026-11-25T08:00:00');
  });

  it('writes days, weeks and slots in Swedish', () => {
    expect(shortDay('2026-11-24', texts)).toBe('tis 24 nov');
    expect(longDay('2026-11-29', texts)).toBe('söndag 29 november');
    expect(weekSpan('2026-11-23', texts)).toBe('23–29 nov');
    expect(weekSpan('2026-11-30', texts)).toBe('30 nov–6 dec');
    expect(slotWhen('2026-11-25T13:30:00', false, texts)).toBe('onsdag 25 november kl. 13:30');
    expect(slotWhen('2026-11-25T08:00:00', true, texts)).toBe('onsdag 25 november, Heldag');
    expect(slotWhen('2026-11-25T13:30:00', false, texts, 'short')).toBe('ons 25 nov kl. 13:30');
  });
});

describe('distance to a workshop', () => {
  it('measures the great-circle distance and writes it in Swedish', () => {
    const stockholm = { latitude: 59.3293, longitude: 18.0686 };
    const goteborg = { latitude: 57.7089, longitude: 11.9746 };
    expect(distanceKm(stockholm, goteborg)).toBeGreaterThan(395);
    expect(distanceKm(stockholm, goteborg)).toBeLessThan(400);
    expect(formatKm(distanceKm(stockholm, goteborg))).toMatch(/^39\d$/);
    expect(formatKm(3.44)).toBe('3,4');
    expect(formatKm(1234.4)).toBe('1\u00a0234');
  });
});
