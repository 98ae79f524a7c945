import { z } from 'zod';
import { cardCarSchema } from '../ui/car-card.schema.ts';

const text = z.string().min(1);

/** Props the server writes for car of the week's slider: the cards' cars, links and monthly costs. */
export const carOfTheWeekPropsSchema = z.object({
  /** The section's name for assistive technology (the block's title, else the carousel text). */
  label: text,
  slides: z
    .array(
      z.object({
        car: cardCarSchema,
        href: z.string().startsWith('/'),
        loan: z.string().nullable(),
        leasing: z.string().nullable(),
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
});
export type CarOfTheWeekProps = z.infer<typeof carOfTheWeekPropsSchema>;
