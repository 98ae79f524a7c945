import { z } from 'zod';
import { ukFinanceTexts } from '../finance/uk-finance-quotes.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for one car's finance quotes. */
export const ukFinanceQuotesPropsSchema = z.strictObject({
  carId: z.string().regex(/^\d+$/),
  /** Headline for the section's heading level on the page it is placed in. */
  headingLevel: z.union([z.literal(2), z.literal(3)]),
  /** The reserve and part-exchange journeys; the quote reference is added as ?quoteRef=. */
  reserveUrl: z.url({ protocol: /^https$/ }).optional(),
  partExchangeUrl: z.url({ protocol: /^https$/ }).optional(),
  texts: textsSchema(ukFinanceTexts).strict(),
});
export type UkFinanceQuotesProps = z.infer<typeof ukFinanceQuotesPropsSchema>;
