import type { CarDocument } from '../contracts/car-document.ts';
import type { Language } from '../contracts/site-profile.ts';
import type { CarDetailTexts } from './car-detail.texts.ts';

/** Spec 9: first registration is DD/MM/YYYY when the language is English, else YYYY-MM-DD. */
export function formatFirstRegistration(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return language === 'en' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
}

/** Spec 9: cars of type LCV are priced without VAT, every other car with VAT. */
export function vatNote(
  car: Pick<CarDocument, 'car_vehicle_type_code'>,
  texts: Pick<CarDetailTexts, 'priceWithVat' | 'priceWithoutVat'>,
): string {
  return car.car_vehicle_type_code === 'LCV' ? texts.priceWithoutVat : texts.priceWithVat;
}

export type FactRow = readonly [label: string, value: string];

function rows(entries: Array<readonly [string, string | null | undefined]>): FactRow[] {
  return entries.filter(
    (entry): entry is FactRow => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
}

/** The overview list: what a buyer compares first. */
export function overviewRows(
  car: CarDocument,
  texts: CarDetailTexts,
  language: Language,
): FactRow[] {
  return rows([
    [texts.year, String(car.car_year)],
    [texts.mileage, car.car_mileage_text],
    [texts.fuel, car.car_fuel],
    [texts.gearbox, car.car_gearbox],
    [texts.body, car.car_body],
    [texts.drive, car.car_drive],
    [texts.colour, car.car_color],
    [texts.power, car.car_power_text],
    [
      texts.firstRegistration,
      car.car_firstregistration
        ? formatFirstRegistration(car.car_firstregistration, language)
        : null,
    ],
    [texts.condition, car.car_condition],
  ]);
}

/** The technical data table (the first 5 rows show, the rest behind 'show more'). */
export function technicalRows(car: CarDocument, texts: CarDetailTexts): FactRow[] {
  return rows([
    [texts.power, car.car_power_text],
    [texts.acceleration, car.car_acceleration_text],
    [texts.fuelConsumption, car.car_fuel_combined_text ?? car.wltp_electric_consumption_text],
    [texts.emissions, car.car_emission_mixed_text],
    [texts.electricRange, car.wltp_electric_range_text ?? car.car_electric_range_text],
    [texts.batterySize, car.battery_size_text],
    [texts.chargingAc, car.electric_charging_speed_ac_text],
    [texts.chargingDc, car.electric_charging_speed_dc_text],
    [texts.weight, car.car_service_weight_text],
    [texts.seats, String(car.car_seats)],
    [texts.doors, String(car.car_doors)],
    [texts.cargoVolume, car.car_cargo_volume_text],
    [texts.length, car.car_length_text],
    [texts.width, car.car_width_text],
    [texts.height, car.car_height_text],
    [texts.ncap, car.car_ncapstars === null ? null : '★'.repeat(car.car_ncapstars) || '0'],
    [texts.regNo, car.car_regno],
    [texts.vin, car.car_chassino],
  ]);
}

/** Spec 9: technical data shows this many rows before 'show more'. */
export const technicalRowsShown = 5;
/** Spec 9: collapsed heights on the detail page. */
export const equipmentCollapsedPx = 190;
export const descriptionCollapsedPx = 300;

/**
 * The two Swedish brand sites that show the 2G/3G shutdown copy (spec 2 names no sites): the
 * Swedish group site and the Swedish store, the only sites selling in Sweden, where the networks
 * close.
 */
export const networkShutdownSites: readonly string[] = ['group-se', 'store-se'];

/** The car list's keyphrase for a car no longer in stock: the brand and model words of its slug. */
export function keyphraseFromSlug(slug: string | null): string {
  if (!slug) return '';
  return slug
    .split('-')
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .join(' ');
}
