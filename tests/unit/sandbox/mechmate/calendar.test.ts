import { describe, expect, it } from 'vitest';
import { timeSlotDaySchema } from '#client/contracts/mechmate.ts';
import {
  firstFreeSlot,
  slotKey,
  timeSlotDays,
  workshopClock,
  type WorkshopClock,
} from '#src/sandbox/mechmate/calendar.ts';
import { isoWeekday } from '#src/sandbox/mechmate/iso-days.ts';
import { holidayOn } from '#src/sandbox/mechmate/swedish-holidays.ts';

const departmentId = 'verkstad-volvo-goteborg';
/** A Monday morning before the workshops open. */
const early: WorkshopClock = { date: '2026-11-23', minutes: 6 * 60 };
const none = new Set<string>();

const calendar = (
  from: string,
  now = early,
  booked: ReadonlySet<string> = none,
  id = departmentId,
) => timeSlotDays({ departmentId: id, from, now, booked });

describe('the sandbox workshop calendar', () => {
  it('answers 28 consecutive days from the date asked, in the contract shape', () => {
    const days = calendar('2026-11-30');
    expect(days).toHaveLength(28);
    expect(days[0]!.date).toBe('2026-11-30');
    expect(days[27]!.date).toBe('2026-12-27');
    for (const day of days) expect(timeSlotDaySchema.parse(day)).toEqual(day);
  });

  it('is closed at weekends and on Swedish holidays', () => {
    const days = calendar('2026-12-14');
    const closed = days.filter((day) => isoWeekday(day.date) > 5 || holidayOn(day.date));
    expect(closed.map((day) => day.date)).toContain('2026-12-24');
    expect(closed.map((day) => day.date)).toContain('2027-01-06');
    for (const day of closed)
      expect(day).toEqual({ ...day, availableSlots: [], allDaySlotAvailable: false });
  });

  it('offers hourly slots from 07:00 to 16:00 in order, drawn the same way on every call', () => {
    const days = calendar('2027-01-11');
    for (const day of days) {
      expect([...day.availableSlots].sort()).toEqual(day.availableSlots);
      for (const slot of day.availableSlots) expect(slot).toMatch(/^(0[7-9]|1[0-6]):00$/);
    }
    expect(calendar('2027-01-11')).toEqual(days);
    expect(calendar('2027-01-11', early, none, 'verkstad-toyota-malmo')).not.toEqual(days);
  });

  it('has fully booked working days and days with a full-day slot', () => {
    const days = [0, 1, 2, 3].flatMap((week) => calendar(`2027-0${2 + week}-01`));
    const working = days.filter((day) => isoWeekday(day.date) <= 5 && !holidayOn(day.date));
    expect(working.some((day) => day.availableSlots.length === 0 && !day.allDaySlotAvailable)).toBe(
      true,
    );
    expect(working.some((day) => day.allDaySlotAvailable)).toBe(true);
    expect(working.some((day) => !day.allDaySlotAvailable && day.availableSlots.length > 0)).toBe(
      true,
    );
  });

  it('leaves out booked slots and a booked full day', () => {
    const [day] = calendar('2027-01-12').filter((d) => d.availableSlots.length > 0);
    const first = day!.availableSlots[0]!;
    const booked = new Set([slotKey(day!.date, first), slotKey(day!.date, 'heldag')]);
    const after = calendar('2027-01-12', early, booked).find((d) => d.date === day!.date)!;
    expect(after.availableSlots).toEqual(day!.availableSlots.slice(1));
    expect(after.allDaySlotAvailable).toBe(false);
  });

  it('gives no slots before today, and today only the hours still ahead', () => {
    const today = calendar('2026-11-02', { date: '2026-11-25', minutes: 6 * 60 });
    expect(
      today
        .filter((day) => day.date < '2026-11-25')
        .every((day) => day.availableSlots.length === 0),
    ).toBe(true);
    const morning = calendar('2026-11-25', early).find((d) => d.date === '2026-11-25')!;
    const noon = calendar('2026-11-25', { date: '2026-11-25', minutes: 12 * 60 }).find(
      (d) => d.date === '2026-11-25',
    )!;
    expect(noon.availableSlots).toEqual(morning.availableSlots.filter((slot) => slot > '12:00'));
    expect(noon.allDaySlotAvailable).toBe(false);
  });

  it('names the first free slot, a free full day counting as 08:00', () => {
    expect(
      firstFreeSlot([
        { date: '2027-01-11', availableSlots: [], allDaySlotAvailable: false },
        { date: '2027-01-12', availableSlots: ['09:00', '13:00'], allDaySlotAvailable: true },
      ]),
    ).toBe('2027-01-12T08:00:00');
    expect(
      firstFreeSlot([{ date: '2027-01-11', availableSlots: [], allDaySlotAvailable: false }]),
    ).toBeNull();
  });

  it('reads the clock in Stockholm whatever the server zone', () => {
    expect(workshopClock(new Date('2026-11-24T23:30:00Z'))).toMatchObject({
      date: '2026-11-25',
      minutes: 30,
    });
    expect(workshopClock(new Date('2026-07-01T10:00:00Z'))).toMatchObject({
      date: '2026-07-01',
      minutes: 12 * 60,
    });
  });
});
