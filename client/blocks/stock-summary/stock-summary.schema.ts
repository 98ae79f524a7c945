import { z } from 'zod';
import { cardCarSchema } from '../../contracts/car-card.ts';

/** A section that shows how many cars the site has in stock and the latest arrivals. */
export const stockSummarySchema = z.object({
  type: z.literal('stock-summary'),
  id: z.string(),
  fields: z.object({
    Title: z.string().min(1),
    /** `{count}` is replaced by the number of cars in stock. */
    CountText: z.string().includes('{count}'),
    LatestCount: z.number().int().min(1).max(12).default(4),
  }),
});
export type StockSummaryBlock = z.infer<typeof stockSummarySchema>;

/** What the server loads for the section from the site's car index: the latest as car cards. */
export const stockSummaryDataSchema = z.object({
  total: z.number().int().nonnegative(),
  latest: z.array(cardCarSchema),
});
export type StockSummaryData = z.infer<typeof stockSummaryDataSchema>;
