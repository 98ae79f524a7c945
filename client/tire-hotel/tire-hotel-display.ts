import type { StoredTire, TireBookingConfirmation } from '../contracts/tire-hotel.ts';
import { fill } from '../lib/fill.ts';
import { formatDecimal } from '../lib/format.ts';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

// How the tire hotel's LoggedIn and Confirmation pages write what they show, pure (booking spec
// 3.4, 9.2).

type Wheel = StoredTire['wheel'];

/** The size as it is moulded on the tire: '235/55 R18'. */
export function tireDimension(wheel: Pick<Wheel, 'sectionWidth' | 'aspectRatio' | 'rimDiameter'>) {
  return `${wheel.sectionWidth}/${wheel.aspectRatio} R${wheel.rimDiameter}`;
}

/** The tread depth in millimetres, Swedish style: '6,5 mm', '7 mm'. */
export function treadDepthText(millimetres: number, template: string): string {
  const digits = Number.isInteger(millimetres) ? 0 : 1;
  return fill(template, { mm: formatDecimal(millimetres, digits, 'sv-SE') });
}

/** Where the wheel sits, by the partner's position code; any other code is the spare. */
export function positionName(
  code: string,
  positions: TireHotelTexts['loggedIn']['positions'],
): string {
  const known = ['VF', 'HF', 'VB', 'HB'] as const;
  const match = known.find((position) => position === code.trim().toUpperCase());
  return match ? positions[match] : positions.other;
}

/** The warning box shows when any tire has status 1 (spec 9.2). */
export function needsTireWarning(tires: readonly StoredTire[]): boolean {
  return tires.some((tire) => tire.wheel.threadStatusId === 1);
}

/** A tire gets the status icon when its status is above 0 (spec 9.2). */
export function hasTireStatus(tire: StoredTire): boolean {
  return tire.wheel.threadStatusId > 0;
}

/** The maps search for the workshop's name and address (spec 7.3 "a maps search link"). */
export function workshopMapsUrl(
  workshop: Pick<TireBookingConfirmation['workshop'], 'name' | 'address'>,
) {
  const query = [workshop.name, workshop.address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
