import { useId } from 'react';
import type { TireHotelTexts } from './tire-hotel.texts.ts';
import type { DayTimes } from './tire-booking-rules.ts';

type Texts = Pick<
  TireHotelTexts['booking'],
  'chooseTime' | 'loadingTimes' | 'timesFailed' | 'noTimes'
>;

/**
 * The chosen day's start times (booking spec 2.5, 4.3, 8.3) as a wrapping grid of toggle buttons,
 * the chosen one pressed; while they load, when they fail and when the day has none, a line says
 * so instead (a day without times is booked without one: the workshop sets it).
 */
export function TimeGrid({
  times,
  chosen,
  onChoose,
  texts,
}: {
  times: DayTimes;
  chosen: string | null;
  onChoose: (time: string) => void;
  texts: Texts;
}) {
  const id = useId();
  if (times.kind === 'loading')
    return (
      <p className="tire-booking__note" role="status">
        {texts.loadingTimes}
      </p>
    );
  if (times.kind === 'failed')
    return (
      <p className="tire-booking__problem" role="alert">
        {texts.timesFailed}
      </p>
    );
  if (times.times.length === 0)
    return (
      <p className="tire-booking__note" role="status">
        {texts.noTimes}
      </p>
    );
  return (
    <div className="tire-times">
      <h3 id={`${id}-heading`}>{texts.chooseTime}</h3>
      <div className="tire-times__grid" role="group" aria-labelledby={`${id}-heading`}>
        {times.times.map((time) => (
          <button
            key={time}
            type="button"
            className="tire-times__button"
            aria-pressed={time === chosen}
            onClick={() => onChoose(time)}
          >
            {time}
          </button>
        ))}
      </div>
    </div>
  );
}
