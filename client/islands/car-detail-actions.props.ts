import { z } from 'zod';
import { compareTexts } from '../compare/compare.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props of the detail page's actions island: the compare button, the analytics event, the hash scroll. */
export const carDetailActionsPropsSchema = z.object({
  /** The card fields of the car, what the compare selection keeps. */
  car: z.looseObject({
    car_id: z.string(),
    slug: z.string(),
    car_brand: z.string(),
    car_model: z.string(),
  }),
  compareTexts: textsSchema(compareTexts).pick({ toggle: true }),
  product: z.object({
    item_id: z.string(),
    item_name: z.string(),
    item_brand: z.string(),
    item_category: z.string(),
    price: z.number(),
    currency: z.string(),
    site_name: z.string(),
  }),
});
export type CarDetailActionsProps = z.infer<typeof carDetailActionsPropsSchema>;
