import { z } from 'zod';
import { textsSchema } from '../lib/texts-schema.ts';
import { siteHeaderDictionaryDefaults } from '../ui/site-header.texts.ts';
import type { MenuItem } from '../lib/navigation-menu.ts';
import { fileSrcSchema, navigationHrefSchema } from '../lib/safe-url.ts';

const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    href: navigationHrefSchema.optional(),
    newTab: z.literal(true).optional(),
    current: z.enum(['page', 'section']).optional(),
    image: z.object({ src: fileSrcSchema }).optional(),
    topSelected: z.literal(true).optional(),
    children: z.array(menuItemSchema),
  }),
);

/** Props the server writes for the site-navigation island; kept out of the island's chunk. */
export const siteNavigationPropsSchema = z.object({
  homeHref: z.string().startsWith('/'),
  logo: z.object({
    src: z.string().min(1),
    alt: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  variant: z.enum(['dropdown', 'mega']),
  /** Top items, already filtered and marked for the current path (client/lib/navigation-menu.ts). */
  items: z.array(menuItemSchema),
  extras: z.array(
    z.object({
      title: z.string().min(1),
      href: navigationHrefSchema,
      newTab: z.literal(true).optional(),
    }),
  ),
  /** Empty unless the route exists in at least two languages. */
  languages: z.array(
    z.object({
      name: z.string().min(2),
      nativeName: z.string().min(1),
      path: z.string().startsWith('/'),
      current: z.literal(true).optional(),
    }),
  ),
  /** Texts in the page's language, from the site's dictionary. */
  labels: textsSchema(siteHeaderDictionaryDefaults),
});
export type SiteNavigationProps = z.infer<typeof siteNavigationPropsSchema>;
