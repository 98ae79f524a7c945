import type {
  SiteCardData,
  SiteFacetData,
  SiteListData,
} from '../../blocks/site-list/site-list.schema.ts';
import type { SearchResponse } from '../../contracts/search.ts';
import { siteListFacets } from './site-paths.ts';

/** A dealer card from a found site document; null when it lacks a slug or a name. */
export function siteCardOf(doc: Record<string, unknown>): SiteCardData | null {
  const text = (key: string) => (typeof doc[key] === 'string' ? (doc[key] as string) : '');
  if (!text('slug') || !text('site_official_name')) return null;
  const image = doc.site_primary_image as
    { thumbnail_url?: string; blur_data_url?: string } | undefined;
  return {
    id: text('id') || text('slug'),
    slug: text('slug'),
    name: text('site_official_name'),
    websiteCity: text('website_city'),
    address: `${text('site_street')}, ${text('site_zip')} ${text('site_city')}`,
    phone: text('site_phone'),
    ...(image?.thumbnail_url
      ? { image: { src: image.thumbnail_url, blur: image.blur_data_url ?? '' } }
      : {}),
  };
}

/** The list's cards and facets from a search answer (the server's first page and the island's later ones). */
export function siteListResults(
  response: Pick<SearchResponse, 'facet' | 'content' | 'total_items'>,
): Pick<SiteListData, 'sites' | 'facets' | 'total'> {
  const facets: SiteFacetData[] = siteListFacets.map((name) => ({
    name,
    values: (response.facet.find((f) => f.name === name)?.values ?? []).map((v) => ({
      text: v.text,
      count: v.count,
    })),
  }));
  return {
    sites: response.content.map(siteCardOf).filter((c): c is SiteCardData => c !== null),
    facets,
    total: response.total_items,
  };
}
