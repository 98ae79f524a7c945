import { fill } from '../lib/fill.ts';
import { addDays, dayParts, daysBetween, longDay } from '../lib/calendar-dates.ts';
import type { BookingTexts } from './booking.texts.ts';

// The workshop booking's calendar rules and wording (booking spec 4.1, 9.1) on the shared date
// arithmetic of client/lib/calendar-dates.ts: 4 weeks load at a time, full-day slots, and how a
// day, a week and a slot read in step 4 and the summary.

/** Days the calendar asks for at a time. */
export const calendarBatchDays = 28;
/** The next batch loads when the week shown ends this close to what is loaded. */
export const calendarPrefetchDays = 7;
/** A full-day slot is booked at this time (spec 9.1). */
export const fullDayTime = '08:00';

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

/** 'mån 24 nov': a calendar day's heading. */
export function shortDay(date: string, texts: DateTexts): string {
  const { day, month, weekday } = dayParts(date);
  return `${texts.weekdaysShort[weekday]} ${day} ${texts.monthsShort[month]}`;
}

/** '24–30 nov' or '29 dec–4 jan': the dates a week spans. */
export function weekSpan(monday: string, texts: DateTexts): string {
  const sunday = addDays(monday, 6);
  const first = dayParts(monday);
  const last = dayParts(sunday);
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
