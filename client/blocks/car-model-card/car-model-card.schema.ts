import { z } from 'zod';
import { checkboxSchema, generalCardFields, optionalTextSchema } from '../fields.ts';

/** Car model card (shell spec 2.5, 3): Title, Text, Image, Link, IsCampaign, Campaign, Label1-4/LabelValue1-4. */
export const carModelCardSchema = z.object({
  type: z.literal('car-model-card'),
  id: z.string(),
  fields: z.object({
    ...generalCardFields,
    IsCampaign: checkboxSchema,
    /** The badge's text; a campaign without one shows the built-in 'Campaign'. */
    Campaign: optionalTextSchema,
    Label1: optionalTextSchema,
    LabelValue1: optionalTextSchema,
    Label2: optionalTextSchema,
    LabelValue2: optionalTextSchema,
    Label3: optionalTextSchema,
    LabelValue3: optionalTextSchema,
    Label4: optionalTextSchema,
    LabelValue4: optionalTextSchema,
    HasMarginTop: checkboxSchema,
  }),
});
export type CarModelCardBlock = z.infer<typeof carModelCardSchema>;

/** The label/value pairs to show, in order: only those with both a label and a value. */
export function carModelFacts(
  fields: CarModelCardBlock['fields'],
): Array<{ number: number; label: string; value: string }> {
  const pairs = [
    [fields.Label1, fields.LabelValue1],
    [fields.Label2, fields.LabelValue2],
    [fields.Label3, fields.LabelValue3],
    [fields.Label4, fields.LabelValue4],
  ] as const;
  return pairs.flatMap(([label, value], index) =>
    label && value ? [{ number: index + 1, label, value }] : [],
  );
}
