import { z } from 'zod';
import { cardCarSchema } from '../contracts/car-card.ts';
import { leasingTermsSchema, loanTermsSchema } from './car-finance.props.ts';
import { carOfTheWeekTexts } from '../blocks/car-of-the-week/car-of-the-week.texts.ts';
import { carouselTexts } from '../blocks/carousel/carousel.texts.ts';
import { compareTexts } from '../compare/compare.texts.ts';
import { financeTexts } from '../finance/finance.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

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
  texts: textsSchema(carouselTexts).pick({
    carousel: true,
    slide: true,
    slideOf: true,
    previous: true,
    next: true,
  }),
  /** The compare button on each card. */
  compareTexts: textsSchema(compareTexts).pick({ toggle: true }),
  /** The sliders' labels: the monthly-cost lines, then the calculators' own. */
  financeTexts: textsSchema(carOfTheWeekTexts).extend(
    textsSchema(financeTexts).pick({
      term: true,
      downPayment: true,
      months: true,
      mileage: true,
      period: true,
    }).shape,
  ),
});
export type CarOfTheWeekProps = z.infer<typeof carOfTheWeekPropsSchema>;
