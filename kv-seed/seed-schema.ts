import { z } from 'zod';
import { shellDocumentSchema, brandListSchema } from '#src/content/embedded.ts';
import { routeSchema, siteSettingsSchema } from '#src/content/schemas.ts';
import { languageSchema, siteNameSchema } from '#client/contracts/site-profile.ts';

/**
 * `kv-seed/content/<site>/site.json`: the site's settings, brands, and per language its
 * navigation, navigation settings, footer and dictionary. Validated with the schemas the
 * embedded adapter reads with, so a seed that passes here renders.
 */
export const siteFileSchema = z.object({
  site: siteNameSchema,
  settings: siteSettingsSchema,
  brands: brandListSchema,
  shell: z.partialRecord(languageSchema, shellDocumentSchema),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

/** A seeded route: the stored route minus its language (the file says it once), plus a date. */
export const seedRouteSchema = routeSchema
  .omit({ itemLanguage: true })
  .extend({ lastModified: z.iso.date() });
export type SeedRoute = z.infer<typeof seedRouteSchema>;

/** `kv-seed/content/<site>/pages.<language>.json`: every route of one language of a site. */
export const pagesFileSchema = z.object({
  site: siteNameSchema,
  language: languageSchema,
  routes: z.array(seedRouteSchema).min(1),
});
export type PagesFile = z.infer<typeof pagesFileSchema>;

/** One site's seed, as read from its folder. */
export interface SiteSeed {
  site: SiteFile['site'];
  file: SiteFile;
  pages: PagesFile[];
}
