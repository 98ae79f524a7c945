// stand-in: owned by th-page
// The smallest MonthCalendar with th-page's exact props, so the booking page builds and renders
// on this branch; th-page's real one (42 days, roving tabindex, keys) replaces it at the merge.

export function MonthCalendar(props: {
  label: string;
  month: string;
  onMonthChange: (month: string) => void;
  minMonth: string;
  maxMonth: string;
  selected: string | null;
  onSelect: (date: string) => void;
  isEnabled: (date: string) => boolean;
  texts: {
    previousMonth: string;
    nextMonth: string;
    weekdays: string[];
    weekdaysShort: string[];
    months: string[];
  };
}) {
  const year = Number(props.month.slice(0, 4));
  const monthIndex = Number(props.month.slice(5, 7)) - 1;
  const days = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const dates = Array.from(
    { length: days },
    (_, day) => `${props.month}-${String(day + 1).padStart(2, '0')}`,
  );
  const shift = (by: number) =>
    new Date(Date.UTC(year, monthIndex + by, 1)).toISOString().slice(0, 7);
  return (
    <div>
      <button
        type="button"
        disabled={props.month <= props.minMonth}
        onClick={() => props.onMonthChange(shift(-1))}
      >
        {props.texts.previousMonth}
      </button>
      <span>{`${props.texts.months[monthIndex]} ${year}`}</span>
      <button
        type="button"
        disabled={props.month >= props.maxMonth}
        onClick={() => props.onMonthChange(shift(1))}
      >
        {props.texts.nextMonth}
      </button>
      <div role="grid" aria-label={props.label}>
        <div role="row">
          {dates.map((date) => (
            <div key={date} role="gridcell" aria-selected={props.selected === date}>
              <button
                type="button"
                disabled={!props.isEnabled(date)}
                onClick={() => props.onSelect(date)}
              >
                {Number(date.slice(8))}
              </button>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
