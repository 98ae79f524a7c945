import { z } from 'zod';

const image = z.object({ thumbnail_url: z.string(), blur_data_url: z.string().optional() });

/** Props of the similar-cars carousel (spec 2 and 9): up to 8 cards with their detail links. */
export const similarCarsPropsSchema = z.object({
  heading: z.string().min(1),
  cars: z
    .array(
      z.object({
        href: z.string().min(1),
        car: z.object({
          car_id: z.string(),
          slug: z.string(),
          car_brand: z.string(),
          car_model: z.string(),
          car_model_text: z.string().nullable().optional(),
          car_year: z.number(),
          car_mileage_text: z.string(),
          car_fuel: z.string(),
          car_price_text: z.string(),
          car_has_campaign_price: z.boolean(),
          car_campaign_price_text: z.string().nullable().optional(),
          car_retail_price_text: z.string().nullable().optional(),
          car_primary_image: image.nullable().optional(),
        }),
      }),
    )
    .max(8),
  showMore: z.string().min(1),
  showLess: z.string().min(1),
});
export type SimilarCarsProps = z.infer<typeof similarCarsPropsSchema>;
