import { z } from 'zod';
import { searchFilterSchema } from '../../lib/search-contract.ts';
import { checkboxSchema, optionalTextSchema } from '../fields.ts';

/** Cars a teaser shows when the author names no number (booking spec 1: default 8 cars). */
export const defaultTeaserCount = 8;

/**
 * Car teaser (booking spec 1, 9.3): a row of cars from the site's stock, either fixed ones
 * (`CarIds`, shown in the order given) or those a query finds (`Filters` and `SortName`, the
 * search contract's shapes), at most `Count`.
 */
export const carTeaserSchema = z.object({
  type: z.literal('car-teaser'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    CarIds: z.array(z.string().regex(/^\d{1,12}$/, 'a numeric car id')).max(24).optional(),
    Filters: z.array(searchFilterSchema).max(10).optional(),
    SortName: z.string().regex(/^[a-z_]+_(asc|desc)$/).optional(),
    Count: z.coerce.number().int().min(1).max(24).default(defaultTeaserCount),
    HasMarginTop: checkboxSchema,
  }),
});
export type CarTeaserBlock = z.infer<typeof carTeaserSchema>;

/** What a teaser card shows of a car: the search answer's document, narrowed to these fields (D1 answers null for an absent one). */
export const teaserCarSchema = z.object({
  car_id: z.string(),
  slug: z.string(),
  car_brand: z.string(),
  car_model: z.string(),
  car_model_text: z.string().nullish(),
  car_year: z.number(),
  car_mileage_text: z.string(),
  car_fuel: z.string(),
  car_price_text: z.string(),
  car_has_campaign_price: z.boolean(),
  car_campaign_price_text: z.string().nullish(),
  car_retail_price_text: z.string().nullish(),
  car_primary_image: z.object({ thumbnail_url: z.string(), blur_data_url: z.string().optional() }).nullish(),
});
export type TeaserCar = z.infer<typeof teaserCarSchema>;
export const teaserCarFields = Object.keys(teaserCarSchema.shape);
