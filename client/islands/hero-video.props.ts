import { z } from 'zod';
import { heroBannerTexts } from '../blocks/hero-banner/hero-banner.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for a muted background video (hero banner, blurb). */
export const heroVideoPropsSchema = z.object({
  className: z.string(),
  desktop: z.string().optional(),
  /** Played under 768 px when set. */
  phone: z.string().optional(),
  /** The block's image, shown until the video plays (and instead of it when paused at once). */
  poster: z.string().optional(),
  texts: textsSchema(heroBannerTexts).pick({ videoPlay: true, videoPause: true }),
});
export type HeroVideoProps = z.infer<typeof heroVideoPropsSchema>;
