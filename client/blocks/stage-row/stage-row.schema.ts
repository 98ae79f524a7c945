import { z } from 'zod';
import { imageFieldSchema, optionalTextSchema, titledSectionFields } from '../fields.ts';

/** One step: an icon (else its number), a title and a short text. */
export const stageSchema = z.object({
  Icon: imageFieldSchema.optional(),
  Title: z.string().trim().min(1),
  Text: optionalTextSchema,
});

/**
 * Stage row (booking spec 9.3): the steps of a process side by side, in 3 or 4 columns. Without
 * `Columns`, four stages (or eight) take four columns and anything else three.
 */
export const stageRowSchema = z.object({
  type: z.literal('stage-row'),
  id: z.string(),
  fields: z.object({
    ...titledSectionFields,
    Text: optionalTextSchema,
    Stages: z.array(stageSchema).min(1),
    Columns: z
      .union([z.literal([3, 4]), z.enum(['3', '4']).transform(Number)])
      .pipe(z.literal([3, 4]))
      .optional(),
  }),
});
export type StageRowBlock = z.infer<typeof stageRowSchema>;

/** The column count of a row: the field when set, else 4 for a multiple of four stages, else 3. */
export function stageColumns(fields: StageRowBlock['fields']): 3 | 4 {
  if (fields.Columns) return fields.Columns;
  return fields.Stages.length % 4 === 0 ? 4 : 3;
}
