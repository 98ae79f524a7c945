import {
  emptySearchResponse,
  type SearchRequest,
  type SearchRequestInput,
  type SearchResponse,
  searchRequestSchema,
} from '../../client/lib/search-contract.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { AppConfig } from '../env.ts';
import type { CacheStorage } from '../platform.ts';
import type { Site } from '../sites/catalogue.ts';
import type { SearchBackend } from './backend.ts';
import { createSearchBackend } from './create-backend.ts';
import { normaliseSearch, searchCacheKey } from './normalise.ts';

/** Spec 7 and 9: answers live 60 s at the edge. */
export const searchCacheSeconds = 60;

export interface SearchScope {
  config: AppConfig;
  /** The site the request's host named: the only site whose indexes it may read. */
  site: Site;
  /** The worker's own host, under which the synthetic cache keys live. */
  host: string;
  /** A backend to use instead of the configured one (tests, the bench). */
  backend?: SearchBackend;
}

/** The scope of a request: its configuration, the site its host names, and that host. */
export function searchScopeOf(c: Context<AppEnv>): SearchScope {
  return { config: c.get('config'), site: c.get('site'), host: new URL(c.req.url).host };
}

export interface SearchOutcome {
  /** The answer as JSON text, exactly as cached. */
  text: string;
  cache: 'HIT' | 'MISS';
  /** The backend failed and the text is the spec's empty answer (never cached). */
  failed: boolean;
  /** D1 rows read for a MISS answered by D1. */
  rowsRead?: number;
}

function edgeCache(): Cache | undefined {
  // Absent outside workerd (unit tests); the search then simply is not cached.
  return (globalThis as unknown as { caches?: CacheStorage }).caches?.default as unknown as Cache | undefined;
}

/**
 * Answers a validated request from the edge cache or the backend. The key is the site plus the
 * normalised question; only a successful answer is stored, without any header of the visitor's
 * request, so nothing personal or erroneous is ever cached.
 */
export async function cachedSearch(scope: SearchScope, request: SearchRequest): Promise<SearchOutcome> {
  const search = normaliseSearch(scope.site.name, request);
  const cache = edgeCache();
  const key = await searchCacheKey(scope.host, search);
  const hit = await cache?.match(key);
  if (hit) return { text: await hit.text(), cache: 'HIT', failed: false };

  const backend = scope.backend ?? createSearchBackend(scope.config, scope.site);
  let text: string;
  let rowsRead: number | undefined;
  try {
    const answer = await backend.search(search);
    text = JSON.stringify(answer.response);
    rowsRead = answer.rowsRead;
  } catch (error) {
    // Spec 8: a failed search is an empty result, logged; the visitor sees the empty or error text.
    console.error('search failed', backend.name, scope.site.name, search.index, error instanceof Error ? error.message : error);
    return { text: JSON.stringify(emptySearchResponse(search.limit, search.offset)), cache: 'MISS', failed: true };
  }
  if (cache) {
    const stored = new Response(text, {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': `public, max-age=${searchCacheSeconds}` },
    });
    // Awaited, not left to waitUntil: the next identical question must find it.
    await cache.put(key, stored).catch((error: unknown) => console.warn('search cache put failed', String(error)));
  }
  return { text, cache: 'MISS', failed: false, ...(rowsRead !== undefined ? { rowsRead } : {}) };
}

/**
 * The search the server-side page renders use (car list, car detail, dealer pages): the same
 * contract, the same cache and the same failure rule as `POST /api/search`. The input is the
 * page's own code, so an invalid one is a bug and throws.
 */
export async function searchForPage(scope: SearchScope, input: SearchRequestInput): Promise<SearchResponse> {
  const outcome = await cachedSearch(scope, searchRequestSchema.parse(input));
  return JSON.parse(outcome.text) as SearchResponse;
}
