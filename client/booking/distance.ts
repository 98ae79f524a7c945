import { formatDecimal, formatInteger } from '../lib/format.ts';

// How far a workshop is from the place the visitor chose, as the list shows it ('3,4 km',
// '128 km'): the great-circle distance, which is what "Närmast mig" orders by too.

interface Point {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in km. */
export function distanceKm(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in Swedish: one decimal under 10 km, whole km from there. */
export function formatKm(km: number): string {
  return km < 10 ? formatDecimal(km, 1, 'sv-SE') : formatInteger(Math.round(km), 'sv-SE');
}
