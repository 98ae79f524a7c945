import { z } from 'zod';
import { heroBannerTexts } from '../blocks/hero-banner/hero-banner.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for a click-to-load YouTube video. */
export const youtubeFacadePropsSchema = z.object({
  videoId: z.string().regex(/^[\w-]{6,20}$/),
  /** The video's title: the frame's accessible name, and part of the play link's. */
  title: z.string().min(1),
  texts: textsSchema(heroBannerTexts).pick({ videoPlay: true }),
  /** Our own poster (the block's image), already resolved; no thumbnail is fetched from YouTube. */
  poster: z.object({ src: z.string(), srcSet: z.string().optional() }).optional(),
});
export type YoutubeFacadeProps = z.infer<typeof youtubeFacadePropsSchema>;
