import type { TimeSlotDay } from '#client/contracts/mechmate.ts';
import { localTime } from '#client/lib/dealer-sites/opening-hours.ts';
import { Dice } from '#kv-seed/stock/random.ts';
import { addDays, isoWeekday } from './iso-days.ts';
import { holidayOn } from './swedish-holidays.ts';

// A workshop's calendar as the sandbox's Mechmate plans it: hourly slots 07:00 to 16:00 on
// weekdays, closed at weekends and on Swedish holidays, some days fully booked, a full-day slot
// (the car left before 08:00) on some days. Which slots are free is drawn from the workshop and the
// date, so the same day looks the same on every call and every machine; bookings then take theirs.

/** The days the partner answers from a start date (the flow asks 4 weeks at a time). */
export const calendarDays = 28;
/** A full-day booking is made for 08:00 (spec 9.1). */
export const fullDayTime = '08:00';
const openingHours = [7, 8, 9, 10, 11, 12, 13, 14, 15, 16];

/** Odds that decide a day: fully booked, each hour free, the full-day slot free. */
const odds = { busyDay: 0.15, freeHour: 0.5, fullDay: 0.45 } as const;

/** The key of a booked slot: its date and its HH:mm, or 'heldag' for the full-day slot. */
export function slotKey(date: string, time: string | 'heldag'): string {
  return `${date} ${time}`;
}

/** Now, as a Swedish workshop's clock reads it. */
export interface WorkshopClock {
  date: string;
  /** Minutes after midnight. */
  minutes: number;
}

/** The clock of the partner's workshops, all in Sweden. */
export function workshopClock(instant = new Date()): WorkshopClock {
  return localTime(instant, 'Europe/Stockholm');
}

export interface CalendarQuery {
  departmentId: string;
  from: string;
  days?: number;
  now: WorkshopClock;
  /** Slots already booked at this workshop (slotKey). */
  booked: ReadonlySet<string>;
}

const minutesOf = (hour: number) => hour * 60;
const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Whether the workshop is open at all that day: not a weekend, not a holiday. */
export function isWorkingDay(date: string): boolean {
  return isoWeekday(date) <= 5 && holidayOn(date) === null;
}

function dayOf(departmentId: string, date: string, query: CalendarQuery): TimeSlotDay {
  const closed = { date, availableSlots: [], allDaySlotAvailable: false };
  if (date < query.now.date || !isWorkingDay(date)) return closed;
  const dice = new Dice(`mechmate:${departmentId}:${date}`);
  if (dice.chance(odds.busyDay)) return closed;
  const freeHours = openingHours.filter(() => dice.chance(odds.freeHour));
  const fullDayFree = dice.chance(odds.fullDay);
  // Today only what is still ahead: later hours, and the full day before the car is due at 08:00.
  const today = date === query.now.date;
  const ahead = (minutes: number) => !today || minutes > query.now.minutes;
  return {
    date,
    availableSlots: freeHours
      .filter((hour) => ahead(minutesOf(hour)) && !query.booked.has(slotKey(date, hhmm(hour))))
      .map(hhmm),
    allDaySlotAvailable:
      fullDayFree && ahead(minutesOf(8)) && !query.booked.has(slotKey(date, 'heldag')),
  };
}

/** The workshop's days from `from` (28 unless told), each with its free slots. */
export function timeSlotDays(query: CalendarQuery): TimeSlotDay[] {
  return Array.from({ length: query.days ?? calendarDays }, (_, i) =>
    dayOf(query.departmentId, addDays(query.from, i), query),
  );
}

/** The earliest free slot of the days (a full day counts at 08:00), `YYYY-MM-DDTHH:mm:ss`. */
export function firstFreeSlot(days: readonly TimeSlotDay[]): string | null {
  for (const day of days) {
    const times = [...day.availableSlots, ...(day.allDaySlotAvailable ? [fullDayTime] : [])];
    if (times.length > 0) return `${day.date}T${times.sort()[0]}:00`;
  }
  return null;
}
