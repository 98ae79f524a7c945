import { useState } from 'react';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import {
  type CarListLoad,
  type CarListResults,
  searchCarPages,
  withAnswers,
} from './car-list-search.ts';
import { type ListNamed, namedInPath } from './list-titles.ts';
import { type ListConfig, type ListQuery, listHref } from './query.ts';

export type CarListStatus = 'ok' | 'error' | 'loading' | 'loading-more';

interface CarListSource {
  config: ListConfig;
  fields: string[];
  listPath: string;
  /** The URL's query and the results the server rendered for it. */
  query: ListQuery;
  /** The brand and model the server's URL named. */
  named: ListNamed;
  results: CarListResults;
  status: 'ok' | 'error';
}

/**
 * The hydrated car list's query, keyphrase field, results and status (car-stock spec 2, 4). A
 * filter change resets the page and is a history entry; show more appends the next page and
 * replaces the entry; `restore` shows a query back and forward bring back. Only the latest load
 * may write the results. `named` is the brand and model the current URL names (its heading).
 */
export function useCarList(source: CarListSource) {
  const { config, fields, listPath } = source;
  const [query, setQuery] = useState(source.query);
  const [named, setNamed] = useState(source.named);
  const [keyphrase, setKeyphrase] = useState(source.query.keyphrase);
  const [results, setResults] = useState(source.results);
  const [status, setStatus] = useState<CarListStatus>(source.status);
  const latest = useLatestCall();

  async function load(next: ListQuery, mode: CarListLoad) {
    setStatus(mode === 'append' ? 'loading-more' : 'loading');
    try {
      const answers = await latest.run((signal) =>
        searchCarPages(config, fields, next, mode, signal),
      );
      if (answers === superseded) return;
      setResults((shown) => withAnswers(shown, answers, mode));
      setStatus('ok');
    } catch (error) {
      console.warn('car list could not be loaded', error instanceof Error ? error.message : error);
      setStatus('error');
    }
  }

  /** Spec 4: a filter change resets the page and is a history entry. */
  function change(next: ListQuery) {
    const reset = { ...next, page: 0 };
    setQuery(reset);
    setNamed(namedInPath(reset));
    setKeyphrase(reset.keyphrase);
    window.history.pushState({ carList: reset }, '', listHref(listPath, reset));
    void load(reset, 'replace');
  }

  function showMore() {
    if (status === 'loading-more' || status === 'loading') return;
    const next = { ...query, page: query.page + 1 };
    setQuery(next);
    window.history.replaceState({ carList: next }, '', listHref(listPath, next));
    void load(next, 'append');
  }

  /** Back or forward: the entry's query, and what its URL names (the list's own URLs: from the query). */
  function restore(next: ListQuery, nextNamed: ListNamed = namedInPath(next)) {
    setQuery(next);
    setNamed(nextNamed);
    setKeyphrase(next.keyphrase);
    void load(next, 'restore');
  }

  return { query, named, keyphrase, setKeyphrase, results, status, change, showMore, restore };
}
