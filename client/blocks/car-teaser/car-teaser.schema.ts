import { z } from 'zod';
import { searchFilterSchema } from '../../contracts/search.ts';
import { cardCarSchema } from '../../contracts/car-card.ts';
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
    CarIds: z
      .array(z.string().regex(/^\d{1,12}$/, 'a numeric car id'))
      .max(24)
      .optional(),
    Filters: z.array(searchFilterSchema).max(10).optional(),
    SortName: z
      .string()
      .regex(/^[a-z_]+_(asc|desc)$/)
      .optional(),
    Count: z.coerce.number().int().min(1).max(24).default(defaultTeaserCount),
    HasMarginTop: checkboxSchema,
  }),
});
export type CarTeaserBlock = z.infer<typeof carTeaserSchema>;

/** What a teaser card shows of a car: the car card's fields. */
export const teaserCarSchema = cardCarSchema;
export type TeaserCar = z.infer<typeof teaserCarSchema>;
export const teaserCarFields = Object.keys(teaserCarSchema.shape);
