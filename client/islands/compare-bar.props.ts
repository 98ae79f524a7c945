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
  /**
   * The page language's power text ('{hp} bhp') when the index writes power in another language,
   * null when the index's own text (car_power_text) is the page's.
   */
  powerText: z.string().nullable(),
  /** Whether the index's monthly costs are the site's finance (not where partner quotes are). */
  indexFinance: z.boolean(),
  /** The comparison table's row names. */
  rows: textsSchema(compareRowTexts),
});
export type CompareBarProps = z.infer<typeof compareBarPropsSchema>;
