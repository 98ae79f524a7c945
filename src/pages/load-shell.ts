import type { Context } from 'hono';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import type { AppEnv } from '../app-env.ts';
import type { SiteSettings } from '../content/schemas.ts';
import { type Footer, navigationSettingsSchema } from '#client/contracts/shell.ts';
import type { ShellView } from '#client/shell/shell-view.ts';
import type { ContentSource } from '../content/source.ts';

/** Everything around a page's blocks: what the shell renders, plus the settings and home path the head and links need. */
export interface ShellData extends ShellView {
  settings: SiteSettings;
  homePath: string;
}

async function orFallback<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`${what} unavailable`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/**
 * Loads the shell of a page in parallel with its route. Each part degrades on its own as the
 * error catalogue says (spec: shell 8): brands failing gives no brands, navigation failing gives
 * no navigation, a missing dictionary falls back to the built-in texts. Site settings are the
 * one part a page cannot do without, so their failure is the caller's.
 */
export async function loadShell(
  c: Context<AppEnv>,
  content: ContentSource,
  path: string,
): Promise<ShellData> {
  const site = c.get('site').name;
  const language = c.get('language');
  const [
    settings,
    homePath,
    navigation,
    navigationSettings,
    footer,
    brands,
    languages,
    dictionary,
  ] = await Promise.all([
    content.getSiteSettings(site),
    orFallback('home path', () => content.getHomePath(site, language), '/'),
    orFallback('navigation', () => content.getNavigation(site, language), []),
    orFallback(
      'navigation settings',
      () => content.getNavigationSettings(site, language),
      navigationSettingsSchema.parse({}),
    ),
    orFallback<Footer | null>('footer', () => content.getFooter(site, language), null),
    orFallback('brands', () => content.getBrands(site, language), []),
    orFallback('languages', () => content.getLanguages(site, language, path), []),
    orFallback(
      'dictionary',
      () => content.getDictionary(site, language),
      defaultDictionary[language],
    ),
  ]);
  return {
    settings,
    navigation,
    navigationSettings,
    footer,
    brands,
    languages,
    dictionary: { ...defaultDictionary[language], ...dictionary },
    homePath,
  };
}
