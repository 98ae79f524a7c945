// Calendar dates as plain `YYYY-MM-DD` strings, weeks from Monday: the arithmetic the calendars of
// the booking flows share (the workshop booking's week calendar, the tire hotel's month calendar,
// the sandbox's fixture calendars). It runs on UTC midnights, so a summer-time change never shifts
// a day; the visitor's own date is read from the local clock once. Names of days and months come
// from the caller's texts (a table, not Intl: the first Intl date format a tab builds loads the
// locale data, as client/lib/format.ts explains for numbers).

const dayMs = 86_400_000;

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

/** A date's day of the month, month (0 for January) and weekday (0 for Monday). */
export function dayParts(date: string): { day: number; month: number; weekday: number } {
  return {
    day: Number(date.slice(8, 10)),
    month: Number(date.slice(5, 7)) - 1,
    weekday: weekdayIndex(date),
  };
}

/** 'måndag 24 november': what a day is called in full. */
export function longDay(
  date: string,
  texts: { weekdays: readonly string[]; months: readonly string[] },
): string {
  const { day, month, weekday } = dayParts(date);
  return `${texts.weekdays[weekday]} ${day} ${texts.months[month]}`;
}
