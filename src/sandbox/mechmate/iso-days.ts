// Calendar arithmetic on ISO dates (YYYY-MM-DD) as days, free of any time zone: a date is read and
// written at UTC midnight, so adding a day never trips over a clock change.

const dayMs = 86_400_000;

const toTime = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * dayMs);
}

/** The date of a year, month (1-12) and day of month. */
export function dateOf(year: number, month: number, day: number): string {
  return toDate(Date.UTC(year, month - 1, day));
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(toTime(date)).getUTCDay() || 7;
}
