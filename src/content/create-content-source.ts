import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createEmbeddedContentSource } from './embedded.ts';
import type { ContentSource } from './source.ts';

// One source per request, so its once-per-request reads are shared by every part of the page.
const perRequest = new WeakMap<Request, ContentSource>();

/** The content source of this request: the embedded KV adapter (Sitecore Edge when configured). */
export function createContentSource(c: Context<AppEnv>): ContentSource {
  let source = perRequest.get(c.req.raw);
  if (!source) {
    source = createEmbeddedContentSource(c.env.CONTENT_KV);
    perRequest.set(c.req.raw, source);
  }
  return source;
}
