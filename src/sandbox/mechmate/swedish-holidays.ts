import { addDays, dateOf, isoWeekday } from './iso-days.ts';

// The days Swedish workshops are closed beyond weekends: the public holidays of the Act on general
// holidays (lag 1989:253), and the three eves (midsummer, Christmas and New Year's) that are
// holidays in practice. Computed per year rather than listed, so the calendar never runs out.

/**
 * Easter Sunday of a Gregorian year: the first Sunday after the ecclesiastical full moon that falls
 * on or after 21 March, found the way the Gregorian computus does it, in whole-number arithmetic.
 */
export function easterSunday(year: number): string {
  // The moon's phases repeat over the 19-year Metonic cycle: where the year sits in it.
  const cycleYear = year % 19;
  const century = Math.floor(year / 100);
  const yearInCentury = year % 100;
  // The Gregorian calendar drops three leap days in four centuries (the solar correction), and the
  // lunar tables gain eight days in 2,500 years (the lunar correction).
  const droppedLeapDays = century - Math.floor(century / 4);
  const lunarCorrection = Math.floor((century - Math.floor((century + 8) / 25) + 1) / 3);
  // Days from 21 March to the full moon, then days from the full moon to the following Sunday.
  const toFullMoon = (19 * cycleYear + droppedLeapDays - lunarCorrection + 15) % 30;
  const weekdayShift =
    (32 +
      2 * (century % 4) +
      2 * Math.floor(yearInCentury / 4) -
      toFullMoon -
      (yearInCentury % 4)) %
    7;
  // Two exceptions keep Easter on or before 25 April (a full moon 29 days on, or 28 in some years).
  const lateMoonFix = 7 * Math.floor((cycleYear + 11 * toFullMoon + 22 * weekdayShift) / 451);
  const daysAfter21March = toFullMoon + weekdayShift - lateMoonFix + 1;
  return addDays(dateOf(year, 3, 21), daysAfter21March);
}

/** The date in `from`...`from + 6` that is the given ISO weekday (1 Monday ... 7 Sunday). */
function weekdayFrom(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

/** The closed days of a year, date to Swedish name, in date order. */
export function swedishHolidays(year: number): Map<string, string> {
  const easter = easterSunday(year);
  const midsummerDay = weekdayFrom(dateOf(year, 6, 20), 6);
  const days: Array<[string, string]> = [
    [dateOf(year, 1, 1), 'Nyårsdagen'],
    [dateOf(year, 1, 6), 'Trettondedag jul'],
    [addDays(easter, -2), 'Långfredagen'],
    [easter, 'Påskdagen'],
    [addDays(easter, 1), 'Annandag påsk'],
    [dateOf(year, 5, 1), 'Första maj'],
    [addDays(easter, 39), 'Kristi himmelsfärdsdag'],
    [addDays(easter, 49), 'Pingstdagen'],
    [dateOf(year, 6, 6), 'Sveriges nationaldag'],
    [addDays(midsummerDay, -1), 'Midsommarafton'],
    [midsummerDay, 'Midsommardagen'],
    [weekdayFrom(dateOf(year, 10, 31), 6), 'Alla helgons dag'],
    [dateOf(year, 12, 24), 'Julafton'],
    [dateOf(year, 12, 25), 'Juldagen'],
    [dateOf(year, 12, 26), 'Annandag jul'],
    [dateOf(year, 12, 31), 'Nyårsafton'],
  ];
  return new Map(days.sort(([a], [b]) => a.localeCompare(b)));
}

/** The holiday's name when the date is a closed day, otherwise null. */
export function holidayOn(date: string): string | null {
  return swedishHolidays(Number(date.slice(0, 4))).get(date) ?? null;
}
