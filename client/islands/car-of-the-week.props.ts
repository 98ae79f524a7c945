import { z } from 'zod';
import { cardCarSchema } from '../contracts/car-card.ts';
import { leasingTermsSchema, loanTermsSchema } from './car-finance.props.ts';

const text = z.string().min(1);

/**
 * What a card's finance sliders compute with: the loan calculator's terms and the private lease's,
 * shaped as the detail page's calculators take them (client/finance/finance-props.ts), nothing else.
 */
export const weekFinanceSchema = z.object({
  currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  /** The market's distance unit ('mil', 'miles', 'km'), for the lease's mileage. */
  mileageUnit: text,
  loan: loanTermsSchema.nullable(),
  lease: leasingTermsSchema.nullable(),
});
export type WeekFinance = z.infer<typeof weekFinanceSchema>;

/** Props the server writes for car of the week's slider: the cards' cars, links and finance terms. */
export const carOfTheWeekPropsSchema = z.object({
  /** The section's name for assistive technology (the block's title, else the carousel text). */
  label: text,
  locale: text,
  slides: z
    .array(
      z.object({
        car: cardCarSchema,
        href: z.string().startsWith('/'),
        /** Null when the car offers neither a loan nor a private lease. */
        finance: weekFinanceSchema.nullable(),
      }),
    )
    .min(1),
  texts: z.object({
    carousel: text,
    slide: text,
    slideOf: text,
    previous: text,
    next: text,
    compare: text,
  }),
  /** The sliders' labels: the monthly-cost lines ('{amount}' is replaced), then the controls'. */
  financeTexts: z.object({
    loan: text,
    leasing: text,
    term: text,
    downPayment: text,
    months: text,
    mileage: text,
    period: text,
  }),
});
export type CarOfTheWeekProps = z.infer<typeof carOfTheWeekPropsSchema>;
