import { teaserSiteCount } from './site-selection-teaser.schema.ts';

/** The path of a site's detail page: the site-detail path and the slug, joined by one slash. */
export function siteDetailHref(siteDetailPath: string, slug: string): string {
  return `${siteDetailPath.replace(/\/+$/, '')}/${slug}`;
}

/** The sites a teaser shows: the first four, in the author's order. */
export function teaserSites<T>(sites: readonly T[]): T[] {
  return sites.slice(0, teaserSiteCount);
}
