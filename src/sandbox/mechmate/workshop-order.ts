import type { WorkshopSite, WorkshopSort } from '#client/contracts/mechmate.ts';
import type { Workshop } from './workshops.ts';
import { distanceKm } from '#client/booking/distance.ts';

// Which workshops the stream sends, in which order: those within reach of the visitor's place,
// nearest first (the great-circle distance the list shows, client/booking/distance.ts) or first
// free time first, continuing after the cursor of a 'Hämta fler'.

/** Workshops farther than this from the place are not offered (Kiruna gets none). */
export const reachKm = 300;

export interface Place {
  latitude: number;
  longitude: number;
}

/** Orders first free slots (ISO local date-times) earliest first, a workshop without one last. */
function earlierSlot(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export interface OrderQuery {
  place: Place;
  sort: WorkshopSort;
  /** The last departmentId the previous stream sent. */
  cursor?: string | undefined;
  /** Each workshop's first free slot (`YYYY-MM-DDTHH:mm:ss`), null when it has none. */
  firstTimeSlot: (departmentId: string) => string | null;
}

export type OrderedWorkshops =
  | { outcome: 'sites'; sites: WorkshopSite[] }
  | { outcome: 'nosites' }
  | { outcome: 'unknown-cursor' };

/** The workshops to send for a query, or why there are none. */
export function orderWorkshops(
  candidates: readonly Workshop[],
  query: OrderQuery,
): OrderedWorkshops {
  const inReach = candidates
    .map((workshop) => ({
      site: { ...workshop, firstTimeSlot: query.firstTimeSlot(workshop.departmentId) },
      km: distanceKm(query.place, workshop),
    }))
    .filter(({ km }) => km <= reachKm);
  if (inReach.length === 0) return { outcome: 'nosites' };
  inReach.sort((a, b) =>
    query.sort === 'firstAvailable'
      ? earlierSlot(a.site.firstTimeSlot, b.site.firstTimeSlot) || a.km - b.km
      : a.km - b.km,
  );
  const ordered = inReach.map(({ site }) => site);
  if (query.cursor === undefined) return { outcome: 'sites', sites: ordered };
  const after = ordered.findIndex((site) => site.departmentId === query.cursor);
  if (after < 0) return { outcome: 'unknown-cursor' };
  return { outcome: 'sites', sites: ordered.slice(after + 1) };
}
