import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '#src/sandbox/mechmate/iso-days.ts';
import {
  easterSunday,
  holidayOn,
  swedishHolidays,
} from '#src/sandbox/mechmate/swedish-holidays.ts';

describe('Swedish holidays of the sandbox workshops', () => {
  it('finds Easter Sunday as the church calendar has it, the late-moon exceptions included', () => {
    // 1954, 1981, 2049 and 2076 are the years the 25 April limit moves Easter a week back.
    const easters: Record<number, string> = {
      1954: '1954-04-18',
      1981: '1981-04-19',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25',
      2049: '2049-04-18',
      2076: '2076-04-19',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(easters))
      expect(easterSunday(Number(year))).toBe(date);
  });

  it('puts Easter on a Sunday from 22 March to 25 April in every year', () => {
    for (let year = 1900; year <= 2300; year++) {
      const easter = easterSunday(year);
      expect(isoWeekday(easter), easter).toBe(7);
      expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`, easter).toBe(true);
    }
  });

  it('lists the closed days of 2026 with their Swedish names', () => {
    expect(Object.fromEntries(swedishHolidays(2026))).toEqual({
      '2026-01-01': 'Nyårsdagen',
      '2026-01-06': 'Trettondedag jul',
      '2026-04-03': 'Långfredagen',
      '2026-04-05': 'Påskdagen',
      '2026-04-06': 'Annandag påsk',
      '2026-05-01': 'Första maj',
      '2026-05-14': 'Kristi himmelsfärdsdag',
      '2026-05-24': 'Pingstdagen',
      '2026-06-06': 'Sveriges nationaldag',
      '2026-06-19': 'Midsommarafton',
      '2026-06-20': 'Midsommardagen',
      '2026-10-31': 'Alla helgons dag',
      '2026-12-24': 'Julafton',
      '2026-12-25': 'Juldagen',
      '2026-12-26': 'Annandag jul',
      '2026-12-31': 'Nyårsafton',
    });
  });

  it('moves midsummer and All Saints to the Saturday in their weeks (2027)', () => {
    expect(holidayOn('2027-06-25')).toBe('Midsommarafton');
    expect(holidayOn('2027-06-26')).toBe('Midsommardagen');
    expect(holidayOn('2027-11-06')).toBe('Alla helgons dag');
    expect(holidayOn('2027-10-30')).toBeNull();
    expect(holidayOn(addDays(easterSunday(2027), 39))).toBe('Kristi himmelsfärdsdag');
  });

  it('knows an ordinary weekday is not a holiday', () => {
    expect(holidayOn('2026-11-24')).toBeNull();
  });
});
