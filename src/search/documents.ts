import { z } from 'zod';

// The documents of the search indexes (spec car-stock-dealer-sites section 3): the car (and the
// vehicle, same shape) and the dealer site, as the search answer's `content` carries them. D1
// keeps scalars as columns and lists and objects as JSON text (kv-seed/d1-migrations/0002); the
// row helpers at the end turn a D1 row back into an index record.

const money = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

/** An image of a car or site: the picture and its tiny blur placeholder (a data: URL). */
export const blurDataUrlSchema = z.string().startsWith('data:image/');
export const carImageSchema = z.object({
  original: z.string().min(1),
  blur_data_url: blurDataUrlSchema,
});
export const primaryImageSchema = z.object({
  thumbnail_url: z.string().min(1),
  blur_data_url: blurDataUrlSchema,
  original: z.string().min(1).optional(),
});

export const sellerSchema = z.object({
  name: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
});
export type Seller = z.infer<typeof sellerSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  title: z.string().min(1),
  description: z.string(),
  /** ISO date (YYYY-MM-DD) the campaign ends. */
  valid_to: z.string(),
});

/** One contract length a loan is offered for. */
export const contractDurationSchema = z.object({
  months: z.number().int().positive(),
  residual_percentage: percent,
  cash_amount_min_percentage: percent,
  cash_amount_max_percentage: percent,
});

/** Placeholders `{1}`..`{n}` in a disclaimer, in order; the texts they stand for are documented per option. */
const disclaimer = z.string().regex(/\{1\}/, 'a disclaimer carries its {1}..{n} placeholders');

export const loanOptionSchema = z.object({
  title: z.string().min(1),
  default_monthly_cost: money,
  default_monthly_cost_text: z.string().min(1),
  /** Percent a year, e.g. 5.95. */
  interest_rate: z.number().nonnegative(),
  interest_rate_text: z.string().min(1),
  invoice_fee: money,
  invoice_fee_text: z.string().min(1),
  start_fee: money,
  start_fee_text: z.string().min(1),
  /** {1} interest rate, {2} effective rate, {3} months, {4} cash percentage, {5} residual percentage, {6} start fee, {7} invoice fee. */
  disclaimer,
  description: z.string(),
  default_contract_duration: z.number().int().positive(),
  contract_durations: z.array(contractDurationSchema).min(1),
});
export type LoanOption = z.infer<typeof loanOptionSchema>;

export const leasingTypeSchema = z.enum(['Private', 'Company']);

export const leasingOptionSchema = z.object({
  leasing_type: leasingTypeSchema,
  title: z.string().min(1),
  sales_text: z.string(),
  monthly_cost: money,
  monthly_cost_text: z.string().min(1),
  description: z.string(),
  /** Months. */
  duration: z.number().int().positive(),
  /** Distance a year in the market's unit (mil, miles or km). */
  mileage: z.number().int().positive(),
  asterix: z.string(),
  is_campaign: z.boolean(),
  price_base_amount: money,
  start_fee: money,
  start_fee_text: z.string().min(1),
  invoice_fee: money,
  invoice_fee_text: z.string().min(1),
  interest_rate_text: z.string().min(1),
  has_fixed_interest_rate: z.boolean(),
  months_text: z.string().min(1),
  mileage_text: z.string().min(1),
  /** {1} mileage, {2} months, {3} cash amount percentage, {4} residual percentage, {5} interest rate, {6} invoice fee, {7} start fee. */
  disclaimer,
});
export type LeasingOption = z.infer<typeof leasingOptionSchema>;

/** One contract a company lease is offered on, for one mileage. */
export const companyLeasingContractSchema = z.object({
  months: z.number().int().positive(),
  months_text: z.string().min(1),
  residual_percentage: percent,
  residual_percentage_text: z.string().min(1),
  cash_amount_min_percentage: percent,
  cash_amount_min_percentage_text: z.string().min(1),
  cash_amount_max_percentage: percent,
  cash_amount_max_percentage_text: z.string().min(1),
});

/** The company-lease calculator: contracts per offered mileage (keys are mileages as text). */
export const companyLeasingOptionSchema = leasingOptionSchema.extend({
  leasing_type: z.literal('Company'),
  default_company_leasing_mileage: z.number().int().positive(),
  company_leasing_options: z.record(
    z.string().regex(/^\d+$/),
    z.array(companyLeasingContractSchema).min(1),
  ),
  default_company_leasing_option: z.record(
    z.string().regex(/^\d+$/),
    z.object({ cash_amount: money, contract_length: z.number().int().positive() }),
  ),
  interest_rate: z.number().nonnegative(),
  default_monthly_cost: money,
});
export type CompanyLeasingOption = z.infer<typeof companyLeasingOptionSchema>;

export const privateLeasingOptionSchema = leasingOptionSchema.extend({
  leasing_type: z.literal('Private'),
});
export type PrivateLeasingOption = z.infer<typeof privateLeasingOptionSchema>;

const text = z.string().min(1);
const optionalText = text.nullable();
const optionalNumber = z.number().nonnegative().nullable();

/** A car (or vehicle) of the search index, every field of the spec's car document (section 3). */
export const carDocumentSchema = z.object({
  car_id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  car_site_name: text,
  car_site_id: text,
  car_site_city: text,
  car_site_region: text,
  car_site_leads_email: z.email(),
  car_brand: text,
  car_model: text,
  car_model_text: text,
  car_version: text,
  car_body: text,
  car_year: z.number().int().min(1990).max(2100),
  car_fuel: text,
  car_gearbox: text,
  car_color: text,
  car_condition: text,
  car_is_used: z.boolean(),
  car_drive: text,
  /** In the market's unit: Swedish and Norwegian mil (10 km), UK miles, elsewhere km. */
  car_mileage: z.number().int().nonnegative(),
  car_mileage_text: text,
  /** The odometer reading as the car's odometer shows it ('km' or 'mi'). */
  car_odometer: z.number().int().nonnegative(),
  car_odometer_unit: z.enum(['km', 'mi']),
  car_acceleration_text: optionalText,
  car_emission_mixed_text: optionalText,
  car_fuel_combined_text: optionalText,
  wltp_electric_consumption: optionalNumber,
  wltp_electric_consumption_text: optionalText,
  wltp_electric_range: z.number().int().nonnegative().nullable(),
  wltp_electric_range_text: optionalText,
  car_electric_range: z.number().int().nonnegative().nullable(),
  car_electric_range_text: optionalText,
  car_fuel_tank_capacity_text: optionalText,
  battery_size: optionalNumber,
  battery_size_text: optionalText,
  electric_charging_speed_ac: optionalNumber,
  electric_charging_speed_ac_text: optionalText,
  electric_charging_speed_dc: optionalNumber,
  electric_charging_speed_dc_text: optionalText,
  /** Horsepower. */
  car_power: z.number().int().positive(),
  car_power_text: text,
  car_service_weight_text: text,
  car_seats: z.number().int().positive(),
  car_doors: z.number().int().positive(),
  car_cargo_volume_text: text,
  car_height_text: text,
  car_length_text: text,
  car_width_text: text,
  car_ncapstars: z.number().int().min(0).max(5).nullable(),
  /** ISO date (YYYY-MM-DD); null for a new car not yet registered. */
  car_firstregistration: z.iso.date().nullable(),
  car_regno: optionalText,
  car_chassino: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/),
  /** 'LCV' (light commercial vehicle): prices are shown without VAT; otherwise with VAT. */
  car_vehicle_type_code: z.enum(['PC', 'LCV', 'TRUCK']),
  car_vat_eligible: z.boolean(),
  car_is_sample: z.boolean(),
  caroftheweek: z.boolean(),
  autos_on_show: z.boolean(),
  /** The price to show: the campaign price when there is one, else the retail price; without VAT for LCV. */
  car_price: money,
  car_price_title: text,
  car_price_text: text,
  car_price_currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  car_retail_price: money,
  car_retail_price_text: text,
  car_retail_price_exkl_vat: money,
  car_campaign_price: money.nullable(),
  car_campaign_price_text: optionalText,
  car_campaign_price_exkl_vat: money.nullable(),
  car_has_campaign_price: z.boolean(),
  car_has_campaign_loan: z.boolean(),
  car_has_campaign_companyleasing: z.boolean(),
  car_has_campaign_privateleasing: z.boolean(),
  car_campaigns: z.array(campaignSchema),
  car_primary_image: primaryImageSchema,
  car_images: z.array(carImageSchema).min(1),
  car_equipment: z.array(text),
  car_description: z.string(),
  car_sellers: z.array(sellerSchema),
  car_pbbratio: z.number().nonnegative().nullable(),
  car_beneficial_value: money.nullable(),
  car_has_companyleasing: z.boolean(),
  car_has_privateleasing: z.boolean(),
  car_privateleasing_monthly_cost: money.nullable(),
  car_companyleasing_monthly_cost: money.nullable(),
  car_loan_monthly_cost: money.nullable(),
  car_loan_option: loanOptionSchema.nullable(),
  car_leasing_options: z.array(leasingOptionSchema),
  car_company_leasing_option: companyLeasingOptionSchema.nullable(),
  car_private_leasing_option: privateLeasingOptionSchema.nullable(),
  /** ISO timestamps. */
  car_publishdate: z.iso.datetime(),
  indexed_at: z.iso.datetime(),
  car_companyerpid: text,
  car_departmenterpid: text,
});
export type CarDocument = z.infer<typeof carDocumentSchema>;

/** A day line of an opening schedule: 'Måndag–fredag' / '09–18'. */
export const scheduleDaySchema = z.object({ day: text, displayText: text });
export const vacationDaySchema = z.object({
  vacationstart: z.iso.date(),
  vacationend: z.iso.date(),
  vacationtitle: text,
});
export const openingScheduleSchema = z.object({
  openinghours: z.array(scheduleDaySchema).min(1),
  /** Days with other hours than usual (holiday eves...): day is the ISO date. */
  deviationdays: z.array(scheduleDaySchema),
  vacationdays: z.array(vacationDaySchema),
});

export const departmentSchema = z.object({
  name: text,
  official_name: text,
  department_type: text,
  /** The group the site list shows departments under: 'Nybil', 'Begagnat', 'Verkstad'... in the site's language. */
  group: text,
  phone: text,
  email: z.email(),
  brands: z.array(z.object({ name: text, brand_code: text, email: z.email() })),
  users: z.array(
    z.object({ first_name: text, last_name: text, title: text, phone: text, email: z.email() }),
  ),
  openingschedule: openingScheduleSchema,
});
export type Department = z.infer<typeof departmentSchema>;

/** A dealer site of the site index. */
export const siteDocumentSchema = z.object({
  id: text,
  site_id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  site_official_name: text,
  site_email: z.email(),
  site_phone: text,
  site_street: text,
  site_zip: text,
  site_city: text,
  site_region: text,
  website_city: text,
  website_sort_order: z.number().int().nonnegative(),
  site_image_url: text,
  site_primary_image: primaryImageSchema,
  /** 'latitude,longitude'. */
  site_geocoord: z.string().regex(/^-?\d{1,2}\.\d+,-?\d{1,3}\.\d+$/),
  site_brands: z.array(text),
  /** company.department */
  erp_id: z.string().regex(/^\d+\.\d+$/),
  site_departments: z.array(departmentSchema).min(1),
});
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

// --- Rows <-> documents ---------------------------------------------------------------------

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

/** Every field of the car document, in the column order of the cars table (after car_index). */
export const carFields = Object.keys(carDocumentSchema.shape) as Array<keyof CarDocument>;

export const siteJsonColumns = [
  'site_primary_image',
  'site_brands',
  'site_departments',
] as const satisfies ReadonlyArray<keyof SiteDocument>;
export const siteFields = Object.keys(siteDocumentSchema.shape) as Array<keyof SiteDocument>;

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
