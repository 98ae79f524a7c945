import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { loadConfig } from '../env.ts';
import { globalFetcher } from '../partners/upstream.ts';
import { createEmbeddedContentSource } from './embedded.ts';
import { createSitecoreEdgeContentSource } from './sitecore-edge/index.ts';
import type { ContentSource } from './source.ts';

// One source per request, so its once-per-request reads are shared by every part of the page.
const perRequest = new WeakMap<Request, ContentSource>();

/** The content source of this request: Sitecore Edge when SITECORE_EDGE_URL is set, else the embedded KV adapter. */
export function createContentSource(c: Context<AppEnv>): ContentSource {
  let source = perRequest.get(c.req.raw);
  if (!source) {
    const config = c.get('config') ?? loadConfig(c.env);
    source = config.sitecoreEdge
      ? createSitecoreEdgeContentSource(config.sitecoreEdge, { fetcher: globalFetcher })
      : createEmbeddedContentSource(config.bindings.CONTENT_KV);
    perRequest.set(c.req.raw, source);
  }
  return source;
}
