import { z } from 'zod';
import { optionalTextSchema, titledSectionFields } from '../fields.ts';

/**
 * Marketing-automation form (car-stock spec 2, lead-form embeds): the provider's form, drawn by
 * its script into the block, by its id. Without a FormId the block says 'Missing FormId'.
 */
export const marketingFormSchema = z.object({
  type: z.literal('marketing-form'),
  id: z.string(),
  fields: z.object({
    ...titledSectionFields,
    /** The provider's form id: letters, digits and dashes (a UUID, say). */
    FormId: optionalTextSchema.pipe(
      z
        .string()
        .regex(/^[\w-]{1,64}$/, 'FormId is letters, digits and dashes')
        .optional(),
    ),
  }),
});
export type MarketingFormBlock = z.infer<typeof marketingFormSchema>;
