import { weekdayNames } from '../../dealer-sites/dealer-sites.texts.ts';
import type { Language } from '../../contracts/site-profile.ts';

// Opening hours of a dealer department (car-stock spec 3 "Site / dealer": openingschedule with
// openinghours, deviationdays, vacationdays; each day a `day` label and a `displayText`). The index
// carries the hours as the site's own words ('Måndag–fredag' / '09–18'); this module reads them
// back into weekdays and minutes so a page can say what today's hours are and whether the
// department is open now, in the site's time zone whatever the server's clock zone is.

export interface ScheduleDay {
  day: string;
  displayText: string;
}
export interface VacationDay {
  vacationstart: string;
  vacationend: string;
  vacationtitle: string;
}
export interface OpeningSchedule {
  openinghours: ScheduleDay[];
  deviationdays: ScheduleDay[];
  vacationdays: VacationDay[];
}

/** ISO weekday: 1 Monday ... 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The time zone of a dealer in each of the group's countries. */
export const countryTimeZones = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  GB: 'Europe/London',
  FI: 'Europe/Helsinki',
  SK: 'Europe/Bratislava',
} as const;

function weekdayOf(name: string, language: Language): Weekday | null {
  const word = name.trim().toLocaleLowerCase(language);
  // Any language's names are understood (a Swedish site may carry an English label), its own first.
  for (const names of [weekdayNames[language], ...Object.values(weekdayNames)]) {
    const index = names.indexOf(word);
    if (index >= 0) return (index + 1) as Weekday;
  }
  return null;
}

/**
 * The weekdays a day label covers: 'Måndag–fredag' is 1..5, 'Lördag' is 6, 'Monday, Wednesday'
 * is 1 and 3. A label it cannot read covers no day.
 */
export function weekdaysOf(label: string, language: Language): Weekday[] {
  const days = new Set<Weekday>();
  for (const part of label.split(/[,&]| och | og | and | ja | a /)) {
    const [from, to, ...rest] = part.split(/\s*[–—-]\s*/);
    if (rest.length > 0 || !from) continue;
    const start = weekdayOf(from, language);
    if (!start) continue;
    if (to === undefined) {
      days.add(start);
      continue;
    }
    const end = weekdayOf(to, language);
    if (!end) continue;
    // A range may wrap past Sunday ('Saturday–Monday').
    for (let d = start, n = 0; n < 7; n++, d = ((d % 7) + 1) as Weekday) {
      days.add(d);
      if (d === end) break;
    }
  }
  return [...days].sort();
}

/** Opening time as minutes after midnight, `to` exclusive; several intervals for split days. */
export interface Interval {
  from: number;
  to: number;
}

function minutesOf(text: string): number | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] ? Number(match[2]) : 0;
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

/**
 * The intervals a display text says: '09–18' and '9:00–18:00' and '10.00-14.30' are one
 * interval, '8–12, 13–17' two; 'Stängt' (any text without times) is none: closed.
 */
export function intervalsOf(displayText: string): Interval[] {
  const intervals: Interval[] = [];
  for (const part of displayText.split(/[,;&]/)) {
    const match = /(\d{1,2}(?:[:.]\d{2})?)\s*[–—-]\s*(\d{1,2}(?:[:.]\d{2})?)/.exec(part);
    if (!match) continue;
    const from = minutesOf(match[1]!);
    const to = minutesOf(match[2]!);
    if (from === null || to === null || to <= from) continue;
    intervals.push({ from, to });
  }
  return intervals;
}

/** A moment as a clock in a zone shows it. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  weekday: Weekday;
  /** Minutes after midnight. */
  minutes: number;
}

const weekdayParts: Record<string, Weekday> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

/** The date, weekday and time of day an instant has in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdayParts[parts.weekday!] ?? 1,
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** Today's hours of a department, and why they are what they are. */
export interface TodayHours {
  /** The text to show for today: the regular line, the deviating day's, or the vacation's title. */
  text: string;
  open: boolean;
  reason: 'regular' | 'deviation' | 'vacation' | 'unknown';
  /** The regular line (index in openinghours) that covers today, to mark it in the week's list. */
  lineIndex: number | null;
}

/**
 * Whether a department is open at an instant, read in the site's zone: a vacation closes every day
 * it spans; a deviating day replaces the regular hours of its date; otherwise the line whose
 * label covers today's weekday decides. A day no line covers is closed.
 */
export function hoursAt(
  schedule: OpeningSchedule,
  instant: Date,
  timeZone: string,
  language: Language,
): TodayHours {
  const now = localTime(instant, timeZone);
  const lineIndex = schedule.openinghours.findIndex((line) =>
    weekdaysOf(line.day, language).includes(now.weekday),
  );
  const index = lineIndex >= 0 ? lineIndex : null;
  const vacation = schedule.vacationdays.find(
    (v) => v.vacationstart <= now.date && now.date <= v.vacationend,
  );
  if (vacation)
    return { text: vacation.vacationtitle, open: false, reason: 'vacation', lineIndex: index };
  const deviation = schedule.deviationdays.find((d) => d.day === now.date);
  const line = deviation ?? (index !== null ? schedule.openinghours[index] : undefined);
  if (!line) return { text: '', open: false, reason: 'unknown', lineIndex: null };
  const open = intervalsOf(line.displayText).some(
    (i) => i.from <= now.minutes && now.minutes < i.to,
  );
  return {
    text: line.displayText,
    open,
    reason: deviation ? 'deviation' : 'regular',
    lineIndex: index,
  };
}

/** Deviating days and vacations from today on (past ones are of no use to a visitor), in date order. */
export function upcomingExceptions(schedule: OpeningSchedule, instant: Date, timeZone: string) {
  const today = localTime(instant, timeZone).date;
  return {
    deviations: schedule.deviationdays
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day) && d.day >= today)
      .sort((a, b) => a.day.localeCompare(b.day)),
    vacations: schedule.vacationdays
      .filter((v) => v.vacationend >= today)
      .sort((a, b) => a.vacationstart.localeCompare(b.vacationstart)),
  };
}

const schemaDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** schema.org OpeningHoursSpecification entries of a schedule: one per line and interval; closed lines are left out. */
export function openingHoursSpecification(
  schedule: OpeningSchedule,
  language: Language,
): Array<Record<string, unknown>> {
  const regular = schedule.openinghours.flatMap((line) => {
    const days = weekdaysOf(line.day, language).map(
      (d) => `https://schema.org/${schemaDays[d - 1]}`,
    );
    if (days.length === 0) return [];
    return intervalsOf(line.displayText).map((i) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens: clock(i.from),
      closes: clock(i.to),
    }));
  });
  return regular;
}

/** schema.org special opening hours: deviating days (closed days as 00:00–00:00) and vacations. */
export function specialOpeningHours(schedule: OpeningSchedule): Array<Record<string, unknown>> {
  const deviations = schedule.deviationdays
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day))
    .flatMap((d) => {
      const intervals = intervalsOf(d.displayText);
      const spans = intervals.length > 0 ? intervals : [{ from: 0, to: 0 }];
      return spans.map((i) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: d.day,
        validThrough: d.day,
        opens: clock(i.from),
        closes: clock(i.to),
      }));
    });
  const vacations = schedule.vacationdays.map((v) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: v.vacationstart,
    validThrough: v.vacationend,
    opens: '00:00',
    closes: '00:00',
  }));
  return [...deviations, ...vacations];
}
