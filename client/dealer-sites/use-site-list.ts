import { useState } from 'react';
import type { SiteCardData, SiteFacetData } from '../blocks/site-list/site-list.schema.ts';
import { searchRoute } from '../contracts/search.route.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { siteListResults } from '../lib/dealer-sites/site-list-results.ts';
import {
  type SiteListQuery,
  siteListHref,
  siteListRequest,
} from '../lib/dealer-sites/site-paths.ts';

export interface SiteListResults {
  sites: SiteCardData[];
  facets: SiteFacetData[];
  total: number;
  failed: boolean;
}

/**
 * The dealer site list's query and results once hydrated: `apply` writes the query to the URL
 * and asks POST /api/search (index `sites`); only the latest request may write the results, and
 * a failed one empties them with `failed` set (the facets stay, so the visitor can choose again).
 */
export function useSiteList(listPath: string, first: SiteListQuery, shown: SiteListResults) {
  const [query, setQuery] = useState(first);
  const [results, setResults] = useState(shown);
  const [loading, setLoading] = useState(false);
  const latest = useLatestCall();

  async function apply(next: SiteListQuery) {
    setQuery(next);
    window.history.replaceState(window.history.state, '', siteListHref(listPath, next));
    setLoading(true);
    try {
      const answer = await latest.run((signal) =>
        callApi(searchRoute, siteListRequest(next), signal),
      );
      if (answer === superseded) return;
      setResults({ ...siteListResults(answer), failed: false });
    } catch (error) {
      console.warn('site list search failed', error instanceof Error ? error.message : error);
      setResults({ sites: [], facets: results.facets, total: 0, failed: true });
    }
    setLoading(false);
  }

  return { query, results, loading, apply };
}
