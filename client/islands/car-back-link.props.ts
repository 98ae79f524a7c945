import { z } from 'zod';
import { carDetailTexts } from '../car-detail/car-detail.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props of the detail page's back link: the all-cars list, used when there is no history to go back to. */
export const carBackLinkPropsSchema = z.object({
  href: z.string().min(1),
  texts: textsSchema(carDetailTexts).pick({ back: true }),
});
export type CarBackLinkProps = z.infer<typeof carBackLinkPropsSchema>;
