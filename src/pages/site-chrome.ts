import type { Context } from 'hono';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import type { AppEnv } from '../app-env.ts';
import type { PageFields, SiteSettings } from '../content/schemas.ts';
import { navigationSettingsSchema } from '#client/contracts/shell.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { buildHead, type HeadData } from '../render/head.ts';
import { previewImage } from '../render/social-image.ts';
import type { Theme } from '../sites/catalogue.ts';
import { localisedPath, pathWithinLanguage } from '../sites/language.ts';
import { loadShell, type ShellData } from './load-shell.ts';

/** The theme of a page: a UK brand page's BrandDesign picks its brand theme, else the site's. */
export function themeOf(c: Context<AppEnv>, fields?: Pick<PageFields, 'BrandDesign'>): Theme {
  const site = c.get('site');
  return (fields?.BrandDesign && site.brandThemes[fields.BrandDesign]) || site.theme;
}

/** The head of a page of this request's site and language, previewed as its theme. */
export function headFor(c: Context<AppEnv>, fields: PageFields, settings: SiteSettings): HeadData {
  const url = new URL(c.req.url);
  const home = new URL(localisedPath(c.get('site'), c.get('language'), '/'), url);
  const preview = previewImage(c.get('site'), themeOf(c, fields), url.origin);
  return buildHead(fields, settings, url, home, preview);
}

/**
 * The shell for an error page: the site's own when content answers, else a plain one (logo,
 * built-in texts, no navigation) so the error page still renders when content is down.
 */
export async function shellOrFallback(c: Context<AppEnv>): Promise<ShellData> {
  try {
    return await loadShell(
      c,
      createContentSource(c),
      pathWithinLanguage(c.get('site'), c.req.path),
    );
  } catch (error) {
    console.error('site shell unavailable', error instanceof Error ? error.message : error);
    const { name, kind } = c.get('site');
    const settings: SiteSettings = {
      siteName: name,
      titleTemplate: '{title}',
      favicon: `/favicons/${kind}.svg`,
      logo: { src: `/logos/${name}.svg`, alt: name },
      homePaths: {},
    };
    return {
      settings,
      navigation: [],
      navigationSettings: navigationSettingsSchema.parse({}),
      footer: null,
      brands: [],
      languages: [],
      dictionary: defaultDictionary[c.get('language')],
      homePath: '/',
    };
  }
}
