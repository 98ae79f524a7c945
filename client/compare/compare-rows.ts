import { fill } from '../lib/fill.ts';
import { formatPrice } from '../lib/format.ts';
import { kilowattsOf } from '../stock/power.ts';
import { type CompareCar, formatCompareDate } from './compare-list.ts';
import type { CompareRowTexts } from './compare.texts.ts';
import { type WordLabels, wordLabel } from '../stock/word-label.ts';

/**
 * What a row needs besides the car: the page locale (monthly costs are formatted in it), the
 * stock words' labels and the power text in the page's language, and whether the index's monthly
 * costs are the site's finance (not on a site whose finance is the partner's quotes).
 */
export interface RowContext {
  locale: string;
  wordLabels: WordLabels;
  /** '{hp} bhp' when the page's language writes power otherwise than the index; else null. */
  powerText: string | null;
  indexFinance: boolean;
}

type RowKey = keyof CompareRowTexts;
interface RowSpec {
  key: RowKey;
  value: (car: CompareCar, context: RowContext) => string;
}

/** One row of the table: its name and one cell per car, in the selection's order. */
export interface CompareRow {
  key: RowKey;
  label: string;
  cells: string[];
}

const text = (field: string) => (car: CompareCar) => {
  const value = car[field];
  return typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';
};

/** A stock word (fuel, gearbox ...) in the page's language. */
const word = (field: string) => (car: CompareCar, context: RowContext) =>
  wordLabel(context.wordLabels, text(field)(car));

const money =
  (field: string) =>
  (car: CompareCar, { locale }: RowContext) => {
    const value = car[field];
    const currency = car.car_price_currency;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value <= 0 ||
      typeof currency !== 'string' ||
      currency.length !== 3
    )
      return '';
    return formatPrice(value, currency, locale);
  };

/** Power in the page's language: the index's own text says it in the index's ('190 hk'). */
const power = (car: CompareCar, { powerText }: RowContext) =>
  powerText && typeof car.car_power === 'number' && car.car_power > 0
    ? fill(powerText, { hp: car.car_power, kw: kilowattsOf(car.car_power) })
    : text('car_power_text')(car);

/** A monthly cost row, left empty (so out of the table) where the index's costs are not shown. */
const indexCost = (field: string) => (car: CompareCar, context: RowContext) =>
  context.indexFinance ? money(field)(car, context) : '';

const price = (car: CompareCar) =>
  car.car_has_campaign_price && car.car_campaign_price_text
    ? car.car_campaign_price_text
    : car.car_price_text;

const dealer = (car: CompareCar) =>
  [car.car_site_name, car.car_site_city]
    .filter((part) => typeof part === 'string' && part)
    .join(', ');

/** The rows shown from the start (the overview). */
export const overviewRows: RowSpec[] = [
  { key: 'price', value: price },
  { key: 'variant', value: text('car_model_text') },
  { key: 'year', value: text('car_year') },
  { key: 'mileage', value: text('car_mileage_text') },
  { key: 'fuel', value: word('car_fuel') },
  { key: 'gearbox', value: word('car_gearbox') },
  { key: 'body', value: word('car_body') },
  { key: 'color', value: word('car_color') },
  { key: 'drive', value: word('car_drive') },
  { key: 'power', value: power },
  { key: 'firstRegistration', value: (car) => formatCompareDate(car.car_firstregistration) },
  { key: 'dealer', value: dealer },
  { key: 'loan', value: indexCost('car_loan_monthly_cost') },
  { key: 'privateLeasing', value: indexCost('car_privateleasing_monthly_cost') },
];

/** The rows of the expandable technical-data section. */
export const technicalRows: RowSpec[] = [
  { key: 'acceleration', value: text('car_acceleration_text') },
  { key: 'consumption', value: text('car_fuel_combined_text') },
  { key: 'emission', value: text('car_emission_mixed_text') },
  { key: 'electricRange', value: text('wltp_electric_range_text') },
  { key: 'battery', value: text('battery_size_text') },
  { key: 'seats', value: text('car_seats') },
  { key: 'doors', value: text('car_doors') },
  { key: 'length', value: text('car_length_text') },
  { key: 'width', value: text('car_width_text') },
  { key: 'height', value: text('car_height_text') },
  { key: 'weight', value: text('car_service_weight_text') },
  { key: 'cargo', value: text('car_cargo_volume_text') },
  { key: 'tank', value: text('car_fuel_tank_capacity_text') },
];

/** The rows for these cars; a row no car has a value for is left out. */
export function compareRows(
  specs: RowSpec[],
  cars: readonly CompareCar[],
  labels: CompareRowTexts,
  context: RowContext,
): CompareRow[] {
  return specs
    .map((spec) => ({
      key: spec.key,
      label: labels[spec.key],
      cells: cars.map((car) => spec.value(car, context)),
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}
