import { z } from 'zod';
import { fileSrcSchema } from '../../lib/safe-url.ts';
import {
  checkboxSchema,
  imageFieldSchema,
  linkFieldSchema,
  optionalTextSchema,
} from '../fields.ts';
import { cardListVariants, cardsPerRowOptions } from './card-grid.ts';

/** Card item (shell spec 3): Image, Icon, Title, Text, Link, ButtonText, VideoDesktop, ImagePhone. */
export const cardItemSchema = z
  .object({
    Image: imageFieldSchema.optional(),
    Icon: imageFieldSchema.optional(),
    Title: optionalTextSchema,
    Text: optionalTextSchema,
    Link: linkFieldSchema.optional(),
    ButtonText: optionalTextSchema,
    VideoDesktop: z.object({ src: fileSrcSchema }).optional(),
    ImagePhone: imageFieldSchema.optional(),
  })
  .refine(
    (item) => item.Title || item.Image || item.Text,
    'a card needs a title, an image or a text',
  );
export type CardItem = z.infer<typeof cardItemSchema>;

/** Sitecore droplists send '3' and '4' as text. */
const cardsPerRowSchema = z
  .union([z.literal(cardsPerRowOptions), z.enum(['3', '4']).transform(Number)])
  .pipe(z.literal(cardsPerRowOptions))
  .default(3);

/**
 * A list of cards in a grid (shell spec 2.5, 9): the plain card, 'Card With Borders', or the
 * compact 'List Card' (picture beside the text); optionally on a grey background.
 */
export const cardListSchema = z.object({
  type: z.literal('card-list'),
  id: z.string(),
  fields: z.object({
    Title: optionalTextSchema,
    Text: optionalTextSchema,
    Items: z.array(cardItemSchema).min(1),
    Variant: z.enum(cardListVariants).default('Card'),
    CardsPerRow: cardsPerRowSchema,
    HasGreyBackground: checkboxSchema,
    HasMarginTop: checkboxSchema,
  }),
});
export type CardListBlock = z.infer<typeof cardListSchema>;
