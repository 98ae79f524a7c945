import { z } from 'zod';
import { financeTexts } from '../finance/finance.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

const text = z.string().min(1);

/** Props of the sticky column's finance cards: each offer's anchor, title and opening monthly cost. */
export const financeCardsPropsSchema = z.object({
  locale: text,
  currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  cards: z.array(z.object({ id: text, title: text, cost: z.number().int().nonnegative() })).min(1),
  texts: textsSchema(financeTexts).pick({ heading: true, perMonth: true, calculate: true }),
});
export type FinanceCardsProps = z.infer<typeof financeCardsPropsSchema>;
