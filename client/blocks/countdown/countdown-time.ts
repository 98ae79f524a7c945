/** Time left until a moment, split for the clock; all zero once it has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come (or passed). */
  ended: boolean;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/** Whole days, hours, minutes and seconds from `now` to `target` (both epoch milliseconds), rounded down. */
export function timeLeft(target: number, now: number): TimeLeft {
  const left = target - now;
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
  return {
    days: Math.floor(left / day),
    hours: Math.floor((left % day) / hour),
    minutes: Math.floor((left % hour) / minute),
    seconds: Math.floor((left % minute) / second),
    ended: false,
  };
}

/** At least two digits (spec shell 2.5): 7 is '07', 123 days stay '123'. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** Milliseconds until the shown second changes, so each tick lands just after the boundary. */
export function untilNextTick(target: number, now: number): number {
  const left = target - now;
  if (left <= 0) return second;
  return (left % second) + 5;
}
