import type { SiteListData } from '#client/blocks/site-list/site-list.schema.ts';
import { siteListResults } from '#client/lib/dealer-sites/site-list-results.ts';
import {
  parseGeocoord,
  parseSiteListQuery,
  siteListFacets,
  siteListHref,
  siteListRequest,
  siteListSort,
  type SiteListQuery,
} from '#client/lib/dealer-sites/site-paths.ts';
import { type SearchScope, searchAnswer, searchCacheSeconds } from './cached-search.ts';
import { MemoryCache } from './memory-cache.ts';
import type { Settled } from '#client/lib/settle.ts';

/** At most this many values of one facet are taken from a URL (the contract allows 100). */
const valuesPerFacet = 20;

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
    selected: Object.fromEntries(
      siteListFacets.map((f) => [f, parsed.selected[f].slice(0, valuesPerFacet)]),
    ) as SiteListQuery['selected'],
  };
  const [list, all] = await Promise.all([
    searchAnswer(scope, siteListRequest(query)),
    searchAnswer(scope, {
      index: 'sites',
      fields: ['id', 'slug', 'site_official_name', 'site_street', 'site_city', 'site_geocoord'],
      limit: 48,
      sort_name: siteListSort,
    }),
  ]);
  const markers = all.response.content.flatMap((doc) => {
    const point = typeof doc.site_geocoord === 'string' ? parseGeocoord(doc.site_geocoord) : null;
    if (!point || typeof doc.slug !== 'string') return [];
    return [
      {
        id: String(doc.id ?? doc.slug),
        title: String(doc.site_official_name ?? doc.slug),
        slug: doc.slug,
        lat: point.lat,
        lon: point.lon,
        detail: `${String(doc.site_street ?? '')}, ${String(doc.site_city ?? '')}`,
      },
    ];
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

/** A promise React's `use` reads without suspending once it has settled (the status fields React looks for). */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T };
  thenable.status = 'pending';
  void promise.then((value) => {
    thenable.status = 'fulfilled';
    thenable.value = value;
  });
  return promise;
}

/**
 * Site list answers this isolate rendered in the last 60 s (the search cache's lifetime), by site
 * and URL: a repeat visit renders the list in place at once, with no await at all. Bounded.
 */
const recent = new MemoryCache<SiteListData>({ entries: 64 });

function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * The site list's search, started with the page when the page is the dictionary's site list (the
 * dictionary is the one the shell already read, so the check costs nothing). When it has settled
 * by the time React reaches the block (a recent answer always has), the block renders in place
 * instead of streaming in later, so the form and its links work without JavaScript.
 */
export function prefetchSiteList(
  scope: SearchScope,
  {
    listPath,
    pagePath,
    url,
    mapsApiKey,
  }: {
    listPath: Promise<string | null>;
    pagePath: string;
    url: URL;
    mapsApiKey: string | undefined;
  },
): Promise<Settled<SiteListData> | null> {
  // The query as the list reads it: `?keyphrase=&website_city=X` is the same list as `?website_city=X`.
  const key = `${scope.site.name} ${siteListHref(url.pathname, parseSiteListQuery(url.searchParams))}`;
  const memo = recent.get(key);
  if (memo) return fulfilled({ ok: true, value: memo });
  const started = listPath.then((path) =>
    path === pagePath ? loadSiteList(scope, { url, mapsApiKey }) : null,
  );
  return tracked(
    started.then(
      (data): Settled<SiteListData> | null => {
        if (!data) return null;
        if (!data.failed) recent.set(key, data, Date.now() + searchCacheSeconds * 1000);
        return { ok: true, value: data };
      },
      (error: unknown): Settled<SiteListData> => ({ ok: false, error }),
    ),
  );
}
