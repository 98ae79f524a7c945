import { z } from 'zod';
import { checkboxSchema, optionalTextSchema } from '../fields.ts';
import { teaserCarSchema } from '../car-teaser/car-teaser.schema.ts';
import { contractDurationSchema } from '../../islands/car-finance.props.ts';

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

/**
 * A car of the week: the card's fields and what its finance sliders compute with (D1 answers null
 * for none): the price, the loan offer's rate, fees and contract lengths, and the private lease's
 * fixed offer. Only these parts of the offers are kept; their texts stay on the detail page.
 */
export const weekCarSchema = teaserCarSchema.extend({
  car_price: z.number().int().nonnegative(),
  car_price_currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  car_loan_option: z
    .object({
      interest_rate: z.number().nonnegative(),
      start_fee: z.number().int().nonnegative(),
      invoice_fee: z.number().int().nonnegative(),
      default_contract_duration: z.number().int().positive(),
      contract_durations: z.array(contractDurationSchema).min(1),
    })
    .nullish(),
  car_private_leasing_option: z
    .object({
      mileage: z.number().int().positive(),
      duration: z.number().int().positive(),
      monthly_cost: z.number().int().nonnegative(),
    })
    .nullish(),
});
export type WeekCar = z.infer<typeof weekCarSchema>;
export const weekCarFields = Object.keys(weekCarSchema.shape);
