import { z } from 'zod';

/**
 * What a car card shows of a car (client/ui/car-card.tsx): the search answer's document narrowed
 * to these fields (D1 answers null for an absent one). Pages ask the search for `cardCarFields`
 * only; island props are checked against it on the server, and the card takes the inferred type,
 * so no zod reaches an island.
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
/** The search `fields` a card needs: a list never asks for equipment, financing or sellers. */
export const cardCarFields = Object.keys(cardCarSchema.shape) as Array<keyof CardCar>;

/** What the car list shows of a car: the card plus gearbox, dealer and monthly cost. */
export const listCarSchema = cardCarSchema.extend({
  car_gearbox: z.string().nullish(),
  car_site_name: z.string().nullish(),
  car_site_city: z.string().nullish(),
  car_loan_monthly_cost: z.number().nullish(),
  car_privateleasing_monthly_cost: z.number().nullish(),
  car_price_currency: z.string().nullish(),
});
export type ListCar = z.infer<typeof listCarSchema>;
/** The search `fields` of the car list: only these travel in its requests and its island's props. */
export const listCarFields = Object.keys(listCarSchema.shape) as Array<keyof ListCar>;
