import { useId, useState } from 'react';
import type { TimeSlotDay, WorkshopSite } from '../contracts/mechmate.ts';
import { fill } from '../lib/fill.ts';
import { Spinner } from '../ui/spinner.tsx';
import type { ChosenSlot } from './booking-state.ts';
import type { BookingTexts } from './booking.texts.ts';
import { addDays, isoWeek, longDay, mondayOf, weekDates } from '../lib/calendar-dates.ts';
import { fullDayTime, shortDay, slotTime, weekSpan } from './calendar-dates.ts';
import { type TimeSlotsRequest, useTimeSlots } from './use-time-slots.ts';

type Texts = BookingTexts['workshop'];

/**
 * A workshop's free times, one week at a time (booking spec 2.1 step 4, 4.1): Monday to Sunday,
 * 'Föregående vecka' / 'Nästa vecka' (never before this week), each day's HH:mm slots as buttons,
 * 'Heldag' at 08:00 where the whole day is free, 'Inga lediga tider' for a day without any, and
 * days before today greyed out. A slot click hands the chosen workshop and time to `onChoose`.
 */
export function WeekCalendar(props: {
  id: string;
  site: WorkshopSite;
  request: TimeSlotsRequest;
  today: string;
  texts: Texts;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const { site, today, texts, onChoose } = props;
  const thisWeek = mondayOf(today);
  const [monday, setMonday] = useState(thisWeek);
  const { days, loadedUntil } = useTimeSlots(props.request, today, monday);
  const noteId = useId();
  const dates = weekDates(monday);
  const pending = dates.some((date) => date >= loadedUntil);
  const hasFullDay = dates.some((date) => days[date]?.allDaySlotAvailable && date >= today);
  const choose = (date: string, time: string, isFullDay: boolean) =>
    onChoose({ site, timeSlot: slotTime(date, time), isFullDay });

  return (
    <div
      className="week-calendar"
      id={props.id}
      role="group"
      aria-label={fill(texts.timesOf, { name: site.siteName })}
    >
      <div className="week-calendar__nav">
        <button
          type="button"
          className="week-calendar__step"
          disabled={monday <= thisWeek}
          onClick={() => setMonday(addDays(monday, -7))}
        >
          <span aria-hidden="true">‹ </span>
          {texts.previousWeek}
        </button>
        <p className="week-calendar__week" aria-live="polite">
          <strong>{fill(texts.week, { week: isoWeek(monday) })}</strong> {weekSpan(monday, texts)}
        </p>
        <button
          type="button"
          className="week-calendar__step"
          onClick={() => setMonday(addDays(monday, 7))}
        >
          {texts.nextWeek}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
      {pending ? (
        <Spinner label={texts.loadingTimes} size="small" className="week-calendar__loading" />
      ) : null}
      {hasFullDay ? (
        <p className="week-calendar__note" id={noteId}>
          {texts.fullDayNote}
        </p>
      ) : null}
      <ol className="week-calendar__days" aria-busy={pending}>
        {dates.map((date) => (
          <CalendarDay
            key={date}
            date={date}
            day={days[date]}
            state={date < today ? 'past' : date >= loadedUntil ? 'pending' : 'open'}
            noteId={hasFullDay ? noteId : undefined}
            texts={texts}
            onChoose={choose}
          />
        ))}
      </ol>
    </div>
  );
}

function CalendarDay(props: {
  date: string;
  day: TimeSlotDay | undefined;
  state: 'past' | 'pending' | 'open';
  noteId: string | undefined;
  texts: Texts;
  onChoose: (date: string, time: string, isFullDay: boolean) => void;
}) {
  const { date, day, state, texts, onChoose } = props;
  const name = longDay(date, texts);
  const slots = state === 'open' ? (day?.availableSlots ?? []) : [];
  const fullDay = state === 'open' && day?.allDaySlotAvailable === true;
  return (
    <li className={`calendar-day calendar-day--${state}`}>
      <p className="calendar-day__date">
        <span aria-hidden="true">{shortDay(date, texts)}</span>
        <span className="visually-hidden">{name}</span>
      </p>
      {state === 'open' && slots.length === 0 && !fullDay ? (
        <p className="calendar-day__none">{texts.noSlots}</p>
      ) : null}
      {fullDay || slots.length > 0 ? (
        <ul className="calendar-day__slots">
          {fullDay ? (
            <li>
              <button
                type="button"
                className="slot-button slot-button--full-day"
                aria-label={fill(texts.fullDayOn, { date: name })}
                aria-describedby={props.noteId}
                onClick={() => onChoose(date, fullDayTime, true)}
              >
                {texts.fullDay}
              </button>
            </li>
          ) : null}
          {slots.map((time) => (
            <li key={time}>
              <button
                type="button"
                className="slot-button"
                aria-label={fill(texts.slotAt, { date: name, time })}
                onClick={() => onChoose(date, time, false)}
              >
                {time}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
