import { z } from 'zod';
import { formActionSchema } from '../lib/safe-url.ts';
import { carSearchHeroTexts } from '../blocks/car-search-hero/car-search-hero.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the car search hero's form. */
export const carSearchHeroPropsSchema = z.object({
  /** The car list searched; without JavaScript the form is a GET to it. */
  action: formActionSchema,
  brands: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
  placeholder: z.string(),
  texts: textsSchema(carSearchHeroTexts),
});
export type CarSearchHeroProps = z.infer<typeof carSearchHeroPropsSchema>;
