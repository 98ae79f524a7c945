import { z } from 'zod';
import {
  droplist,
  flagSchema,
  headingTagSchema,
  imageFieldSchema,
  linkFieldSchema,
  videoFieldSchema,
} from '../hero-banner/hero-banner.schema.ts';

/** Blurb fields (spec shell 2.5, 3). RichText is the platform's HTML, sanitised when rendered. */
export const blurbSchema = z.object({
  type: z.literal('blurb'),
  id: z.string(),
  fields: z.object({
    Title: z.string().optional(),
    TitleTag: headingTagSchema.default('h2'),
    RichText: z.string().optional(),
    Link: linkFieldSchema.optional(),
    ImageDesktop: imageFieldSchema.optional(),
    ImagePhone: imageFieldSchema.optional(),
    VideoDesktop: videoFieldSchema.optional(),
    VideoPhone: videoFieldSchema.optional(),
    /** A YouTube video id: shown as a poster that loads the player when clicked. */
    YoutubeID: z
      .string()
      .regex(/^[\w-]{6,20}$/, 'a YouTube video id')
      .optional(),
    /** Player controls on the video instead of silent autoplay. */
    HasControlBar: flagSchema,
    /** Media on the right (from 1024 px), text on the left. */
    Reverse: flagSchema,
    /** Three theme colours; 'None' or anything else is no background. */
    BackgroundColor: droplist(['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3']),
    UseTextAnimations: flagSchema,
    UseMediaAnimations: flagSchema,
  }),
});
export type BlurbBlock = z.infer<typeof blurbSchema>;
export type BlurbFields = BlurbBlock['fields'];

/** Which media a blurb shows: YouTube wins over a video file, a video over the image. */
export function blurbMedia(
  fields: Pick<
    BlurbFields,
    'YoutubeID' | 'VideoDesktop' | 'VideoPhone' | 'ImageDesktop' | 'ImagePhone'
  >,
): 'youtube' | 'video' | 'image' | 'none' {
  if (fields.YoutubeID) return 'youtube';
  if (fields.VideoDesktop || fields.VideoPhone) return 'video';
  if (fields.ImageDesktop || fields.ImagePhone) return 'image';
  return 'none';
}

/** Attributes the stylesheet reads: background, reverse layout, animations. */
export function blurbAttributes(
  fields: Pick<
    BlurbFields,
    'BackgroundColor' | 'Reverse' | 'UseTextAnimations' | 'UseMediaAnimations'
  >,
): Record<string, string | undefined> {
  return {
    'data-background': fields.BackgroundColor?.replace('BackgroundColor', ''),
    'data-reverse': fields.Reverse ? '' : undefined,
    'data-animate-text': fields.UseTextAnimations ? '' : undefined,
    'data-animate-media': fields.UseMediaAnimations ? '' : undefined,
  };
}
