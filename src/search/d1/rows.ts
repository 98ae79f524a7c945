import { type CarDocument, carFields } from '#client/contracts/car-document.ts';
import { type SiteDocument, siteFields } from '#client/contracts/site-document.ts';

// D1 keeps a document's scalars as columns and its lists and objects as JSON text
// (kv-seed/d1-migrations/0002): these turn an index document into a row and a row back.

/** Car fields D1 keeps as JSON text. */
export const carJsonColumns = [
  'car_campaigns',
  'car_primary_image',
  'car_images',
  'car_equipment',
  'car_sellers',
  'car_loan_option',
  'car_leasing_options',
  'car_company_leasing_option',
  'car_private_leasing_option',
] as const satisfies ReadonlyArray<keyof CarDocument>;

/** Car fields D1 keeps as INTEGER 0/1. */
export const carBooleanColumns = [
  'car_is_used',
  'car_vat_eligible',
  'car_is_sample',
  'caroftheweek',
  'autos_on_show',
  'car_has_campaign_price',
  'car_has_campaign_loan',
  'car_has_campaign_companyleasing',
  'car_has_campaign_privateleasing',
  'car_has_companyleasing',
  'car_has_privateleasing',
] as const satisfies ReadonlyArray<keyof CarDocument>;

export const siteJsonColumns = [
  'site_primary_image',
  'site_brands',
  'site_departments',
] as const satisfies ReadonlyArray<keyof SiteDocument>;

const carJson = new Set<string>(carJsonColumns);
const carBoolean = new Set<string>(carBooleanColumns);
const siteJson = new Set<string>(siteJsonColumns);

/** A document as D1 stores it: JSON fields as text, booleans as 0/1. */
export function carToRow(car: CarDocument): Record<string, string | number | null> {
  const row: Record<string, string | number | null> = {};
  for (const field of carFields) {
    const value = car[field];
    row[field] = carJson.has(field)
      ? value === null
        ? null
        : JSON.stringify(value)
      : typeof value === 'boolean'
        ? value
          ? 1
          : 0
        : (value as string | number | null);
  }
  return row;
}

/**
 * The fields of a cars row (all of them or those selected) as the document has them: JSON text
 * parsed, 0/1 as booleans. Unknown columns (car_index, computed ones) pass through unchanged.
 */
export function carFromRow(
  row: Record<string, unknown>,
): Partial<CarDocument> & Record<string, unknown> {
  const car: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (carJson.has(column)) car[column] = typeof value === 'string' ? JSON.parse(value) : value;
    else if (carBoolean.has(column))
      car[column] = value === null ? null : value === 1 || value === true;
    else car[column] = value;
  }
  return car;
}

export function siteToRow(site: SiteDocument): Record<string, string | number> {
  const row: Record<string, string | number> = {};
  for (const field of siteFields) {
    const value = site[field];
    row[field] = siteJson.has(field) ? JSON.stringify(value) : (value as string | number);
  }
  return row;
}

export function siteFromRow(
  row: Record<string, unknown>,
): Partial<SiteDocument> & Record<string, unknown> {
  const site: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row))
    site[column] = siteJson.has(column) && typeof value === 'string' ? JSON.parse(value) : value;
  return site;
}
