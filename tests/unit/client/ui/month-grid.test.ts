import { describe, expect, it } from 'vitest';
import {
  type FocusRule,
  focusAfterKey,
  monthGrid,
  shiftMonth,
  tabStopOf,
} from '#client/ui/month-grid.ts';

// Two months open, November and December 2026; weekends and 24-26 November are closed.
const closed = new Set(['2026-11-24', '2026-11-25', '2026-11-26']);
const weekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const rule: FocusRule = {
  minMonth: '2026-11',
  maxMonth: '2026-12',
  isEnabled: (date) => !weekend(date) && !closed.has(date),
};
const everyDay: FocusRule = { ...rule, isEnabled: () => true };

describe('the month grid', () => {
  it('shows 42 days from the Monday on or before the first, the neighbour months included', () => {
    const november = monthGrid('2026-11');
    expect(november).toHaveLength(42);
    expect(november[0]).toBe('2026-10-26');
    expect(november[6]).toBe('2026-11-01');
    expect(november[41]).toBe('2026-12-06');
    // A month that starts on a Monday starts the grid itself.
    expect(monthGrid('2027-02')[0]).toBe('2027-02-01');
  });

  it('turns months across the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 3)).toBe('2027-02');
  });
});

describe('the tab stop', () => {
  it('is the day last focused, else the chosen day, else the first enabled day of the month', () => {
    expect(tabStopOf('2026-11', [null, null], rule)).toBe('2026-11-02');
    expect(tabStopOf('2026-11', [null, '2026-11-18'], rule)).toBe('2026-11-18');
    expect(tabStopOf('2026-11', ['2026-11-20', '2026-11-18'], rule)).toBe('2026-11-20');
    // A chosen day of another month, or a disabled one, gives way to the month's first.
    expect(tabStopOf('2026-12', [null, '2026-11-18'], rule)).toBe('2026-12-01');
    expect(tabStopOf('2026-11', [null, '2026-11-24'], rule)).toBe('2026-11-02');
  });

  it('is none in a month with no day to choose', () => {
    expect(tabStopOf('2026-11', [null, null], { ...rule, isEnabled: () => false })).toBeNull();
  });
});

describe('the keys of the grid', () => {
  it('move a day with left and right and a week with up and down', () => {
    expect(focusAfterKey('2026-11-18', 'ArrowRight', everyDay)).toBe('2026-11-19');
    expect(focusAfterKey('2026-11-18', 'ArrowLeft', everyDay)).toBe('2026-11-17');
    expect(focusAfterKey('2026-11-18', 'ArrowDown', everyDay)).toBe('2026-11-25');
    expect(focusAfterKey('2026-11-18', 'ArrowUp', everyDay)).toBe('2026-11-11');
  });

  it('step over disabled days in the direction of the key', () => {
    expect(focusAfterKey('2026-11-23', 'ArrowRight', rule)).toBe('2026-11-27');
    expect(focusAfterKey('2026-11-27', 'ArrowLeft', rule)).toBe('2026-11-23');
    expect(focusAfterKey('2026-11-20', 'ArrowRight', rule)).toBe('2026-11-23');
    expect(focusAfterKey('2026-11-18', 'ArrowDown', rule)).toBe('2026-12-02');
  });

  it('cross into the next month, and stop at the first and last month', () => {
    expect(focusAfterKey('2026-11-30', 'ArrowRight', rule)).toBe('2026-12-01');
    expect(focusAfterKey('2026-11-02', 'ArrowLeft', rule)).toBeNull();
    expect(focusAfterKey('2026-11-04', 'ArrowUp', rule)).toBeNull();
    expect(focusAfterKey('2026-12-31', 'ArrowRight', rule)).toBeNull();
    expect(focusAfterKey('2026-12-30', 'ArrowDown', rule)).toBeNull();
  });

  it('go to the first and last enabled day of the week with Home and End', () => {
    expect(focusAfterKey('2026-11-18', 'Home', everyDay)).toBe('2026-11-16');
    expect(focusAfterKey('2026-11-18', 'End', everyDay)).toBe('2026-11-22');
    expect(focusAfterKey('2026-11-18', 'Home', rule)).toBe('2026-11-16');
    expect(focusAfterKey('2026-11-18', 'End', rule)).toBe('2026-11-20');
    expect(focusAfterKey('2026-11-27', 'Home', rule)).toBe('2026-11-23');
  });

  it("go to the same day a month away with PageUp and PageDown, the month's next open day if it is closed", () => {
    expect(focusAfterKey('2026-11-18', 'PageDown', rule)).toBe('2026-12-18');
    expect(focusAfterKey('2026-12-18', 'PageUp', rule)).toBe('2026-11-18');
    // 24 to 26 November are closed: the next open day is the 27th.
    expect(focusAfterKey('2026-12-24', 'PageUp', rule)).toBe('2026-11-27');
    expect(focusAfterKey('2026-11-21', 'PageDown', everyDay)).toBe('2026-12-21');
    // 31 January has no February twin: the month's last day.
    expect(
      focusAfterKey('2027-01-31', 'PageDown', {
        ...everyDay,
        minMonth: '2027-01',
        maxMonth: '2027-02',
      }),
    ).toBe('2027-02-28');
    expect(focusAfterKey('2026-12-18', 'PageDown', rule)).toBeNull();
    expect(focusAfterKey('2026-11-18', 'PageUp', rule)).toBeNull();
  });

  it('leave other keys to the page', () => {
    expect(focusAfterKey('2026-11-18', 'Enter', rule)).toBeNull();
    expect(focusAfterKey('2026-11-18', 'a', rule)).toBeNull();
  });
});
