import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MonthCalendar } from '#client/ui/month-calendar.tsx';
import { tireHotelTexts } from '#client/tire-hotel/tire-hotel.texts.ts';

// The calendar as the server and the first render draw it; tests/unit/client/ui/month-grid.test.ts
// holds its date and key rules.

const open = new Set(['2026-11-27', '2026-12-01', '2026-12-02']);
const render = (props: { month?: string; selected?: string | null } = {}) =>
  renderToStaticMarkup(
    <MonthCalendar
      label="Välj datum"
      month={props.month ?? '2026-12'}
      onMonthChange={() => {}}
      minMonth="2026-11"
      maxMonth="2027-02"
      selected={props.selected ?? null}
      onSelect={() => {}}
      isEnabled={(date) => open.has(date)}
      texts={tireHotelTexts.sv.booking}
    />,
  );
const buttons = (html: string) =>
  [...html.matchAll(/<button type="button" class="month-calendar__day"[^>]*>/g)].map((m) => m[0]);

describe('the month calendar', () => {
  it("draws a named grid of 42 day buttons under the month's caption and Monday-first column headers", () => {
    const html = render();
    expect(html).toMatch(
      /<p class="month-calendar__caption" id="[^"]+" aria-live="polite">december 2026<\/p>/,
    );
    expect(html).toContain('role="grid" aria-label="Välj datum"');
    expect(buttons(html)).toHaveLength(42);
    expect(html).toContain('<th scope="col" abbr="måndag">mån</th>');
    expect(html.indexOf('abbr="måndag"')).toBeLessThan(html.indexOf('abbr="söndag"'));
    expect(html.match(/<tr>/g)).toHaveLength(7);
  });

  it('names each day in full, and enables only the open days of the month shown', () => {
    const days = buttons(render());
    expect(days[0]).toContain('aria-label="måndag 30 november"');
    expect(days[1]).toContain('aria-label="tisdag 1 december"');
    // 30 November is open but belongs to the month before: dimmed and disabled.
    expect(days[0]).toContain('disabled=""');
    expect(days[1]).not.toContain('disabled');
    expect(days[1]).toContain('aria-pressed="false"');
    expect(days[3]).toContain('disabled=""');
    expect(days.filter((day) => !day.includes('disabled'))).toHaveLength(2);
    expect(render()).toContain(
      '<td role="gridcell" aria-selected="false" class="month-calendar__day--outside">',
    );
  });

  it('marks the chosen day and makes it the one tab stop, else the first open day', () => {
    const chosen = render({ selected: '2026-12-02' });
    expect(chosen).toContain('<td role="gridcell" aria-selected="true"><button');
    const stops = buttons(chosen).filter((day) => day.includes('tabindex="0"'));
    expect(stops).toEqual([expect.stringContaining('aria-label="onsdag 2 december"')]);
    expect(stops[0]).toContain('aria-pressed="true"');
    expect(buttons(render()).filter((day) => day.includes('tabindex="0"'))).toEqual([
      expect.stringContaining('aria-label="tisdag 1 december"'),
    ]);
  });

  it('disables the previous month at the first month and the next at the last', () => {
    const step = (html: string, label: string) =>
      new RegExp(
        `<button type="button" class="month-calendar__step"( disabled="")?>(?:(?!</button>).)*${label}`,
      ).exec(html)?.[1] !== undefined;
    expect(step(render({ month: '2026-11' }), 'Föregående månad')).toBe(true);
    expect(step(render({ month: '2026-11' }), 'Nästa månad')).toBe(false);
    expect(step(render({ month: '2027-02' }), 'Nästa månad')).toBe(true);
    expect(step(render({ month: '2027-01' }), 'Föregående månad')).toBe(false);
  });
});
