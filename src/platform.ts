// Cloudflare runtime types, imported as modules rather than globals: the worker also type-checks
// the React components it server-renders, which need the DOM lib, and the two sets of globals
// collide (caches.default).
export type {
  D1Database,
  DurableObjectNamespace,
  DurableObjectState,
  ExecutionContext,
  Fetcher,
  KVNamespace,
  CacheStorage,
  SqlStorage,
} from '@cloudflare/workers-types/index.ts';

import type { Fetcher as WorkersFetcher } from '@cloudflare/workers-types/index.ts';

/**
 * Calls a Fetcher binding (assets, a service) with a standard Request. The Workers and DOM
 * typings each declare their own Request and Response; at run time they are the same objects.
 */
export function fetchFrom(fetcher: WorkersFetcher, request: Request): Promise<Response> {
  return fetcher.fetch(request as never) as unknown as Promise<Response>;
}
