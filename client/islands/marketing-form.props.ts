import { z } from 'zod';
import { leadFormEmbedTexts } from '../lead-form-embeds/lead-form-embeds.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** A script or page address: an https URL, or a path on the site (the development stub). */
const addressSchema = z.string().regex(/^(https:\/\/|\/(?!\/))/, 'an https URL or a site path');

/** Props the server writes for the marketing form (the `marketing-form` block's). */
export const marketingFormPropsSchema = z.object({
  formId: z.string().regex(/^[\w-]{1,64}$/),
  /** The provider's forms script; null when none is configured (the link alone then). */
  scriptUrl: addressSchema.nullable(),
  /** The form's hosted page, the plain link; null when none is configured. */
  formUrl: addressSchema.nullable(),
  texts: textsSchema(leadFormEmbedTexts).pick({ openForm: true, formUnavailable: true }),
});
export type MarketingFormProps = z.infer<typeof marketingFormPropsSchema>;
