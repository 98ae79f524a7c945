import { useEffect, useEffectEvent, useState } from 'react';
import type { TireHotelVehicle } from '../contracts/tire-hotel.ts';
import { timeslotDaysRoute, timeslotsRoute } from '../contracts/tire-hotel.route.ts';
import { ApiCallError, callApi } from '../lib/api-call.ts';
import type { BookingWindow } from './booking-window.ts';
import { bookableDates, type DayTimes } from './tire-booking-rules.ts';

// The Booking page's two reads of the workshop's calendar (booking spec 4.3, 7.3, 8.3): the free
// days of the whole window in one call, then the start times of the day chosen. Both need the
// verified session: a 401 means it ended (30 minutes idle), and the flow goes back to Search.

/** The window's free days: loading, failed ('Ett fel uppstod'), or the bookable dates. */
export type BookableDays =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; dates: ReadonlySet<string> };

/** A refusal that says the verified session is gone. */
export function sessionEnded(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 401;
}

type Vehicle = Pick<TireHotelVehicle, 'regNo' | 'brandCode' | 'location'>;

/** The calendar's query: the dates, the plate and the brand (the brand picks the calendar). */
const queryOf = (regNo: string, brandCode: string, startDate: string, endDate: string) => ({
  startDate,
  endDate,
  regNo,
  ...(brandCode ? { brandCode } : {}),
});

/** The workshop's free days in the booking window, asked for once when the page opens. */
export function useBookableDays(
  vehicle: Vehicle,
  span: BookingWindow,
  onSessionEnded: () => void,
): BookableDays {
  const [days, setDays] = useState<BookableDays>({ kind: 'loading' });
  const ended = useEffectEvent(onSessionEnded);
  const { regNo, brandCode } = vehicle;
  const { erpId } = vehicle.location;
  const { first, last } = span;

  useEffect(() => {
    const controller = new AbortController();
    const query = queryOf(regNo, brandCode, first, last);
    callApi(timeslotDaysRoute(erpId), query, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted)
          setDays({ kind: 'loaded', dates: bookableDates(answer.availableDates, { first, last }) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.info('tire hotel: free days unavailable', erpId, String(error));
        if (sessionEnded(error)) ended();
        else setDays({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [erpId, regNo, brandCode, first, last]);

  return days;
}

/** The chosen day's start times; null while no day is chosen. A new choice aborts the last call. */
export function useDayTimes(
  vehicle: Vehicle,
  date: string | null,
  onSessionEnded: () => void,
): DayTimes | null {
  const [loaded, setLoaded] = useState<{ date: string; times: DayTimes } | null>(null);
  const ended = useEffectEvent(onSessionEnded);
  const { regNo, brandCode } = vehicle;
  const { erpId } = vehicle.location;

  useEffect(() => {
    if (date === null) return;
    const controller = new AbortController();
    const query = queryOf(regNo, brandCode, date, date);
    callApi(timeslotsRoute(erpId), query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const day = answer.availableTimeSlotDates.find((entry) => entry.date === date);
        setLoaded({ date, times: { kind: 'loaded', times: day?.startTime ?? [] } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.info('tire hotel: start times unavailable', erpId, date, String(error));
        if (sessionEnded(error)) ended();
        else setLoaded({ date, times: { kind: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [erpId, regNo, brandCode, date]);

  if (date === null) return null;
  // Until the chosen day's answer is in, the last day's answer is not this day's.
  return loaded?.date === date ? loaded.times : { kind: 'loading' };
}
