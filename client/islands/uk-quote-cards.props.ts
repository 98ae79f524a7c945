import { z } from 'zod';
import { ukFinanceTexts } from '../finance/uk-finance-quotes.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props of the sticky column's UK quote cards: the quotes section they link to, and texts. */
export const ukQuoteCardsPropsSchema = z.strictObject({
  /** The id of the page's finance section, where the quotes are. */
  sectionId: z.string().regex(/^[\w-]+$/),
  texts: textsSchema(ukFinanceTexts)
    .pick({ heading: true, perMonth: true, getQuote: true, seeQuote: true })
    .strict(),
});
export type UkQuoteCardsProps = z.infer<typeof ukQuoteCardsPropsSchema>;
