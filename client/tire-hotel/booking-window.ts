import { addDays, addMonths } from '../lib/calendar-dates.ts';
import { bookingWindowMonths, bookingWindowStartDays } from '../contracts/tire-hotel-rules.ts';

// The wheel-change booking window (booking spec 9.2): from today plus 3 days to today plus 3
// months, where today is the date in Stockholm (the workshops' day, whatever the visitor's clock
// says). Dates are `YYYY-MM-DD` strings; the sandbox uses the same window for its fixtures.

const stockholmDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Stockholm at `now`. */
export function stockholmToday(now: Date): string {
  return stockholmDay.format(now);
}

export interface BookingWindow {
  /** The first bookable date. */
  first: string;
  /** The last bookable date. */
  last: string;
}

export function bookingWindow(today: string): BookingWindow {
  return {
    first: addDays(today, bookingWindowStartDays),
    last: addMonths(today, bookingWindowMonths),
  };
}

export function inBookingWindow(date: string, window: BookingWindow): boolean {
  return date >= window.first && date <= window.last;
}
