import { z } from 'zod';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import { languageSchema } from '#client/contracts/site-profile.ts';
import { sites } from '../../sites/catalogue.ts';
import { localisedPath } from '../../sites/language.ts';
import { toStoredPath } from '../embedded.ts';
import { languageNames } from '../language-names.ts';
import type { SiteSettings } from '../schemas.ts';
import {
  type Brand,
  type Footer,
  footerSchema,
  type Navigation,
  type NavigationSettings,
  type NavItem,
  messageIconSchema,
  messageTypeSchema,
  navigationSchema,
  navigationSettingsSchema,
  type RouteLanguage,
} from '#client/contracts/shell.ts';
import { type Dictionary, dictionaryKeys } from '#client/contracts/dictionary.ts';
import { ContentError } from '../source.ts';
import {
  checkbox,
  defined,
  image,
  link,
  type MapContext,
  mediaSrc,
  positiveInt,
  sitePath,
  text,
} from './map-fields.ts';
import type {
  rawBrandsSchema,
  rawDictionaryPageSchema,
  rawFooterSchema,
  rawHomeSchema,
  rawLanguagesSchema,
  RawNavigation,
  RawNavItem,
  rawNavigationSettingsSchema,
  rawSiteSettingsSchema,
} from './schemas.ts';
import type { EdgeSiteRoots } from './sites.ts';

export type { MapContext } from './map-fields.ts';

/** Validates a mapped value with the normalised schema; a miss is the adapter's bug or odd content. */
function checked<T>(what: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ContentError(
      `Sitecore Edge ${what} does not map: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

function toNavItem(ctx: MapContext, raw: RawNavItem, depth: number): NavItem {
  const external = link(ctx, raw.externalLink?.jsonValue?.value);
  const children =
    depth < 2
      ? (raw.children?.results ?? []).flatMap((child) =>
          child ? [toNavItem(ctx, child, depth + 1)] : [],
        )
      : [];
  return defined({
    id: raw.id,
    name: raw.name,
    path: raw.url?.path ? sitePath(ctx, raw.url.path) : '',
    navTitle: text(raw.navTitle) ?? raw.name,
    hideInNavigation: checkbox(raw.hideInNavigation),
    shouldBeNavigableInMenuWhenItHasChildren: checkbox(
      raw.shouldBeNavigableInMenuWhenItHasChildren,
    ),
    externalLink:
      external &&
      defined({ href: external.href, text: external.text, linktype: external.linktype }),
    topSelected: false,
    children,
  });
}

/** The datasource's children, three levels deep; a null child or a missing level is left out. */
export function toNavigation(ctx: MapContext, raw: RawNavigation): Navigation {
  const items = (raw.item?.children?.results ?? []).flatMap((item) =>
    item ? [toNavItem(ctx, item, 0)] : [],
  );
  return checked('navigation', navigationSchema, items);
}

export function toNavigationSettings(
  ctx: MapContext,
  raw: z.infer<typeof rawNavigationSettingsSchema>,
): NavigationSettings {
  const item = raw.item;
  if (!item) return navigationSettingsSchema.parse({});
  const extraItems = (item.extraNavigationItems?.targetItems ?? []).flatMap((extra) => {
    const target = link(ctx, extra?.link?.jsonValue?.value);
    if (!target) return [];
    const title = text(extra?.title) ?? '';
    return [
      {
        title,
        link: defined({ href: target.href, text: target.text ?? title, target: target.target }),
      },
    ];
  });
  const type = messageTypeSchema.safeParse(text(item.messageType));
  const icon = messageIconSchema.safeParse(text(item.messageIcon));
  return checked(
    'navigation settings',
    navigationSettingsSchema,
    defined({
      logo: image(item.logo?.jsonValue?.value),
      logoWidth: positiveInt(item.logoWidth),
      logoHeight: positiveInt(item.logoHeight),
      slimNav: checkbox(item.slimNav),
      hasDarkTheme: checkbox(item.hasDarkTheme),
      showSeparator: checkbox(item.showSeparator),
      menuVariant: text(item.menuVariant)?.toLowerCase() === 'mega' ? 'mega' : 'dropdown',
      // Extra items whose link has no text are dropped by the schema (a link needs text).
      extraItems: extraItems.filter((extra) => extra.link.text),
      message: defined({
        hasMessage: checkbox(item.hasMessage),
        type: type.success ? type.data : undefined,
        title: text(item.messageTitle),
        text: text(item.messageText),
        icon: icon.success ? icon.data : undefined,
        isBelowNavigation: checkbox(item.messageIsBelowNavigation),
      }),
    }),
  );
}

export function toFooter(ctx: MapContext, raw: z.infer<typeof rawFooterSchema>): Footer {
  const item = raw.item;
  if (!item) throw new ContentError('Sitecore Edge has no footer item for this site and language');
  const columns = (item.columns?.targetItems ?? []).flatMap((column) => {
    if (!column) return [];
    const links = (column.columnItems?.results ?? []).flatMap((entry) => {
      const value = entry?.link?.jsonValue?.value;
      const target = link(ctx, value);
      // A link without an href keeps its text (the footer leaves it out; spec: shell 5).
      const linkText = target?.text ?? value?.text?.trim();
      if (!linkText) return [];
      return [defined({ href: target?.href, text: linkText, target: target?.target })];
    });
    return [
      defined({ title: text(column.title) ?? '', description: text(column.description), links }),
    ];
  });
  const socialLinks = (item.socialLinks?.targetItems ?? []).flatMap((social) => {
    const url = social && link(ctx, social.url?.jsonValue?.value);
    return social && url?.href.startsWith('https://') ? [{ name: social.name, url: url.href }] : [];
  });
  const highlighted = link(ctx, item.highlightedLink?.jsonValue?.value);
  const info = (heading: string | undefined, body: string | undefined) =>
    heading || body ? { heading: heading ?? '', text: body ?? '' } : undefined;
  return checked(
    'footer',
    footerSchema,
    defined({
      columns,
      socialLinks,
      highlightedLink: highlighted?.text
        ? defined({ href: highlighted.href, text: highlighted.text, target: highlighted.target })
        : undefined,
      infoField1: info(text(item.infoField1Heading), text(item.infoField1Text)),
      infoField2: info(text(item.infoField2Heading), text(item.infoField2Text)),
      infoFieldOneChildFullWidth: checkbox(item.infoFieldOneChildFullWidth),
      showBrands: checkbox(item.showBrands),
      brandsHeading: text(item.brandsHeading),
    }),
  );
}

/** Brands with a name and a brand code; a brand without a logo keeps an empty src (no strip logo). */
export function toBrands(raw: z.infer<typeof rawBrandsSchema>): Brand[] {
  return raw.search.results.flatMap((result) => {
    const brandCode = result && text(result.brandCode);
    if (!result || !brandCode) return [];
    return [
      {
        name: result.name,
        brandCode,
        logo: {
          src: mediaSrc(result.logo?.src) ?? '',
          alt: result.logo?.alt?.trim() || result.name,
        },
      },
    ];
  });
}

/** An address an author typed wrong is no recipient: the sell-car form then sends nowhere. */
const mailbox = (address: string | undefined) =>
  address && z.email().safeParse(address).success ? address : undefined;

const sitePathOnly = (src: string | undefined) => (src && src.startsWith('/') ? src : undefined);

/** Site settings; the site map fills a missing name, logo or favicon, and a title template without `{title}`. */
export function toSiteSettings(
  roots: EdgeSiteRoots,
  raw: z.infer<typeof rawSiteSettingsSchema>,
): SiteSettings {
  const item = raw.item;
  if (!item)
    throw new ContentError(`Sitecore Edge has no site settings item at ${roots.siteSettings}`);
  const siteName = text(item.siteName) ?? roots.fallbackName;
  const template = text(item.titleTemplate);
  const logo = image(item.logo?.jsonValue?.value);
  const logoSrc = sitePathOnly(logo?.src);
  return defined({
    siteName,
    titleTemplate: template?.includes('{title}') ? template : `{title} | ${siteName}`,
    favicon: sitePathOnly(mediaSrc(item.favicon?.jsonValue?.value?.src)) ?? roots.fallbackFavicon,
    gtmID: text(item.gtmID),
    sellCarEmail: mailbox(text(item.sellCarEmail)),
    logo: logoSrc ? { src: logoSrc, alt: logo?.alt || siteName } : roots.fallbackLogo,
    homePaths: {},
  });
}

/**
 * The dictionary from its pages. A key the site needs but the content lacks is filled from the
 * built-in texts and logged as a warning, so an author can add it.
 */
export function toDictionary(
  ctx: MapContext,
  pages: z.infer<typeof rawDictionaryPageSchema>[],
): Dictionary {
  const entries: Record<string, string> = {};
  for (const page of pages) {
    for (const { key, value } of page.site.siteInfo?.dictionary.results ?? [])
      if (value?.trim()) entries[key] = value;
  }
  const missing = dictionaryKeys.filter((key) => !entries[key]);
  if (missing.length > 0)
    console.warn('dictionary keys missing in Sitecore', {
      site: ctx.site,
      language: ctx.language,
      missing,
    });
  return { ...defaultDictionary[ctx.language], ...entries };
}

/** The site's languages: each the route's version in it, or that language's home without one. */
export function toLanguages(
  ctx: MapContext,
  raw: z.infer<typeof rawLanguagesSchema>,
): RouteLanguage[] {
  const versions = raw.layout?.item?.languages ?? [];
  return sites[ctx.site].languages.map((name) => {
    const version = versions.find((v) => toLanguage(v.language.name) === name);
    const { englishName, nativeName } = languageNames[name];
    const path = version?.url?.path ? toStoredPath(version.url.path) : '/';
    return {
      name,
      displayName: nativeName,
      englishName,
      nativeName,
      path: localisedPath(sites[ctx.site], name, path),
    };
  });
}

/** Sitecore language names may carry a region (`nb-NO`); the site speaks in plain languages. */
export function toLanguage(name: string): z.infer<typeof languageSchema> | undefined {
  const parsed = languageSchema.safeParse(name.split('-')[0]?.toLowerCase());
  return parsed.success ? parsed.data : undefined;
}

export function toHomePath(raw: z.infer<typeof rawHomeSchema>): string {
  const path = raw.layout?.item?.url?.path;
  return path ? toStoredPath(path) : '/';
}
