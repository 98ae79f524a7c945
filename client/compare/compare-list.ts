import type { CardCar } from '../ui/car-card.tsx';

/** Session storage key of the compare selection (car-stock spec 3, Compare selection). */
export const compareStorageKey = 'compare';

/**
 * A car in the compare selection: what its card showed, and, once fetched, its detailed record
 * (every field the comparison table reads). Adding falls back to the card's car when the fetch fails.
 */
export type CompareCar = CardCar & Record<string, unknown>;

export function isCompared(list: readonly CompareCar[], carId: string): boolean {
  return list.some((car) => car.car_id === carId);
}

/** Toggling a car removes it when present, else appends it (spec 4, Compare list). */
export function toggleCompared(list: readonly CompareCar[], car: CompareCar): CompareCar[] {
  return isCompared(list, car.car_id) ? list.filter((entry) => entry.car_id !== car.car_id) : [...list, car];
}

/** The stored selection, or empty when absent or not what we wrote (a hand-edited or older value). */
export function parseStoredCompare(raw: string | null): CompareCar[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is CompareCar => typeof entry === 'object' && entry !== null && typeof entry.car_id === 'string' && typeof entry.slug === 'string');
  } catch {
    return [];
  }
}
