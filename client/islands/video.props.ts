import { z } from 'zod';
import { videoBlockTexts } from '../blocks/video-block/video-block.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for a video block's player; kept out of the island's chunk. */
export const videoPropsSchema = z.object({
  sources: z
    .array(
      z.object({
        src: z.string().min(1),
        type: z.string().optional(),
        media: z.string().optional(),
      }),
    )
    .min(1),
  poster: z.string().optional(),
  /** The player's accessible name: the block title, or the poster's description. */
  label: z.string().optional(),
  captions: z
    .object({ src: z.string().min(1), label: z.string().min(1), srcLang: z.string().min(2) })
    .optional(),
  autoplay: z.boolean(),
  texts: textsSchema(videoBlockTexts),
});
export type VideoProps = z.infer<typeof videoPropsSchema>;
