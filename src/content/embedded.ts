import { z } from 'zod';
import { kvKeyMaxBytes, kvKeys } from '../kv-keys.ts';
import type { KVNamespace } from '../platform.ts';
import type { Language, SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '../sites/catalogue.ts';
import { localisedPath } from '../sites/language.ts';
import { languageNames } from './language-names.ts';
import { type Route, routeIndexSchema, routeSchema, siteSettingsSchema } from './schemas.ts';
import {
  brandSchema,
  footerSchema,
  navigationSchema,
  navigationSettingsSchema,
} from '#client/contracts/shell.ts';
import { dictionarySchema } from '#client/contracts/dictionary.ts';
import { pageOfStories, publishInfoOf, storiesDocumentSchema } from './embedded-stories.ts';
import { ContentError, type ContentSource } from './source.ts';

/** One language's shell document in KV: everything around the blocks, read once per page. */
export const shellDocumentSchema = z.object({
  navigation: navigationSchema,
  navigationSettings: navigationSettingsSchema,
  footer: footerSchema,
  dictionary: dictionarySchema,
});
export type ShellDocument = z.infer<typeof shellDocumentSchema>;

export const brandListSchema = z.array(brandSchema);

async function readJson<T>(kv: KVNamespace, key: string, schema: z.ZodType<T>): Promise<T | null> {
  // KV refuses a longer key (an error, not a miss); nothing can be stored under one either.
  if (new TextEncoder().encode(key).byteLength > kvKeyMaxBytes) return null;
  const raw = await kv.get(key, 'json');
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ContentError(
      `KV document ${key} is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

async function readRequired<T>(kv: KVNamespace, key: string, schema: z.ZodType<T>): Promise<T> {
  const value = await readJson(kv, key, schema);
  if (value === null) throw new ContentError(`KV has no ${key}; run npm run seed`);
  return value;
}

/** Normalises a request path to the stored form: lower-case, no trailing slash. */
export function toStoredPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/**
 * The embedded content source: pages, settings, shell documents and the route index from the
 * CONTENT_KV namespace. Each document is read at most once per source (one source per request),
 * so navigation, footer and dictionary together cost one KV read.
 */
export function createEmbeddedContentSource(kv: KVNamespace): ContentSource {
  const reads = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let promise = reads.get(key);
    if (!promise) {
      promise = read();
      reads.set(key, promise);
    }
    return promise as Promise<T>;
  };
  const shell = (site: SiteName, language: Language) =>
    once(kvKeys.shell(site, language), () =>
      readRequired(kv, kvKeys.shell(site, language), shellDocumentSchema),
    );
  const settings = (site: SiteName) =>
    once(kvKeys.siteSettings(site), () =>
      readRequired(kv, kvKeys.siteSettings(site), siteSettingsSchema),
    );
  const routeIndex = (site: SiteName) =>
    once(
      kvKeys.routeIndex(site),
      async () => (await readJson(kv, kvKeys.routeIndex(site), routeIndexSchema)) ?? [],
    );
  // A site without seeded stories has none: an empty list, not an error.
  const stories = (site: SiteName, language: Language) =>
    once(
      kvKeys.stories(site, language),
      async () =>
        (await readJson(kv, kvKeys.stories(site, language), storiesDocumentSchema)) ?? {
          tags: [],
          stories: [],
        },
    );
  const localeOf = (site: SiteName, language: Language) =>
    sites[site].locales[language] ?? language;

  return {
    getSiteSettings: settings,
    async getRoute(site, language, path): Promise<Route | null> {
      return readJson(kv, kvKeys.route(site, language, toStoredPath(path)), routeSchema);
    },
    async getHomePath(site, language) {
      return (await settings(site)).homePaths[language] ?? '/';
    },
    async getNavigation(site, language) {
      return (await shell(site, language)).navigation;
    },
    async getNavigationSettings(site, language) {
      return (await shell(site, language)).navigationSettings;
    },
    async getFooter(site, language) {
      return (await shell(site, language)).footer;
    },
    async getDictionary(site, language) {
      return (await shell(site, language)).dictionary;
    },
    async getBrands(site) {
      return once(
        kvKeys.brands(site),
        async () => (await readJson(kv, kvKeys.brands(site), brandListSchema)) ?? [],
      );
    },
    async getLanguages(site, language, path) {
      const index = await routeIndex(site);
      const stored = toStoredPath(path);
      const current = index.find((entry) => entry.language === language && entry.path === stored);
      return sites[site].languages.map((name) => {
        const version =
          current &&
          index.find((entry) => entry.itemId === current.itemId && entry.language === name);
        const { englishName, nativeName } = languageNames[name];
        return {
          name,
          displayName: nativeName,
          englishName,
          nativeName,
          path: localisedPath(sites[site], name, version ? version.path : '/'),
        };
      });
    },
    listRoutes: routeIndex,
    async getStories(site, language, query) {
      return pageOfStories(await stories(site, language), query, localeOf(site, language));
    },
    async getStoryTags(site, language) {
      return (await stories(site, language)).tags;
    },
    async getStoryPublishInfo(site, language, path) {
      return publishInfoOf(await stories(site, language), path, localeOf(site, language));
    },
  };
}
