import { addDays, addMonths, mondayOf } from '../lib/calendar-dates.ts';

// The month calendar's pure rules (client/ui/month-calendar.tsx): which 42 days a month shows, and
// where a key moves the focus. Months are `YYYY-MM`, dates `YYYY-MM-DD`, as in calendar-dates.ts.

/** Six weeks of seven days: every month fits, and the grid never changes height. */
export const monthGridDays = 42;

/** The month a date falls in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** `month` plus whole months (negative goes back). */
export function shiftMonth(month: string, months: number): string {
  return monthOf(addMonths(`${month}-01`, months));
}

/** The 42 dates a month's grid shows, from the Monday on or before its first day. */
export function monthGrid(month: string): string[] {
  const first = mondayOf(`${month}-01`);
  return Array.from({ length: monthGridDays }, (_, day) => addDays(first, day));
}

/** The dates of `month` in order. */
function datesOf(month: string): string[] {
  return monthGrid(month).filter((date) => monthOf(date) === month);
}

/** Where focus may rest: an enabled day of a month between the first and last month shown. */
export interface FocusRule {
  minMonth: string;
  maxMonth: string;
  isEnabled: (date: string) => boolean;
}

/** Whether focus may rest on `date`. */
export const focusable = (date: string, rule: FocusRule): boolean =>
  monthOf(date) >= rule.minMonth && monthOf(date) <= rule.maxMonth && rule.isEnabled(date);

/** The first focusable date from `start` on, `step` days at a time, before passing `until`. */
function seek(start: string, step: number, until: (date: string) => boolean, rule: FocusRule) {
  for (let date = start; !until(date); date = addDays(date, step))
    if (focusable(date, rule)) return date;
  return null;
}

/**
 * The grid's one tab stop in `month`: the first of `preferred` (the day last focused, the chosen
 * day) that lies in the month and may take focus, else the month's first enabled day, else none.
 */
export function tabStopOf(
  month: string,
  preferred: readonly (string | null)[],
  rule: FocusRule,
): string | null {
  const inMonth = (date: string | null): date is string =>
    date !== null && monthOf(date) === month && focusable(date, rule);
  return preferred.find(inMonth) ?? datesOf(month).find(inMonth) ?? null;
}

/**
 * Where a key moves focus from `date` (the date-picker grid pattern of the ARIA practices):
 * arrows a day or a week, Home and End the week's first and last day, PageUp and PageDown the
 * same day a month before or after. Disabled days are stepped over in the key's direction; a
 * key with nowhere to go, or one the grid does not use, gives null.
 */
export function focusAfterKey(date: string, key: string, rule: FocusRule): string | null {
  const beyondRange = (candidate: string) =>
    monthOf(candidate) < rule.minMonth || monthOf(candidate) > rule.maxMonth;
  const arrow = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];
  if (arrow !== undefined) return seek(addDays(date, arrow), arrow, beyondRange, rule);
  const monday = mondayOf(date);
  if (key === 'Home') return seek(monday, 1, (d) => d > date, rule);
  if (key === 'End') return seek(addDays(monday, 6), -1, (d) => d < date, rule);
  const months = { PageUp: -1, PageDown: 1 }[key];
  if (months === undefined) return null;
  const target = addMonths(date, months);
  const month = monthOf(target);
  const outside = (d: string) => monthOf(d) !== month;
  return seek(target, 1, outside, rule) ?? seek(target, -1, outside, rule);
}
