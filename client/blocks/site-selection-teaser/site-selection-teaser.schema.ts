import { z } from 'zod';
import { fileSrcSchema } from '../../lib/safe-url.ts';

/** How many sites the teaser shows (booking spec 2.4, 9.1: 'sites selection teaser 4 sites'). */
export const teaserSiteCount = 4;

export const teaserSiteSchema = z.object({
  Name: z.string().min(1),
  /** The site's slug under the dictionary's site-detail path: 'bmw-stockholm'. */
  Slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug like bmw-stockholm'),
  City: z.string().optional(),
  Address: z.string().optional(),
  Phone: z.string().optional(),
  Image: z
    .object({
      src: fileSrcSchema,
      alt: z.string(),
    })
    .optional(),
});
export type TeaserSite = z.infer<typeof teaserSiteSchema>;

/**
 * Site-selection teaser (booking spec 2.4): dealer sites, each a card linking to
 * '{site detail path}{slug}'. Authors may list more; the first four show.
 */
export const siteSelectionTeaserSchema = z.object({
  type: z.literal('site-selection-teaser'),
  id: z.string(),
  fields: z.object({
    Title: z.string().min(1),
    TitleTag: z.enum(['h2', 'h3']).default('h2'),
    Sites: z.array(teaserSiteSchema).min(1),
  }),
});
export type SiteSelectionTeaserBlock = z.infer<typeof siteSelectionTeaserSchema>;
