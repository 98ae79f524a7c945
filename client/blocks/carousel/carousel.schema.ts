import { z } from 'zod';
import { fileSrcSchema, linkHrefSchema } from '../../lib/safe-url.ts';

/** A site path or an https address; never protocol-relative. */

export const carouselSlideSchema = z.object({
  id: z.string().min(1),
  Image: z.object({
    src: fileSrcSchema,
    alt: z.string(),
  }),
  Title: z.string().min(1),
  Text: z.string().optional(),
  Link: z.object({ href: linkHrefSchema, text: z.string().min(1) }).optional(),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

/**
 * Carousel (booking spec 4.4, 9.3: autoplay by default, every 5 s): slides of an image, a title,
 * text and a link. Autoplay and its interval (seconds) are the author's; the visitor can always
 * stop it, and it never runs for a visitor who asks for reduced motion.
 */
export const carouselSchema = z.object({
  type: z.literal('carousel'),
  id: z.string(),
  fields: z.object({
    Title: z.string().optional(),
    TitleTag: z.enum(['h2', 'h3', 'h4']).default('h2'),
    Slides: z.array(carouselSlideSchema).min(1).max(12),
    Autoplay: z.boolean().default(true),
    /** Seconds; a number field may arrive as text from the content platform. */
    AutoplayInterval: z.coerce.number().min(2).max(60).default(5),
  }),
});
export type CarouselBlock = z.infer<typeof carouselSchema>;
