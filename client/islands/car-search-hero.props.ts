import { z } from 'zod';
import { formActionSchema } from '../lib/safe-url.ts';

const text = z.string().min(1);

/** Props the server writes for the car search hero's form. */
export const carSearchHeroPropsSchema = z.object({
  /** The car list searched; without JavaScript the form is a GET to it. */
  action: formActionSchema,
  brands: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
  placeholder: z.string(),
  texts: z.object({
    brand: text,
    model: text,
    allBrands: text,
    allModels: text,
    words: text,
    submit: text,
  }),
});
export type CarSearchHeroProps = z.infer<typeof carSearchHeroPropsSchema>;
