import { siteDetailPath } from '#client/lib/dealer-sites/site-paths.ts';
import type { ContentSource } from '../content/source.ts';
import type { Site } from '../sites/catalogue.ts';
import { searchForPage, type SearchScope } from './cached-search.ts';

/**
 * The dealer pages of a site for its sitemap (issue 9): every dealer of its site index under the
 * dictionary's site-detail path of each language (the path already carries any language prefix).
 * A failed dictionary or search leaves the dealers out rather than failing the sitemap.
 */
export async function dealerSitemapPaths(
  scope: SearchScope,
  content: ContentSource,
  site: Site,
): Promise<string[]> {
  try {
    const [found, ...dictionaries] = await Promise.all([
      searchForPage(scope, {
        index: 'sites',
        fields: ['slug'],
        limit: 100,
        sort_name: 'website_sort_order_asc',
      }),
      ...site.languages.map((language) => content.getDictionary(site.name, language)),
    ]);
    const slugs = found.content
      .map((doc) => doc.slug)
      .filter((slug): slug is string => typeof slug === 'string');
    return dictionaries.flatMap((dictionary) =>
      dictionary.pathToSiteDetail
        ? slugs.map((slug) => siteDetailPath(dictionary.pathToSiteDetail, slug))
        : [],
    );
  } catch (error) {
    console.warn(
      'dealer pages left out of the sitemap',
      site.name,
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}

/** Content items that only feed other pages (the dealer pages' shared blocks), never pages of their own. */
export function isPageInSitemap(path: string): boolean {
  return !path.split('/').some((segment) => segment.startsWith('_'));
}
