import { z } from 'zod';
import { languageSchema } from '#client/contracts/site-profile.ts';
import { siteIdentitySchema } from '#client/contracts/shell.ts';

/** A site path as stored: lower-case, leading slash, no trailing slash except the root. */
export const routePathSchema = z
  .string()
  .regex(/^\/([a-z0-9\-._~%]+(\/[a-z0-9\-._~%]+)*)?$/, 'a lower-case path like /om-oss/kontakt');

/** Route/page fields of the content platform (spec: shell 3). */
export const pageFieldsSchema = z.object({
  navTitle: z.string().min(1),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImage: z.string().optional(),
  canonicalURL: z.string().optional(),
  gtmID: z.string().optional(),
  BrandDesign: z.string().optional(),
});
export type PageFields = z.infer<typeof pageFieldsSchema>;

/** One block as stored: fields are validated per block type, one block at a time. */
export const rawBlockSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  fields: z.unknown(),
});
export type RawBlock = z.infer<typeof rawBlockSchema>;

export const routeSchema = z.object({
  itemId: z.string().min(1),
  name: z.string().min(1),
  itemLanguage: languageSchema,
  path: routePathSchema,
  fields: pageFieldsSchema,
  placeholders: z.object({ main: z.array(rawBlockSchema) }),
});
export type Route = z.infer<typeof routeSchema>;

/** Site settings (spec: shell 3): the name and logo the shell shows, and what the head needs. */
export const siteSettingsSchema = siteIdentitySchema.extend({
  /** `{title}` is replaced by the page's metaTitle, or its navTitle. */
  titleTemplate: z.string().includes('{title}'),
  favicon: z.string().regex(/^\/[\w\-./]+$/, 'a site-relative path'),
  gtmID: z.string().optional(),
  /** The home route's path per language, when it is not '/'. */
  homePaths: z.partialRecord(languageSchema, routePathSchema).default({}),
  /** The dealer mailbox the sell-car form's leads go to (issue 21); no form is sent without one. */
  sellCarEmail: z.email().optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * The routes of a site, for the sitemap and the language switcher: language versions of one
 * page share its itemId, as they do on the content platform.
 */
export const routeIndexSchema = z.array(
  z.object({
    itemId: z.string().min(1),
    path: routePathSchema,
    language: languageSchema,
    lastModified: z.iso.date().optional(),
  }),
);
export type RouteIndex = z.infer<typeof routeIndexSchema>;
