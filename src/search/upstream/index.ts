import { searchResponseSchema } from '#client/contracts/search.ts';
import { fetchJson, type Fetching, globalFetcher } from '../../partners/upstream.ts';
import type { Site } from '../../sites/catalogue.ts';
import type { SearchBackend } from '../backend.ts';
import type { NormalSearch } from '../normalise.ts';

/** The proxy answers within this or the search counts as failed (the empty answer). */
const upstreamTimeoutMs = 5000;

/**
 * The body posted to the group's search proxy: the validated, normalised payload of spec 7 with
 * the proxy's own index id for the requesting site (`cars_group_se`...), never a name the
 * visitor wrote.
 */
export function toProxyPayload(site: Site, search: NormalSearch): Record<string, unknown> {
  return {
    index: site.indexes[search.index],
    ...(search.fields ? { fields: search.fields } : {}),
    ...(search.keyphrase ? { keyphrase: search.keyphrase } : {}),
    facets: search.facets,
    limit: search.limit,
    offset: search.offset,
    ...(search.sort_name ? { sort_name: search.sort_name } : {}),
    filters: search.filters,
  };
}

/**
 * The search-proxy backend: POSTs the payload to `SEARCH_ORIGIN` and accepts only an answer of
 * the contract's shape; a failure, a timeout or another shape is an UpstreamError.
 */
export function createUpstreamSearch(
  origin: string,
  site: Site,
  fetcher: Fetching = globalFetcher,
): SearchBackend {
  return {
    name: 'upstream',
    async search(search) {
      const request = new Request(origin, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(toProxyPayload(site, search)),
      });
      const response = await fetchJson(
        { upstream: 'search proxy', fetcher, timeoutMs: upstreamTimeoutMs },
        request,
        searchResponseSchema,
      );
      return { response };
    },
  };
}
