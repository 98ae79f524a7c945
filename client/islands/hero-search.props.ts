import { z } from 'zod';
import { heroBannerTexts } from '../blocks/hero-banner/hero-banner.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the hero banner's search bar. */
export const heroSearchPropsSchema = z.object({
  /** The search page's path; its own query travels as hidden fields. */
  action: z.string().startsWith('/'),
  hidden: z.array(z.tuple([z.string(), z.string()])),
  /** The page query's keyphrase, so a visitor coming back sees what they searched for. */
  keyphrase: z.string(),
  placeholder: z.string(),
  placeholderDesktop: z.string(),
  texts: textsSchema(heroBannerTexts).pick({ heroSearchLabel: true, heroSearchClear: true }),
});
export type HeroSearchProps = z.infer<typeof heroSearchPropsSchema>;
