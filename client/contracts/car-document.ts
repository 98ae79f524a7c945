import { z } from 'zod';
import {
  companyLeasingOptionSchema,
  leasingOptionSchema,
  loanOptionSchema,
  moneySchema,
  privateLeasingOptionSchema,
} from './car-finance.ts';
import { carImageSchema, primaryImageSchema } from './document-images.ts';
import { currencySchema } from './site-profile.ts';

// The car (and the vehicle, same shape) of the search indexes (spec car-stock-dealer-sites
// section 3), as the search answer's `content` carries it. D1 keeps scalars as columns and lists
// and objects as JSON text (kv-seed/d1-migrations/0002; src/search/d1/rows.ts).

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
  car_price: moneySchema,
  car_price_title: text,
  car_price_text: text,
  car_price_currency: currencySchema,
  car_retail_price: moneySchema,
  car_retail_price_text: text,
  car_retail_price_exkl_vat: moneySchema,
  car_campaign_price: moneySchema.nullable(),
  car_campaign_price_text: optionalText,
  car_campaign_price_exkl_vat: moneySchema.nullable(),
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
  car_beneficial_value: moneySchema.nullable(),
  car_has_companyleasing: z.boolean(),
  car_has_privateleasing: z.boolean(),
  car_privateleasing_monthly_cost: moneySchema.nullable(),
  car_companyleasing_monthly_cost: moneySchema.nullable(),
  car_loan_monthly_cost: moneySchema.nullable(),
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

/** Every field of the car document, in the column order of the cars table (after car_index). */
export const carFields = Object.keys(carDocumentSchema.shape) as Array<keyof CarDocument>;
