import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { PageFields, SiteSettings } from '../content/schemas.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { buildHead, type HeadData } from '../render/head.ts';
import type { Theme } from '../sites/catalogue.ts';
import { localisedPath } from '../sites/language.ts';

/** The theme of a page: a UK brand page's BrandDesign picks its brand theme, else the site's. */
export function themeOf(c: Context<AppEnv>, fields?: Pick<PageFields, 'BrandDesign'>): Theme {
  const site = c.get('site');
  return (fields?.BrandDesign && site.brandThemes[fields.BrandDesign]) || site.theme;
}

/** The head of a page of this request's site and language. */
export function headFor(c: Context<AppEnv>, fields: PageFields, settings: SiteSettings): HeadData {
  const url = new URL(c.req.url);
  const home = new URL(localisedPath(c.get('site'), c.get('language'), '/'), url);
  return buildHead(fields, settings, url, home);
}

/** Site settings, or a plain fallback so an error page can still render when content is down. */
export async function settingsOrFallback(c: Context<AppEnv>): Promise<SiteSettings> {
  try {
    return await createContentSource(c).getSiteSettings(c.get('site').name);
  } catch (error) {
    console.error('site settings unavailable', error);
    const { name, kind } = c.get('site');
    return { siteName: name, titleTemplate: '{title}', favicon: `/favicons/${kind}.svg`, logo: { src: `/logos/${name}.svg`, alt: name } };
  }
}
