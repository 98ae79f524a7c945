import { z } from 'zod';

/**
 * What a car card shows of a car (client/ui/car-card.tsx): the search answer's document narrowed
 * to these fields (D1 answers null for an absent one). Server only, like every props schema; the
 * card itself takes the inferred type, so no zod reaches an island.
 */
export const cardCarSchema = z.object({
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
  car_primary_image: z
    .object({ thumbnail_url: z.string(), blur_data_url: z.string().optional() })
    .nullish(),
});
export type CardCar = z.infer<typeof cardCarSchema>;
