import { z } from 'zod';

/**
 * Dealer site list (car-stock 2 "Dealer site list"): search, facet filters and chips, and a card
 * per dealer linking to its detail page; 48 a page in website_sort_order. Sitecore's `SiteList`.
 */
export const siteListSchema = z.object({
  type: z.literal('site-list'),
  id: z.string(),
  fields: z.object({
    Title: z.string().optional(),
    TitleTag: z.enum(['h1', 'h2']).default('h2'),
    /** Whether the map of all the site's dealers follows the list. */
    ShowMap: z.boolean().default(true),
  }),
});
export type SiteListBlock = z.infer<typeof siteListSchema>;

/** A dealer as its card shows it. */
export interface SiteCardData {
  id: string;
  slug: string;
  name: string;
  websiteCity: string;
  address: string;
  phone: string;
  image?: { src: string; blur: string };
}

export interface SiteFacetData {
  name: 'website_city' | 'site_region' | 'site_brands';
  values: Array<{ text: string; count: number }>;
}

/** What the server loads for the list: the URL's query, the first page, and every dealer for the map. */
export interface SiteListData {
  /** The list page's public path (with any language prefix): filter links and the form point here. */
  listPath: string;
  keyphrase: string;
  selected: Record<SiteFacetData['name'], string[]>;
  sites: SiteCardData[];
  facets: SiteFacetData[];
  total: number;
  failed: boolean;
  /** Every dealer of the site with a position, for the map. */
  markers: Array<{
    id: string;
    title: string;
    slug: string;
    lat: number;
    lon: number;
    detail: string;
  }>;
  mapsApiKey?: string;
}
