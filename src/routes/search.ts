import { type Context, Hono } from 'hono';
import { type SearchRequest, searchLimits, searchRequestSchema } from '#client/contracts/search.ts';
import { jsonBody } from '../api/validate.ts';
import type { AppEnv } from '../app-env.ts';
import { cachedSearch, searchScopeOf } from '../search/cached-search.ts';

/**
 * POST /api/search (spec 7): validates the payload against the contract, then answers from the
 * 60 s edge cache or the backend, for the indexes of the site the host names. Bad input is 400
 * with the schema's messages, a body over 16 KB 413; a failing backend answers the spec's empty
 * result. `x-search-cache` says HIT or MISS.
 */
export function searchRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(
    '/search',
    jsonBody(searchRequestSchema, { limit: searchLimits.bodyBytes, what: 'search request' }),
    (c) => search(c, c.req.valid('json')),
  );
  return routes;
}

async function search(c: Context<AppEnv>, request: SearchRequest): Promise<Response> {
  const started = performance.now();
  const development = c.get('config').environment === 'development';
  // In development the bench makes a MISS by deleting the edge entry and, with this header, the memory one.
  const outcome = await cachedSearch(searchScopeOf(c), request, {
    evictMemory: development && c.req.header('x-search-evict-memory') === '1',
  });
  const { lookup, backend, store } = outcome.timing;
  const parts = [
    `lookup;dur=${lookup.toFixed(2)}`,
    ...(backend !== undefined ? [`backend;dur=${backend.toFixed(2)}`] : []),
    ...(store !== undefined ? [`store;dur=${store.toFixed(2)}`] : []),
  ];
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    // The edge cache is the worker's own; a browser or shared cache in between keeps nothing.
    'cache-control': 'no-store',
    'x-search-cache': outcome.cache,
    'server-timing': [
      `search;dur=${(performance.now() - started).toFixed(2)};desc="${outcome.cache}${outcome.tier ? ` ${outcome.tier}` : ''}"`,
      ...parts,
    ].join(', '),
  };
  if (development && outcome.rowsRead !== undefined)
    headers['x-search-rows-read'] = String(outcome.rowsRead);
  return new Response(outcome.text, { status: 200, headers });
}
