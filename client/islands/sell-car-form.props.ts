import { z } from 'zod';
import type { LeadFormTicket } from '../contracts/lead-forms.route.ts';
import { languageSchema } from '../contracts/site-profile.ts';
import { leadOutcomeTexts } from '../lead-forms/lead-outcome.texts.ts';
import { sellCarDictionaryDefaults } from '../lead-forms/sell-car.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** The ticket the worker made when it rendered the form (its submission id and form token). */
const leadFormTicketSchema = z.object({
  formSubmissionId: z.string().min(1),
  formToken: z.string().min(1),
  turnstileSiteKey: z.string().min(1).nullable(),
}) satisfies z.ZodType<LeadFormTicket>;

/** Props the server writes for the sell-car form's island (the `sell-car-form` block's). */
export const sellCarFormPropsSchema = z.object({
  ticket: leadFormTicketSchema,
  /** The page's language, so a no-script post's result page speaks it. */
  language: languageSchema,
  /** The page the form is on, for the result page's way back. */
  sourcePageUrl: z.string().min(1),
  /** Every label and message of the form: the site dictionary's wording (sell-car.texts.ts). */
  dictionary: textsSchema(sellCarDictionaryDefaults),
  /** A 409's and a refused post's words, shared by every lead form. */
  outcomeTexts: textsSchema(leadOutcomeTexts).pick({ alreadyReceived: true, refused: true }),
});
export type SellCarFormProps = z.infer<typeof sellCarFormPropsSchema>;
