import { fill } from '../lib/fill.ts';
import type { BookingTexts } from './booking.texts.ts';

// Calendar dates of step 4 as plain `YYYY-MM-DD` strings (booking spec 4.1, 9.1): weeks start on
// Monday and have 7 days, 4 weeks load at a time. Arithmetic runs on UTC midnights, so a summer-
// time change never shifts a day; the visitor's own date is read from the local clock once. Names
// of days and months come from the texts (a table, not Intl: the first Intl date format a tab
// builds loads the locale data, as client/lib/format.ts explains for numbers).

const dayMs = 86_400_000;

/** Days the calendar asks for at a time. */
export const calendarBatchDays = 28;
/** The next batch loads when the week shown ends this close to what is loaded. */
export const calendarPrefetchDays = 7;
/** A full-day slot is booked at this time (spec 9.1). */
export const fullDayTime = '08:00';

const pad = (value: number) => String(value).padStart(2, '0');

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

const dateOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The local calendar date of `now`: the visitor's today. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(date: string, days: number): string {
  return dateOfUtc(utcOf(date) + days * dayMs);
}

/** `date` plus whole months, the day kept or cut to the month's last (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return dateOfUtc(Date.UTC(year, month, day));
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / dayMs);
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(utcOf(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week `date` falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The 7 dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/** The ISO week number (Swedish calendars name weeks by it: 'Vecka 48'). */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 3 - weekdayIndex(date));
  const januaryFirst = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor(daysBetween(januaryFirst, thursday) / 7) + 1;
}

/** Whether the week from `monday` ends within the prefetch distance of the loaded end. */
export function needsMoreDays(monday: string, loadedUntil: string): boolean {
  return daysBetween(addDays(monday, 7), loadedUntil) <= calendarPrefetchDays;
}

/** The booking's time of a slot: `YYYY-MM-DDTHH:mm:00`. */
export function slotTime(date: string, time: string): string {
  return `${date}T${time}:00`;
}

type DateTexts = Pick<
  BookingTexts['workshop'],
  'weekdays' | 'weekdaysShort' | 'months' | 'monthsShort'
>;

const parts = (date: string) => ({
  day: Number(date.slice(8, 10)),
  month: Number(date.slice(5, 7)) - 1,
  weekday: weekdayIndex(date),
});

/** 'mån 24 nov': a calendar day's heading. */
export function shortDay(date: string, texts: DateTexts): string {
  const { day, month, weekday } = parts(date);
  return `${texts.weekdaysShort[weekday]} ${day} ${texts.monthsShort[month]}`;
}

/** 'måndag 24 november': what a day is called in full. */
export function longDay(date: string, texts: Pick<DateTexts, 'weekdays' | 'months'>): string {
  const { day, month, weekday } = parts(date);
  return `${texts.weekdays[weekday]} ${day} ${texts.months[month]}`;
}

/** '24–30 nov' or '29 dec–4 jan': the dates a week spans. */
export function weekSpan(monday: string, texts: DateTexts): string {
  const sunday = addDays(monday, 6);
  const first = parts(monday);
  const last = parts(sunday);
  const start =
    first.month === last.month ? `${first.day}` : `${first.day} ${texts.monthsShort[first.month]}`;
  return `${start}–${last.day} ${texts.monthsShort[last.month]}`;
}

/** A slot time (`YYYY-MM-DDTHH:mm:ss`) as the visitor reads it, short or in full. */
export function slotWhen(
  timeSlot: string,
  isFullDay: boolean,
  texts: DateTexts & Pick<BookingTexts['workshop'], 'slotAt' | 'fullDayOn'>,
  length: 'short' | 'long' = 'long',
): string {
  const date = timeSlot.slice(0, 10);
  const day = length === 'long' ? longDay(date, texts) : shortDay(date, texts);
  return isFullDay
    ? fill(texts.fullDayOn, { date: day })
    : fill(texts.slotAt, { date: day, time: timeSlot.slice(11, 16) });
}
