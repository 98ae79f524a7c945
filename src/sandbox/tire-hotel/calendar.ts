import { addDays, weekdayIndex } from '#client/lib/calendar-dates.ts';
import { bookingWindow } from '#client/tire-hotel/booking-window.ts';
import { Dice } from '#kv-seed/stock/random.ts';
import { holidayOn } from '../mechmate/swedish-holidays.ts';
import type { FixtureWorkshop } from './fixtures.ts';

// A tire hotel workshop's wheel-change calendar as the sandbox plans it: weekdays inside the
// booking window (today plus 3 days to today plus 3 months, today in Stockholm, spec 9.2), closed
// on Swedish holidays and on a few days off, start times every 30 minutes from 07:30 to 16:00
// minus those already taken. What is free is drawn from the workshop and the date, so a day looks
// the same on every call; bookings then take their times. A full-day day has no start times: the
// car is left in the morning and fetched in the afternoon.

/** Start times of a working day, HH:mm. */
export const dayStartTimes: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 7 * 60 + 30 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Odds that a weekday is off (training, stocktaking), and that a start time is already taken. */
const odds = { dayOff: 0.12, taken: 0.35 } as const;

/** Start times booked through the sandbox, by date. */
export type BookedTimes = ReadonlyMap<string, ReadonlySet<string>>;

const noneBooked: ReadonlySet<string> = new Set();

function isWorkingDay(workshop: FixtureWorkshop, date: string): boolean {
  if (weekdayIndex(date) > 4 || holidayOn(date)) return false;
  return !new Dice(`${workshop.location.erpId} ${date} off`).chance(odds.dayOff);
}

/** Whether the car is left for the whole day rather than at a start time. */
export function isFullDayDay(workshop: FixtureWorkshop, date: string): boolean {
  return workshop.fullDayWeekdays.includes(weekdayIndex(date));
}

/** The day's free start times; empty on a full-day day. */
export function startTimesOn(
  workshop: FixtureWorkshop,
  date: string,
  booked: ReadonlySet<string> = noneBooked,
): string[] {
  if (isFullDayDay(workshop, date)) return [];
  const dice = new Dice(`${workshop.location.erpId} ${date} times`);
  return dayStartTimes.filter((time) => !dice.chance(odds.taken) && !booked.has(time));
}

/**
 * The bookable dates from `startDate` to `endDate` (inclusive) at `today` in Stockholm: working
 * days inside the window with a free start time, or full-day days. None at a fully booked workshop.
 */
export function availableDays(
  workshop: FixtureWorkshop,
  range: { startDate: string; endDate: string },
  today: string,
  booked: BookedTimes = new Map(),
): string[] {
  if (workshop.fullyBooked) return [];
  const window = bookingWindow(today);
  const first = range.startDate > window.first ? range.startDate : window.first;
  const last = range.endDate < window.last ? range.endDate : window.last;
  const days: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const bookable =
      isFullDayDay(workshop, date) || startTimesOn(workshop, date, booked.get(date)).length > 0;
    if (isWorkingDay(workshop, date) && bookable) days.push(date);
  }
  return days;
}
