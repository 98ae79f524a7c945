import { z } from 'zod';
import { formActionSchema, pathOrLinkField } from '../../lib/safe-url.ts';
import { headlineFields } from '../hero-banner/hero-banner.schema.ts';
import { imageFieldSchema, optionalTextSchema } from '../fields.ts';

/**
 * Car search hero (car-stock spec 2): a title over a picture and a search by brand, model and
 * words that goes to the configured search path (`SearchPath`, a car list page of this site).
 */
export const carSearchHeroSchema = z.object({
  type: z.literal('car-search-hero'),
  id: z.string(),
  fields: z.object({
    ...headlineFields,
    Text: optionalTextSchema,
    Image: imageFieldSchema.optional(),
    /** The car list to search (a link field from Sitecore, a path in the seed); the form posts nowhere else. */
    SearchPath: pathOrLinkField(formActionSchema),
    KeyphrasePlaceholder: optionalTextSchema,
    ButtonText: optionalTextSchema,
  }),
});
export type CarSearchHeroBlock = z.infer<typeof carSearchHeroSchema>;

/** The brand and model choices, from the site's stock facets (brands by count, their models by count). */
export const carSearchHeroDataSchema = z.object({
  brands: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
});
export type CarSearchHeroData = z.infer<typeof carSearchHeroDataSchema>;
