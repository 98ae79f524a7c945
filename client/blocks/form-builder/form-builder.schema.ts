import { z } from 'zod';
import { jotformFormIdSchema } from '../../contracts/jotform.ts';
import { optionalTextSchema, titledSectionFields } from '../fields.ts';

/**
 * Form-builder form (car-stock spec 2 and 7, Jotform): the builder's hosted form in a frame, and
 * after a submission the visitor's own answers. Without a FormId the block says 'Missing FormId'.
 */
export const formBuilderSchema = z.object({
  type: z.literal('form-builder'),
  id: z.string(),
  fields: z.object({
    ...titledSectionFields,
    FormId: optionalTextSchema.pipe(jotformFormIdSchema.optional()),
  }),
});
export type FormBuilderBlock = z.infer<typeof formBuilderSchema>;
