import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { longDay } from '../lib/calendar-dates.ts';
import { Icon } from './icons.tsx';
import {
  type FocusRule,
  focusAfterKey,
  monthGrid,
  monthOf,
  shiftMonth,
  tabStopOf,
} from './month-grid.ts';

export interface MonthCalendarTexts {
  previousMonth: string;
  nextMonth: string;
  /** Monday first, in full: the column headers' names and each day's. */
  weekdays: string[];
  /** Monday first, as the column headers show them. */
  weekdaysShort: string[];
  /** January first. */
  months: string[];
}

const weeksOf = (dates: string[]) =>
  Array.from({ length: dates.length / 7 }, (_, week) => dates.slice(week * 7, week * 7 + 7));

/**
 * A month of days to pick one from (the tire hotel's booking, spec 9.2): six Monday-first weeks,
 * the neighbour months' days dimmed and disabled, and month buttons that stop at `minMonth` and
 * `maxMonth`. The days form a grid with one tab stop (the chosen day, else the month's first
 * enabled one): arrows move a day or a week, Home and End to the week's ends, PageUp and PageDown a
 * month, stepping over disabled days and turning the month shown when focus leaves it.
 */
export function MonthCalendar(props: {
  /** The grid's accessible name ('Välj datum'). */
  label: string;
  /** The month shown, `YYYY-MM`. */
  month: string;
  onMonthChange: (month: string) => void;
  minMonth: string;
  maxMonth: string;
  /** The chosen day, `YYYY-MM-DD`. */
  selected: string | null;
  onSelect: (date: string) => void;
  /** Whether a day may be chosen; the others are disabled. */
  isEnabled: (date: string) => boolean;
  texts: MonthCalendarTexts;
}) {
  const { label, month, onMonthChange, minMonth, maxMonth, selected, onSelect, texts } = props;
  const rule: FocusRule = { minMonth, maxMonth, isEnabled: props.isEnabled };
  const [focused, setFocused] = useState<string | null>(null);
  const tabStop = tabStopOf(month, [focused, selected], rule);
  const grid = useRef<HTMLTableElement>(null);
  // A key moved the focus: the day's button exists once the render it caused is done.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const date = focusNext.current;
    focusNext.current = null;
    if (date) grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus();
  });
  const captionId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.date;
    if (!from) return;
    const next = focusAfterKey(from, event.key, rule);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    focusNext.current = next;
    if (monthOf(next) !== month) onMonthChange(monthOf(next));
  };

  const year = month.slice(0, 4);
  const monthName = texts.months[Number(month.slice(5, 7)) - 1];
  return (
    <div className="month-calendar">
      <div className="month-calendar__nav">
        <button
          type="button"
          className="month-calendar__step"
          disabled={month <= minMonth}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <Icon name="chevron-left" size={20} />
          <span className="visually-hidden">{texts.previousMonth}</span>
        </button>
        <p className="month-calendar__caption" id={captionId} aria-live="polite">
          {monthName} {year}
        </p>
        <button
          type="button"
          className="month-calendar__step"
          disabled={month >= maxMonth}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <Icon name="chevron-right" size={20} />
          <span className="visually-hidden">{texts.nextMonth}</span>
        </button>
      </div>
      <table
        className="month-calendar__grid"
        role="grid"
        aria-label={label}
        aria-describedby={captionId}
        ref={grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {texts.weekdaysShort.map((short, day) => (
              <th key={short} scope="col" abbr={texts.weekdays[day]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(monthGrid(month)).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const outside = monthOf(date) !== month;
                const chosen = date === selected && !outside;
                const enabled = !outside && props.isEnabled(date);
                return (
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={chosen}
                    className={outside ? 'month-calendar__day--outside' : undefined}
                  >
                    <button
                      type="button"
                      className="month-calendar__day"
                      data-date={date}
                      aria-label={longDay(date, texts)}
                      aria-pressed={enabled ? chosen : undefined}
                      disabled={!enabled}
                      tabIndex={date === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocused(date);
                        onSelect(date);
                      }}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
