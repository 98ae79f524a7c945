import { useEffect, useState } from 'react';
import type { TimeSlotDay } from '../contracts/mechmate.ts';
import { timeSlotsRoute } from '../contracts/mechmate.route.ts';
import { callApi } from '../lib/api-call.ts';
import { addDays } from '../lib/calendar-dates.ts';
import { calendarBatchDays, needsMoreDays } from './calendar-dates.ts';

/** Whose calendar: the car, the workshop and the selected services' codes. */
export interface TimeSlotsRequest {
  plate: string;
  departmentId: string;
  serviceOfferings: readonly string[];
}

interface LoadedDays {
  days: Readonly<Record<string, TimeSlotDay>>;
  /** The first date not asked for yet. */
  loadedUntil: string;
}

/**
 * A workshop's days as the week calendar needs them (booking spec 4.1, 9.1): 4 weeks from today
 * first, then 4 more each time the week shown ends within a week of what is loaded. A failed call
 * counts as days without free times, as the partner's own failure does (spec 7.1: "failure gives
 * an empty list"); leaving the calendar aborts the running call.
 */
export function useTimeSlots(request: TimeSlotsRequest, today: string, monday: string): LoadedDays {
  const [loaded, setLoaded] = useState<LoadedDays>({ days: {}, loadedUntil: today });
  const { plate, departmentId } = request;
  const serviceOfferings = request.serviceOfferings.join(',');
  const loading = needsMoreDays(monday, loaded.loadedUntil);
  const from = loaded.loadedUntil;

  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    callApi(timeSlotsRoute(plate, departmentId, from), { serviceOfferings }, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.info('time slots unavailable', departmentId, String(error));
        return [] as TimeSlotDay[];
      })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setLoaded((current) => ({
          days: { ...current.days, ...Object.fromEntries(answer.map((day) => [day.date, day])) },
          loadedUntil: addDays(from, calendarBatchDays),
        }));
      });
    return () => controller.abort();
  }, [loading, from, plate, departmentId, serviceOfferings]);

  return loaded;
}
