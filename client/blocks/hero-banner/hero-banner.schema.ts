import { z } from 'zod';

const headingTagSchema = z.enum(['h1', 'h2', 'h3', 'h4']);

/** Hero banner fields (shell spec 2.4, 3); the content-blocks issue adds video and the search bar. */
export const heroBannerSchema = z.object({
  type: z.literal('hero-banner'),
  id: z.string(),
  fields: z.object({
    Title: z.string().min(1),
    TitleTag: headingTagSchema.default('h1'),
    Text: z.string().optional(),
    Image: z.object({
      src: z.string().regex(/^(\/(?![/\\])|https:\/\/)\S+$/, 'a site path or https address'),
      alt: z.string(),
      blurDataUrl: z.string().startsWith('data:image/').optional(),
    }),
    Link: z.object({ href: z.string().regex(/^\/[^/\\]|^\/$|^https:\/\//), text: z.string().min(1) }).optional(),
    ButtonType: z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast']).default('Primary'),
  }),
});
export type HeroBannerBlock = z.infer<typeof heroBannerSchema>;
