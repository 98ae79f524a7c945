import { describe, expect, it } from 'vitest';
import {
  hoursAt,
  intervalsOf,
  localTime,
  type OpeningSchedule,
  openingHoursSpecification,
  specialOpeningHours,
  upcomingExceptions,
  weekdaysOf,
} from '#client/lib/dealer-sites/opening-hours.ts';

const swedish: OpeningSchedule = {
  openinghours: [
    { day: 'Måndag–fredag', displayText: '09–18' },
    { day: 'Lördag', displayText: '10–15' },
    { day: 'Söndag', displayText: 'Stängt' },
  ],
  deviationdays: [
    { day: '2026-12-24', displayText: 'Stängt' },
    { day: '2026-12-31', displayText: '10–13' },
  ],
  vacationdays: [
    { vacationstart: '2027-07-12', vacationend: '2027-07-25', vacationtitle: 'Semesterstängt' },
  ],
};

const english: OpeningSchedule = {
  openinghours: [
    { day: 'Monday–Friday', displayText: '09:00–18:00' },
    { day: 'Saturday', displayText: '10:00–15:00' },
    { day: 'Sunday', displayText: 'Closed' },
  ],
  deviationdays: [],
  vacationdays: [],
};

describe('weekday labels', () => {
  it('reads ranges and single days in each language', () => {
    expect(weekdaysOf('Måndag–fredag', 'sv')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOf('Lördag', 'sv')).toEqual([6]);
    expect(weekdaysOf('Mandag–fredag', 'nb')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOf('Maanantai–perjantai', 'fi')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOf('Nedeľa', 'sk')).toEqual([7]);
    expect(weekdaysOf('Monday, Wednesday', 'en')).toEqual([1, 3]);
  });

  it('wraps a range past Sunday and covers nothing for a label it cannot read', () => {
    expect(weekdaysOf('Saturday–Monday', 'en')).toEqual([1, 6, 7]);
    expect(weekdaysOf('Helgdagar', 'sv')).toEqual([]);
  });
});

describe('display texts', () => {
  it('reads hours with and without minutes, and split days', () => {
    expect(intervalsOf('09–18')).toEqual([{ from: 540, to: 1080 }]);
    expect(intervalsOf('9:00–18:30')).toEqual([{ from: 540, to: 1110 }]);
    expect(intervalsOf('08.00-12.00, 13.00-17.00')).toEqual([
      { from: 480, to: 720 },
      { from: 780, to: 1020 },
    ]);
  });

  it('reads a text without times as closed', () => {
    expect(intervalsOf('Stängt')).toEqual([]);
    expect(intervalsOf('Zatvorené')).toEqual([]);
  });
});

describe('open now in the site time zone', () => {
  it('takes the local clock of the zone, not of the server', () => {
    // 07:30 UTC on a winter Monday is 08:30 in Stockholm and 07:30 in London.
    expect(localTime(new Date('2026-11-23T07:30:00Z'), 'Europe/Stockholm')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 510,
    });
    expect(localTime(new Date('2026-11-23T07:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-11-23',
      weekday: 1,
      minutes: 450,
    });
    // 23:30 UTC on Sunday is already Monday in Helsinki.
    expect(localTime(new Date('2026-11-22T23:30:00Z'), 'Europe/Helsinki').weekday).toBe(1);
  });

  it('is open inside the weekday hours and closed before and after them', () => {
    // 08:30 UTC is 09:30 in Stockholm (winter): open; 17:00 UTC is 18:00: closed (the end is exclusive).
    expect(hoursAt(swedish, new Date('2026-11-23T08:30:00Z'), 'Europe/Stockholm', 'sv')).toEqual({
      text: '09–18',
      open: true,
      reason: 'regular',
      lineIndex: 0,
    });
    expect(hoursAt(swedish, new Date('2026-11-23T17:00:00Z'), 'Europe/Stockholm', 'sv').open).toBe(
      false,
    );
    expect(hoursAt(swedish, new Date('2026-11-23T07:59:00Z'), 'Europe/Stockholm', 'sv').open).toBe(
      false,
    );
  });

  it('gives the same instant different answers in different zones', () => {
    // 08:30 UTC: 09:30 in Stockholm (open), 08:30 in London (not yet).
    const instant = new Date('2026-11-23T08:30:00Z');
    expect(hoursAt(swedish, instant, 'Europe/Stockholm', 'sv').open).toBe(true);
    expect(hoursAt(english, instant, 'Europe/London', 'en').open).toBe(false);
  });

  it('follows summer time', () => {
    // 07:30 UTC in July is 09:30 in Stockholm (CEST): open.
    expect(hoursAt(swedish, new Date('2027-06-28T07:30:00Z'), 'Europe/Stockholm', 'sv').open).toBe(
      true,
    );
  });

  it('uses the Saturday line on Saturday and is closed all Sunday', () => {
    const saturday = hoursAt(swedish, new Date('2026-11-28T11:00:00Z'), 'Europe/Stockholm', 'sv');
    expect(saturday).toMatchObject({ text: '10–15', open: true, lineIndex: 1 });
    expect(
      hoursAt(swedish, new Date('2026-11-29T11:00:00Z'), 'Europe/Stockholm', 'sv'),
    ).toMatchObject({ text: 'Stängt', open: false, lineIndex: 2 });
  });

  it("lets a deviating day replace the weekday's hours", () => {
    // Christmas Eve 2026 is a Thursday: closed all day.
    expect(
      hoursAt(swedish, new Date('2026-12-24T10:00:00Z'), 'Europe/Stockholm', 'sv'),
    ).toMatchObject({ text: 'Stängt', open: false, reason: 'deviation' });
    // New Year's Eve: 10–13, so 12:30 local is open and 13:30 is not.
    expect(
      hoursAt(swedish, new Date('2026-12-31T11:30:00Z'), 'Europe/Stockholm', 'sv'),
    ).toMatchObject({ open: true, reason: 'deviation' });
    expect(hoursAt(swedish, new Date('2026-12-31T12:30:00Z'), 'Europe/Stockholm', 'sv').open).toBe(
      false,
    );
  });

  it('is closed through a vacation, its first and last day included', () => {
    for (const day of ['2027-07-12', '2027-07-20', '2027-07-23']) {
      expect(
        hoursAt(swedish, new Date(`${day}T10:00:00Z`), 'Europe/Stockholm', 'sv'),
      ).toMatchObject({ text: 'Semesterstängt', open: false, reason: 'vacation' });
    }
    expect(
      hoursAt(swedish, new Date('2027-07-26T10:00:00Z'), 'Europe/Stockholm', 'sv'),
    ).toMatchObject({ open: true, reason: 'regular' });
  });

  it('lists only deviations and vacations from today on', () => {
    const { deviations, vacations } = upcomingExceptions(
      swedish,
      new Date('2026-12-28T10:00:00Z'),
      'Europe/Stockholm',
    );
    expect(deviations.map((d) => d.day)).toEqual(['2026-12-31']);
    expect(vacations).toHaveLength(1);
    expect(
      upcomingExceptions(swedish, new Date('2027-08-01T10:00:00Z'), 'Europe/Stockholm').vacations,
    ).toEqual([]);
  });
});

describe('schema.org opening hours', () => {
  it('turns the week into OpeningHoursSpecification entries, leaving closed days out', () => {
    expect(openingHoursSpecification(swedish, 'sv')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '15:00',
      },
    ]);
  });

  it('marks closed deviating days and vacations as 00:00 to 00:00 for their dates', () => {
    expect(specialOpeningHours(swedish)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '10:00',
        closes: '13:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-07-12',
        validThrough: '2027-07-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
