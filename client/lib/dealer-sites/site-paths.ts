// Paths and URLs of the dealer-site pages (car-stock spec 2 "Dealer site list", "Dealer site
// detail"): the detail page is the dictionary's pathToSiteDetail plus the site's slug, the list
// takes its filters as query parameters, and the latest arrivals link to the car list filtered by
// the site's website city and name (the car-list URL contract).

import type { SiteDocument } from '../../contracts/site-document.ts';
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A longer segment names no dealer (and would be no valid search value either). */
const slugMaxChars = 100;

/** A path without its trailing slashes ('/' stays '/'). */
export function trimPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The dealer slug a path names under the site-detail path: '/anlaggningar/bmw-stockholm' under
 * '/anlaggningar' is 'bmw-stockholm'. Any other path (the list itself, a deeper path, a segment
 * that is not a slug) is null, so the path is left to the next page family or the 404 page.
 * Slugs are lower case; an upper-case path is matched as its lower-case form.
 */
export function siteSlugFromPath(path: string, siteDetailPath: string): string | null {
  const base = trimPath(siteDetailPath).toLowerCase();
  const lower = trimPath(path).toLowerCase();
  const prefix = base === '/' ? '/' : `${base}/`;
  if (!lower.startsWith(prefix)) return null;
  let slug = lower.slice(prefix.length);
  try {
    slug = decodeURIComponent(slug);
  } catch {
    return null;
  }
  return slug.length <= slugMaxChars && slugPattern.test(slug) ? slug : null;
}

/** The detail page of a dealer: the site-detail path and the slug, joined by one slash. */
export function siteDetailPath(siteDetailBase: string, slug: string): string {
  return `${trimPath(siteDetailBase) === '/' ? '' : trimPath(siteDetailBase)}/${slug}`;
}

/** The car list filtered to one dealer's cars: its website city and its name (car-list URL contract). */
export function dealerCarListHref(
  pathToCarList: string,
  site: { website_city: string; site_official_name: string },
): string {
  const params = new URLSearchParams();
  params.append('car_site_city', site.website_city);
  params.append('car_site_name', site.site_official_name);
  return `${pathToCarList}?${params.toString()}`;
}

/** A maps search for an address (opens the visitor's maps app or the web map). */
export function mapsHref(address: string, geocoord?: string): string {
  const query = geocoord ? `${address} (${geocoord})` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** 'latitude,longitude' text as numbers; null when it is not two finite numbers in range. */
export function parseGeocoord(text: string): { lat: number; lon: number } | null {
  const [a, b, ...rest] = text.split(',');
  if (rest.length > 0 || a === undefined || b === undefined) return null;
  const lat = Number(a.trim());
  const lon = Number(b.trim());
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { lat, lon };
}

// --- The site list's query ---------------------------------------------------------------------

/** The facets of the site list, in the order they show. */
export const siteListFacets = ['website_city', 'site_region', 'site_brands'] as const;
export type SiteListFacet = (typeof siteListFacets)[number];

/**
 * Query names that mean a site-list facet: its own name, and the names old links and redirects use
 * (redirects/group-se.json: `?car_site_region=Skåne`, `?site_departments.brands.name=Volvo`).
 */
const queryAliases: Record<string, SiteListFacet> = {
  website_city: 'website_city',
  site_city: 'website_city',
  car_site_city: 'website_city',
  site_region: 'site_region',
  car_site_region: 'site_region',
  site_brands: 'site_brands',
  brand: 'site_brands',
  'site_departments.brands.name': 'site_brands',
};

export interface SiteListQuery {
  keyphrase: string;
  selected: Record<SiteListFacet, string[]>;
}

export const emptySiteListQuery = (): SiteListQuery => ({
  keyphrase: '',
  selected: { website_city: [], site_region: [], site_brands: [] },
});

/** The list's search and filters as a URL's query states them; unknown parameters are ignored. */
export function parseSiteListQuery(search: URLSearchParams): SiteListQuery {
  const query = emptySiteListQuery();
  query.keyphrase = (search.get('keyphrase') ?? '').trim().slice(0, 200);
  for (const [name, value] of search) {
    const facet = queryAliases[name];
    const text = value.trim();
    if (!facet || text === '' || text.length > 200) continue;
    if (!query.selected[facet].includes(text)) query.selected[facet].push(text);
  }
  return query;
}

/** The list's URL for a query: one parameter per selected value, facet order, then the keyphrase. */
export function siteListHref(listPath: string, query: SiteListQuery): string {
  const params = new URLSearchParams();
  for (const facet of siteListFacets)
    for (const value of query.selected[facet]) params.append(facet, value);
  if (query.keyphrase) params.set('keyphrase', query.keyphrase);
  const text = params.toString();
  return text ? `${listPath}?${text}` : listPath;
}

/** The query with one facet value switched on or off. */
export function toggleSiteListValue(
  query: SiteListQuery,
  facet: SiteListFacet,
  value: string,
): SiteListQuery {
  const values = query.selected[facet];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { ...query, selected: { ...query.selected, [facet]: next } };
}

/** Site list constants (spec 7 "Site list", 9): one page of 48 in the authored order. */
export const siteListPageSize = 48;
export const siteListSort = 'website_sort_order_asc';

/** The search request body of the list for a query (POST /api/search, index `sites`). */
export function siteListRequest(query: SiteListQuery) {
  return {
    index: 'sites' as const,
    fields: [
      'id',
      'slug',
      'site_official_name',
      'site_phone',
      'site_email',
      'site_street',
      'site_zip',
      'site_city',
      'website_city',
      'site_region',
      'site_brands',
      'site_geocoord',
      'site_primary_image',
    ] satisfies Array<keyof SiteDocument>,
    ...(query.keyphrase ? { keyphrase: query.keyphrase } : {}),
    // Each facet carries its own selection: it narrows the list and the other facets, not its own counts.
    facets: siteListFacets.map((name) => ({
      name,
      sort_order: 'value_asc' as const,
      filters: query.selected[name].length > 0 ? [{ name, values: query.selected[name] }] : [],
    })),
    limit: siteListPageSize,
    offset: 0,
    sort_name: siteListSort,
  };
}
