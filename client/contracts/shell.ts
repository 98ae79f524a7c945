import { z } from 'zod';
import { fileSrcSchema, navigationHrefSchema } from '../lib/safe-url.ts';
import { languageSchema } from './site-profile.ts';

/**
 * The normalised shapes of everything around a page's blocks (spec: shell 3): the site's name and
 * logo, navigation, navigation settings, footer, brands and languages (the dictionary is in
 * dictionary.ts). Both content adapters map their raw answers to these; the seed files in kv-seed/
 * are validated with them too.
 */

/**
 * A link target a visitor may follow: a site path, an https address, mailto:, tel: or an in-page
 * anchor. Anything else (javascript:, data:, protocol-relative) is refused at the boundary.
 */
export const hrefSchema = z.string().trim().pipe(navigationHrefSchema);

export const linkSchema = z.object({
  href: hrefSchema,
  text: z.string().trim().min(1),
  /** External links open in a new tab. */
  target: z.enum(['_blank']).optional(),
});
export type Link = z.infer<typeof linkSchema>;

export const imageSchema = z.object({
  src: fileSrcSchema,
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** A tiny data: URL shown while the image loads, when the content has one. */
  blurDataUrl: z.string().startsWith('data:image/').optional(),
});
export type Image = z.infer<typeof imageSchema>;

const navItemBase = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The item's own site path, '' when it is only a heading for its children. */
  path: z.string().regex(/^(\/\S*)?$/),
  navTitle: z.string().trim().min(1),
  hideInNavigation: z.boolean().default(false),
  /** A parent with children is itself a link in the menu only when this is set. */
  shouldBeNavigableInMenuWhenItHasChildren: z.boolean().default(false),
  externalLink: z
    .object({
      href: hrefSchema,
      text: z.string().optional(),
      linktype: z.enum(['external', 'internal']),
    })
    .optional(),
  /** Mega-menu picture (480 by 270). */
  image: imageSchema.optional(),
  /** Mega menu: the item shows selected at the top of its column. */
  topSelected: z.boolean().default(false),
});

export type NavItem = z.infer<typeof navItemBase> & { children: NavItem[] };

const navLevel = (depth: number): z.ZodType<NavItem> =>
  depth === 0
    ? (navItemBase.extend({
        children: z.array(z.never()).length(0).default([]),
      }) as unknown as z.ZodType<NavItem>)
    : (navItemBase.extend({
        children: z.array(z.lazy(() => navLevel(depth - 1))).default([]),
      }) as unknown as z.ZodType<NavItem>);

/** Navigation: top items with children up to three levels deep in all (spec: shell 7). */
export const navigationSchema = z.array(navLevel(2));
export type Navigation = z.infer<typeof navigationSchema>;

export const messageTypeSchema = z.enum(['Warning', 'Dark', 'Light', 'Neutral', 'Default']);
export const messageIconSchema = z.enum(['CampaignAlert', 'WarningAlert']);

/** The site message shown as the alert banner (group sites) or the notice bar (store sites). */
export const siteMessageSchema = z.object({
  hasMessage: z.boolean(),
  type: messageTypeSchema.optional(),
  title: z.string().trim().optional(),
  text: z.string().trim().optional(),
  icon: messageIconSchema.optional(),
  /** Notice bar only: render below the navigation instead of above it. */
  isBelowNavigation: z.boolean().default(false),
});
export type SiteMessage = z.infer<typeof siteMessageSchema>;

/** Navigation settings (spec: shell 3). */
export const navigationSettingsSchema = z.object({
  logo: imageSchema.optional(),
  logoWidth: z.number().int().positive().default(150),
  logoHeight: z.number().int().positive().default(55),
  slimNav: z.boolean().default(false),
  hasDarkTheme: z.boolean().default(false),
  showSeparator: z.boolean().default(false),
  /** 'mega' is the alternative mega menu with pictures and a mobile back button. */
  menuVariant: z.enum(['dropdown', 'mega']).default('dropdown'),
  extraItems: z.array(z.object({ title: z.string().trim(), link: linkSchema })).default([]),
  message: siteMessageSchema.default({ hasMessage: false, isBelowNavigation: false }),
});
export type NavigationSettings = z.infer<typeof navigationSettingsSchema>;

export const socialNetworkSchema = z.string().min(1);

/** Footer (spec: shell 2.6, 3). Links without an href are kept here and dropped by the footer. */
export const footerSchema = z.object({
  columns: z.array(
    z.object({
      title: z.string().trim(),
      description: z.string().trim().optional(),
      links: z.array(
        z.object({
          href: hrefSchema.optional(),
          text: z.string().trim().min(1),
          target: z.enum(['_blank']).optional(),
        }),
      ),
    }),
  ),
  socialLinks: z
    .array(z.object({ name: socialNetworkSchema, url: z.url({ protocol: /^https$/ }) }))
    .default([]),
  highlightedLink: linkSchema.optional(),
  infoField1: z.object({ heading: z.string().trim(), text: z.string().trim() }).optional(),
  infoField2: z.object({ heading: z.string().trim(), text: z.string().trim() }).optional(),
  infoFieldOneChildFullWidth: z.boolean().default(false),
  showBrands: z.boolean().default(false),
  brandsHeading: z.string().trim().optional(),
});
export type Footer = z.infer<typeof footerSchema>;

/** A car brand the group sells (spec: shell 3); the footer's logo strip shows them. */
export const brandSchema = z.object({
  name: z.string().min(1),
  brandCode: z.string().min(1),
  logo: z.object({ src: z.string(), alt: z.string() }),
});
export type Brand = z.infer<typeof brandSchema>;

/** One language version of the current route, for the language switcher. */
export const routeLanguageSchema = z.object({
  name: languageSchema,
  displayName: z.string().min(1),
  englishName: z.string().min(1),
  nativeName: z.string().min(1),
  /** The path of this route in that language (the language's home when it has no version). */
  path: z.string().startsWith('/'),
});
export type RouteLanguage = z.infer<typeof routeLanguageSchema>;

/** What the shell shows of the site's settings: its name and logo (the worker's settings add more). */
export const siteIdentitySchema = z.object({
  siteName: z.string().min(1),
  logo: z.object({ src: z.string().regex(/^\/[\w\-./]+$/), alt: z.string() }),
});
export type SiteIdentity = z.infer<typeof siteIdentitySchema>;
