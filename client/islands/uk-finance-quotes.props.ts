import { z } from 'zod';

/** Every text the UK finance quotes show; English only, as the UK site is (spec 8 texts verbatim). */
export const ukFinanceTextsSchema = z.strictObject({
  heading: z.string().min(1),
  intro: z.string().min(1),
  loading: z.string().min(1),
  noScript: z.string().min(1),
  /** Spec 8: the default call failed. */
  unavailable: z.string().min(1),
  perMonth: z.string().min(1),
  term: z.string().min(1),
  deposit: z.string().min(1),
  payment: z.string().min(1),
  annualMileage: z.string().min(1),
  /** `{n} months`. */
  months: z.string().includes('{n}'),
  /** `{n} miles`. */
  miles: z.string().includes('{n}'),
  calculating: z.string().min(1),
  calculationFailed: z.string().min(1),
  quoteDetails: z.string().min(1),
  quoteReference: z.string().min(1),
  terms: z.string().min(1),
  termsLoading: z.string().min(1),
  termsFailed: z.string().min(1),
  reserve: z.string().min(1),
  partExchange: z.string().min(1),
  apply: z.string().min(1),
  newTab: z.string().min(1),
  startAgain: z.string().min(1),
});
export type UkFinanceTexts = z.infer<typeof ukFinanceTextsSchema>;

/** Props the server writes for one car's finance quotes. */
export const ukFinanceQuotesPropsSchema = z.strictObject({
  carId: z.string().regex(/^\d+$/),
  /** Headline for the section's heading level on the page it is placed in. */
  headingLevel: z.union([z.literal(2), z.literal(3)]),
  /** The reserve and part-exchange journeys; the quote reference is added as ?quoteRef=. */
  reserveUrl: z.url({ protocol: /^https$/ }).optional(),
  partExchangeUrl: z.url({ protocol: /^https$/ }).optional(),
  texts: ukFinanceTextsSchema,
});
export type UkFinanceQuotesProps = z.infer<typeof ukFinanceQuotesPropsSchema>;
