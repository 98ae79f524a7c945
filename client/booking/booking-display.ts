import type { MechmateCar, WorkshopSite } from '../contracts/mechmate.ts';
import type { ChosenSlot } from './booking-state.ts';

// How the flow writes what was chosen in one line (collapsed steps, the confirmation), pure.

/**
 * The chosen time as Swedes write it, ISO date then time ('2026-12-01 10:30'), or the date and
 * 'Heldag' for a full-day slot (spec 4.1: the car is left before 08:00).
 */
export function slotText(
  slot: Pick<ChosenSlot, 'timeSlot' | 'isFullDay'>,
  fullDay: string,
): string {
  const [date = '', time = ''] = slot.timeSlot.split('T');
  return slot.isFullDay ? `${date}, ${fullDay}` : `${date} ${time.slice(0, 5)}`;
}

/** The car in a line: 'Volvo XC60 2019 (ABC123)'. */
export function carText(car: MechmateCar, plate: string): string {
  const name = [car.brand, car.model, car.buildYear ?? ''].filter(Boolean).join(' ');
  return `${name} (${plate})`;
}

/**
 * The directions link of the confirmation (spec 2.1 "a maps search built from site name, address and
 * coordinates"): a Google Maps search for the workshop's name and address, centred on its position
 * at the map zoom of spec 9.1 (15).
 */
export function directionsUrl(
  site: Pick<WorkshopSite, 'siteName' | 'address' | 'latitude' | 'longitude'>,
): string {
  const query = [site.siteName, site.address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/${encodeURIComponent(query)}/@${site.latitude},${site.longitude},15z`;
}
