import { z } from 'zod';
import { fileSrcSchema } from '../../lib/safe-url.ts';

const videoFileSchema = z.object({ src: fileSrcSchema });
/** One video file, or the same video in several formats (webm and mp4), in the order to try them. */
const videoFilesSchema = z
  .union([videoFileSchema, z.array(videoFileSchema).min(1)])
  .transform((files) => (Array.isArray(files) ? files : [files]));

/**
 * Video block (booking spec 9.3; fields after the hero's VideoDesktop/VideoPhone, shell spec 3):
 * the browser's own player with a poster, the phone file on narrow screens, captions when given,
 * and muted autoplay only when the author asks for it.
 */
export const videoBlockSchema = z.object({
  type: z.literal('video-block'),
  id: z.string(),
  fields: z.object({
    Title: z.string().optional(),
    TitleTag: z.enum(['h2', 'h3']).default('h2'),
    VideoDesktop: videoFilesSchema,
    VideoPhone: videoFilesSchema.optional(),
    Poster: z.object({ src: fileSrcSchema, alt: z.string().optional() }).optional(),
    Captions: z
      .object({ src: fileSrcSchema, label: z.string().min(1), srcLang: z.string().min(2) })
      .optional(),
    Autoplay: z.boolean().default(false),
  }),
});
export type VideoBlock = z.infer<typeof videoBlockSchema>;
