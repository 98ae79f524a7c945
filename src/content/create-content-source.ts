import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createEmbeddedContentSource } from './embedded.ts';
import type { ContentSource } from './source.ts';

/** The content source of this request: the embedded KV adapter (Sitecore Edge joins with the content issue). */
export function createContentSource(c: Context<AppEnv>): ContentSource {
  return createEmbeddedContentSource(c.env.CONTENT_KV);
}
