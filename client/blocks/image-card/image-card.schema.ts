import { z } from 'zod';
import {
  checkboxSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalTextSchema,
} from '../fields.ts';

/** Image card (shell spec 2.5): a picture with a title and text over it, a link, and an optional gradient. */
export const imageCardSchema = z.object({
  type: z.literal('image-card'),
  id: z.string(),
  fields: z.object({
    Image: imageFieldSchema,
    Title: optionalTextSchema,
    Text: optionalTextSchema,
    Link: linkFieldSchema.optional(),
    /** A dark gradient behind the text, for pictures too light or busy to read white text on. */
    HasGradient: checkboxSchema,
    HasMarginTop: checkboxSchema,
  }),
});
export type ImageCardBlock = z.infer<typeof imageCardSchema>;
