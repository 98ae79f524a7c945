import {
  emptySearchResponse,
  searchDefaults,
  searchLimits,
  type SearchRequest,
  type SearchRequestInput,
  type SearchResponse,
  searchRequestSchema,
} from '#client/contracts/search.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { AppConfig } from '../env.ts';
import type { CacheStorage } from '../platform.ts';
import type { Site } from '../sites/catalogue.ts';
import type { SearchBackend } from './backend.ts';
import { createSearchBackend } from './create-backend.ts';
import { MemoryCache } from './memory-cache.ts';
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
  /** The request's waitUntil: storing an answer at the edge then happens after the answer is sent. */
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The scope of a request: its configuration, the site its host names, and that host. */
export function searchScopeOf(c: Context<AppEnv>): SearchScope {
  let waitUntil: SearchScope['waitUntil'];
  try {
    const context = c.executionCtx;
    waitUntil = (work) => context.waitUntil(work);
  } catch {
    // No execution context (a test calling the app directly): stores are awaited.
    waitUntil = undefined;
  }
  return {
    config: c.get('config'),
    site: c.get('site'),
    host: new URL(c.req.url).host,
    ...(waitUntil ? { waitUntil } : {}),
  };
}

export interface SearchOutcome {
  /** The answer as JSON text, exactly as cached. */
  text: string;
  cache: 'HIT' | 'MISS';
  /** Where a HIT came from: this isolate's memory or the edge cache (Cache API). */
  tier?: 'memory' | 'edge';
  /** Milliseconds spent looking the answer up, in the backend and storing it (Server-Timing). */
  timing: { lookup: number; backend?: number; store?: number };
  /** The backend failed and the text is the spec's empty answer (never cached). */
  failed: boolean;
  /** D1 rows read for a MISS answered by D1. */
  rowsRead?: number;
  /** The answer as the backend gave it, when this request asked the backend (no parse needed). */
  response?: SearchResponse;
}

function edgeCache(): Cache | undefined {
  // Absent outside workerd (unit tests); the search then simply is not cached.
  return (globalThis as unknown as { caches?: CacheStorage }).caches?.default as unknown as
    Cache | undefined;
}

/**
 * The memory tier's bounds: a list's answer (48 cards and its facets) is some 30-60 KB, a whole
 * document page some 300 KB; 16 MiB is an eighth of an isolate's 128 MB.
 */
export const searchMemoryLimits = { entries: 1000, bytes: 16 * 2 ** 20 };

/** The memory tier in front of each edge cache object (one in workerd; one per unit test). */
const memoryTiers = new WeakMap<object, MemoryCache>();

function memoryTier(cache: Cache | undefined): MemoryCache | undefined {
  if (!cache) return undefined;
  let tier = memoryTiers.get(cache);
  if (!tier) memoryTiers.set(cache, (tier = new MemoryCache(searchMemoryLimits)));
  return tier;
}

/** The header of a stored answer saying when it was stored (ms since the epoch): its life ends 60 s later in every tier. */
const storedAtHeader = 'x-search-stored-at';

export interface CachedSearchOptions {
  /** Drop this question's answer from this isolate's memory first (the bench's MISS, in development only). */
  evictMemory?: boolean;
}

/**
 * Answers a validated request from the edge cache or the backend. The key is the site plus the
 * normalised question; only a successful answer is stored, without any header of the visitor's
 * request, so nothing personal or erroneous is ever cached.
 */
export async function cachedSearch(
  scope: SearchScope,
  request: SearchRequest,
  options: CachedSearchOptions = {},
): Promise<SearchOutcome> {
  const started = performance.now();
  const search = normaliseSearch(scope.site.name, request);
  const cache = edgeCache();
  const memory = memoryTier(cache);
  const key = await searchCacheKey(scope.host, search);
  if (options.evictMemory) memory?.delete(key);
  // A cached answer touches no backend: this isolate's memory first, then the edge cache.
  const remembered = memory?.get(key);
  if (remembered !== undefined)
    return {
      text: remembered,
      cache: 'HIT',
      tier: 'memory',
      failed: false,
      timing: { lookup: performance.now() - started },
    };
  const hit = await cache?.match(key);
  if (hit) {
    const text = await hit.text();
    const storedAt = Number(hit.headers.get(storedAtHeader));
    // Kept in memory only until the edge entry's own 60 s are over; an entry that does not say when it was stored is not kept.
    if (storedAt > 0) memory?.set(key, text, storedAt + searchCacheSeconds * 1000);
    return {
      text,
      cache: 'HIT',
      tier: 'edge',
      failed: false,
      timing: { lookup: performance.now() - started },
    };
  }
  const lookedUp = performance.now();

  const backend = scope.backend ?? createSearchBackend(scope.config, scope.site);
  let text: string;
  let response: SearchResponse;
  let rowsRead: number | undefined;
  try {
    const answer = await backend.search(search);
    response = answer.response;
    text = JSON.stringify(response);
    rowsRead = answer.rowsRead;
  } catch (error) {
    // Spec 8: a failed search is an empty result, logged; the visitor sees the empty or error text.
    console.error(
      'search failed',
      backend.name,
      scope.site.name,
      search.index,
      error instanceof Error ? error.message : error,
    );
    const timing = { lookup: lookedUp - started, backend: performance.now() - lookedUp };
    const empty = emptySearchResponse(search.limit, search.offset);
    return { text: JSON.stringify(empty), response: empty, cache: 'MISS', failed: true, timing };
  }
  const answered = performance.now();
  if (cache) {
    const storedAt = Date.now();
    memory?.set(key, text, storedAt + searchCacheSeconds * 1000);
    const stored = new Response(text, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': `public, max-age=${searchCacheSeconds}`,
        [storedAtHeader]: String(storedAt),
      },
    });
    // The put is sent now, before the answer leaves; the visitor does not wait for it to finish
    // where the request has a waitUntil. This isolate's next identical question already finds the
    // answer in memory, another isolate's once the put is done.
    const put = cache
      .put(key, stored)
      .catch((error: unknown) => console.warn('search cache put failed', String(error)));
    if (scope.waitUntil) scope.waitUntil(put);
    else await put;
  }
  const timing = {
    lookup: lookedUp - started,
    backend: answered - lookedUp,
    store: performance.now() - answered,
  };
  return {
    text,
    response,
    cache: 'MISS',
    failed: false,
    timing,
    ...(rowsRead !== undefined ? { rowsRead } : {}),
  };
}

/** A search answer for server-side code: the answer as an object, and whether the backend failed. */
export interface ServerSearchAnswer {
  /** The spec's empty answer when the backend failed. */
  response: SearchResponse;
  failed: boolean;
}

export interface ServerSearchOptions {
  /**
   * Page renders may ask for more than the public contract's `searchLimits.maxLimit` (the car
   * list's prefetch of every page a visitor had loaded); `POST /api/search` keeps its cap.
   */
  maxLimit?: number;
}

/**
 * The one way server-side code searches (pages, blocks, sitemaps, forms, proxies): the same
 * contract, the same cache and the same failure rule as `POST /api/search`, answered as an object.
 * The input is the worker's own code, so an invalid one is a bug and throws.
 */
export async function searchAnswer(
  scope: SearchScope,
  input: SearchRequestInput,
  { maxLimit = searchLimits.maxLimit }: ServerSearchOptions = {},
): Promise<ServerSearchAnswer> {
  const limit = input.limit ?? searchDefaults.limit;
  if (!Number.isInteger(limit) || limit < 0 || limit > maxLimit)
    throw new Error(`a server-side search's limit is at most ${maxLimit}, not ${limit}`);
  // Checked against the contract with the limit held to the public cap, then asked in full.
  const checked = searchRequestSchema.parse({
    ...input,
    limit: Math.min(limit, searchLimits.maxLimit),
  });
  const outcome = await cachedSearch(scope, { ...checked, limit });
  // A cached answer is the text this worker stored after validating it: parsed once, here.
  const response = outcome.response ?? (JSON.parse(outcome.text) as SearchResponse);
  return { response, failed: outcome.failed };
}

/** The answer alone, for page parts that show the empty answer's nothing when the backend fails. */
export async function searchForPage(
  scope: SearchScope,
  input: SearchRequestInput,
): Promise<SearchResponse> {
  return (await searchAnswer(scope, input)).response;
}
