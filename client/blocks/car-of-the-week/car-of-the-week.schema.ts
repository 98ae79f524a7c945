import { z } from 'zod';
import { checkboxSchema, optionalTextSchema } from '../fields.ts';
import { teaserCarSchema } from '../car-teaser/car-teaser.schema.ts';

/**
 * Car of the week (car-stock spec 2): a looping slider of the cars the stock flags `caroftheweek`,
 * each card linking to its detail page with its monthly costs. `Count` caps the cars shown.
 */
export const carOfTheWeekSchema = z.object({
  type: z.literal('car-of-the-week'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    Text: optionalTextSchema,
    Count: z.coerce.number().int().min(1).max(24).default(12),
    HasMarginTop: checkboxSchema,
  }),
});
export type CarOfTheWeekBlock = z.infer<typeof carOfTheWeekSchema>;

/** A car of the week: the card's fields and the monthly costs shown under the price (D1 answers null for none). */
export const weekCarSchema = teaserCarSchema.extend({
  car_price_currency: z.string().length(3),
  car_loan_monthly_cost: z.number().nullish(),
  car_privateleasing_monthly_cost: z.number().nullish(),
});
export type WeekCar = z.infer<typeof weekCarSchema>;
export const weekCarFields = Object.keys(weekCarSchema.shape);
