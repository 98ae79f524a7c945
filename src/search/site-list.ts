import type { SiteListData } from '../../client/blocks/site-list/site-list.schema.ts';
import { siteListResults } from '../../client/lib/dealer-sites/site-list-results.ts';
import {
  parseGeocoord, parseSiteListQuery, siteListFacets, siteListRequest, siteListSort, type SiteListQuery,
} from '../../client/lib/dealer-sites/site-paths.ts';
import { type SearchResponse, searchRequestSchema } from '../../client/lib/search-contract.ts';
import { cachedSearch, type SearchScope } from './cached-search.ts';

/** At most this many values of one facet are taken from a URL (the contract allows 100). */
const valuesPerFacet = 20;

async function run(scope: SearchScope, input: unknown): Promise<{ response: SearchResponse; failed: boolean }> {
  const outcome = await cachedSearch(scope, searchRequestSchema.parse(input));
  return { response: JSON.parse(outcome.text) as SearchResponse, failed: outcome.failed };
}

/**
 * The site list's first page as the URL asks for it (car-stock 7 "Site list": limit 48, sort
 * website_sort_order_asc), and every dealer of the site for the map (same cache).
 */
export async function loadSiteList(
  scope: SearchScope,
  { url, mapsApiKey }: { url: URL; mapsApiKey: string | undefined },
): Promise<SiteListData> {
  const parsed = parseSiteListQuery(url.searchParams);
  const query: SiteListQuery = {
    keyphrase: parsed.keyphrase,
    selected: Object.fromEntries(siteListFacets.map((f) => [f, parsed.selected[f].slice(0, valuesPerFacet)])) as SiteListQuery['selected'],
  };
  const [list, all] = await Promise.all([
    run(scope, siteListRequest(query)),
    run(scope, { index: 'sites', fields: ['id', 'slug', 'site_official_name', 'site_street', 'site_city', 'site_geocoord'], limit: 48, sort_name: siteListSort }),
  ]);
  const markers = all.response.content.flatMap((doc) => {
    const point = typeof doc.site_geocoord === 'string' ? parseGeocoord(doc.site_geocoord) : null;
    if (!point || typeof doc.slug !== 'string') return [];
    return [{
      id: String(doc.id ?? doc.slug),
      title: String(doc.site_official_name ?? doc.slug),
      slug: doc.slug,
      lat: point.lat,
      lon: point.lon,
      detail: `${String(doc.site_street ?? '')}, ${String(doc.site_city ?? '')}`,
    }];
  });
  return {
    listPath: url.pathname,
    keyphrase: query.keyphrase,
    selected: query.selected,
    ...siteListResults(list.response),
    failed: list.failed,
    markers,
    ...(mapsApiKey ? { mapsApiKey } : {}),
  };
}
