import { z } from 'zod';

const text = z.string().min(1);

/** Props the server writes for car of the week's slider: the cards' cars, links and monthly costs. */
export const carOfTheWeekPropsSchema = z.object({
  /** The section's name for assistive technology (the block's title, else the carousel text). */
  label: text,
  slides: z
    .array(
      z.object({
        car: z.object({
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
        }),
        href: z.string().startsWith('/'),
        loan: z.string().nullable(),
        leasing: z.string().nullable(),
      }),
    )
    .min(1),
  texts: z.object({
    carousel: text,
    slide: text,
    slideOf: text,
    previous: text,
    next: text,
    compare: text,
  }),
});
export type CarOfTheWeekProps = z.infer<typeof carOfTheWeekPropsSchema>;
