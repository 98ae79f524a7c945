import { z } from 'zod';
import { routeSchema, siteSettingsSchema } from '../src/content/schemas.ts';
import { siteNameSchema } from '../src/sites/catalogue.ts';

/** One site's seed file in kv-seed/content/: its settings and every route in every language. */
export const siteSeedSchema = z.object({
  site: siteNameSchema,
  settings: siteSettingsSchema,
  routes: z.array(routeSchema.extend({ lastModified: z.iso.date() })).min(1),
});
export type SiteSeed = z.infer<typeof siteSeedSchema>;
