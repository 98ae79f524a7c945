import { z } from 'zod';
import { jotformFormIdSchema } from '../contracts/jotform.ts';
import { leadFormEmbedTexts } from '../lead-form-embeds/lead-form-embeds.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the form builder's form (the `form-builder` block's). */
export const formBuilderPropsSchema = z.object({
  formId: jotformFormIdSchema,
  /** The hosted form's page (https): the frame's source and the plain link. */
  formUrl: z.url({ protocol: /^https$/ }),
  /** The frame's accessible name: the block's title, or the texts' word for a form. */
  frameTitle: z.string().min(1),
  texts: textsSchema(leadFormEmbedTexts).pick({
    openFormInNewTab: true,
    thanks: true,
    yourAnswers: true,
  }),
});
export type FormBuilderProps = z.infer<typeof formBuilderPropsSchema>;
