import { z } from 'zod';
import { compareRowTexts, compareTexts } from '../compare/compare.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the compare bar and its comparison dialog. */
export const compareBarPropsSchema = z.object({
  /** The site's translated car detail path (dictionary pathToCarDetail). */
  pathToCarDetail: z.string().startsWith('/'),
  locale: z.string().min(2),
  /** The bar's and the dialog's texts (the cards' compare button is not theirs). */
  texts: textsSchema(compareTexts).omit({ toggle: true }),
  /** Stock words (fuel, gearbox, body, colour, drive) → their labels in the page's language. */
  wordLabels: z.record(z.string(), z.string()),
  /** The comparison table's row names. */
  rows: textsSchema(compareRowTexts),
});
export type CompareBarProps = z.infer<typeof compareBarPropsSchema>;
