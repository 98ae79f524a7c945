import type { z } from 'zod';
import { kvKeys } from '../kv-keys.ts';
import type { KVNamespace } from '../platform.ts';
import { type Route, routeIndexSchema, routeSchema, siteSettingsSchema } from './schemas.ts';
import { ContentError, type ContentSource } from './source.ts';

async function readJson<T>(kv: KVNamespace, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const raw = await kv.get(key, 'json');
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ContentError(`KV document ${key} is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Normalises a request path to the stored form: lower-case, no trailing slash. */
export function toStoredPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The embedded content source: pages, settings and the route index from the CONTENT_KV namespace. */
export function createEmbeddedContentSource(kv: KVNamespace): ContentSource {
  return {
    async getSiteSettings(site) {
      const settings = await readJson(kv, kvKeys.siteSettings(site), siteSettingsSchema);
      if (!settings) throw new ContentError(`KV has no site settings for ${site}; run npm run seed`);
      return settings;
    },
    async getRoute(site, language, path): Promise<Route | null> {
      return readJson(kv, kvKeys.route(site, language, toStoredPath(path)), routeSchema);
    },
    async listRoutes(site) {
      return (await readJson(kv, kvKeys.routeIndex(site), routeIndexSchema)) ?? [];
    },
  };
}
