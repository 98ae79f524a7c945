import { z } from 'zod';
import { optionalTextSchema } from '../fields.ts';
import { headingTagSchema } from '../hero-banner/hero-banner.schema.ts';

/**
 * Sell your car (booking spec 2.2; issue 21): an optional heading and intro above the form. The
 * heading is an h2 under a page's hero, or the page's h1 where the form stands alone. Every label
 * and message of the form is the site dictionary's (sell-car.texts.ts), and the lead goes to the
 * site settings' `sellCarEmail`: nothing an author sets here reaches the recipient.
 */
export const sellCarFormSchema = z.object({
  type: z.literal('sell-car-form'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    TitleTag: headingTagSchema.default('h2'),
    /** A line or two above the form: what happens after the visitor sends it. */
    Intro: optionalTextSchema,
  }),
});
export type SellCarFormBlock = z.infer<typeof sellCarFormSchema>;
