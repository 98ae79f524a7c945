import type { CardCar } from '../contracts/car-card.ts';
import type { CarDocument } from '../contracts/car-document.ts';

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
  return isCompared(list, car.car_id)
    ? list.filter((entry) => entry.car_id !== car.car_id)
    : [...list, car];
}

/** The stored selection, or empty when absent or not what we wrote (a hand-edited or older value). */
export function parseStoredCompare(raw: string | null): CompareCar[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is CompareCar =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.car_id === 'string' &&
        typeof entry.slug === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The fields the comparison table reads of a car: the card's fields and the rows of the table
 * (POST /api/search asks for exactly these when a car is added). Written out rather than taken
 * from the schema's shape, which would bring zod into the compare bar's chunk; the type checks
 * each name against the car document.
 */
export const compareDetailFields = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_model_text',
  'car_year',
  'car_mileage_text',
  'car_fuel',
  'car_price_text',
  'car_has_campaign_price',
  'car_campaign_price_text',
  'car_retail_price_text',
  'car_primary_image',
  'car_price_currency',
  'car_gearbox',
  'car_body',
  'car_color',
  'car_drive',
  'car_power',
  'car_power_text',
  'car_firstregistration',
  'car_site_name',
  'car_site_city',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_equipment',
  'car_acceleration_text',
  'car_fuel_combined_text',
  'car_emission_mixed_text',
  'wltp_electric_range_text',
  'battery_size_text',
  'car_seats',
  'car_doors',
  'car_length_text',
  'car_width_text',
  'car_height_text',
  'car_service_weight_text',
  'car_cargo_volume_text',
  'car_fuel_tank_capacity_text',
] as const satisfies ReadonlyArray<keyof CarDocument>;

/**
 * A date as the comparison table always shows it (spec 9): YYYY-MM-DD, from an ISO date or
 * timestamp or a DD/MM/YYYY text; anything else is shown as it came, nothing as ''.
 */
export function formatCompareDate(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (dayFirst)
    return `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`;
  return text;
}

/** The equipment lists of the selection merged: every item once, in the order the cars name them. */
export function equipmentUnion(list: readonly CompareCar[]): string[] {
  const seen = new Set<string>();
  for (const car of list) {
    const items = car.car_equipment;
    if (!Array.isArray(items)) continue;
    for (const item of items) if (typeof item === 'string' && item.trim()) seen.add(item.trim());
  }
  return [...seen];
}

/**
 * The selection after a car's detailed record arrived: the entry is replaced in place, keeping the
 * card's fields the record lacks; a car removed meanwhile stays removed.
 */
export function withDetail(list: readonly CompareCar[], detail: CompareCar): CompareCar[] {
  return list.map((entry) =>
    entry.car_id === detail.car_id ? { ...entry, ...withoutNulls(detail) } : entry,
  );
}

function withoutNulls(record: CompareCar): CompareCar {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined),
  ) as CompareCar;
}
