import type { ListCar } from '../contracts/car-card.ts';
import type { Facet, SearchResponse } from '../contracts/search.ts';
import { searchRoute } from '../contracts/search.route.ts';
import { callApi } from '../lib/api-call.ts';
import {
  buildSearchRequest,
  carListLastPage,
  carListPageSize,
  type ListConfig,
  type ListQuery,
} from './query.ts';

// How the hydrated car list loads its results through POST /api/search (car-stock spec 2, 4, 9).

export interface CarListResults {
  facets: Facet[];
  cars: ListCar[];
  total: number;
}

/** 'append' adds the next page (show more); 'replace' and 'restore' show pages 0..query.page. */
export type CarListLoad = 'replace' | 'append' | 'restore';

/** The pages a load asks for: a restored or changed list shows every page up to the query's. */
export function pagesToLoad(query: ListQuery, mode: CarListLoad): number[] {
  if (query.page > carListLastPage) throw new Error('past the last page');
  return mode === 'append'
    ? [query.page]
    : Array.from({ length: query.page + 1 }, (_, page) => page);
}

function asCars(content: SearchResponse['content']): ListCar[] {
  return content.filter(
    (car): car is ListCar & Record<string, unknown> =>
      typeof car.car_id === 'string' && typeof car.slug === 'string',
  ) as ListCar[];
}

/** Asks the search for the load's pages at once, all or nothing. */
export async function searchCarPages(
  config: ListConfig,
  fields: string[],
  query: ListQuery,
  mode: CarListLoad,
  signal: AbortSignal,
): Promise<SearchResponse[]> {
  return Promise.all(
    pagesToLoad(query, mode).map((page) =>
      callApi(
        searchRoute,
        buildSearchRequest(config, query, fields, carListPageSize, page * carListPageSize),
        signal,
      ),
    ),
  );
}

/**
 * The results after a load: its cars after the shown ones (append) or instead of them; the first
 * answer's facets unless it has none (a page past the first counts none), and its total.
 */
export function withAnswers(
  shown: CarListResults,
  answers: SearchResponse[],
  mode: CarListLoad,
): CarListResults {
  const cars = answers.flatMap((answer) => asCars(answer.content));
  const head = answers[0]!;
  return {
    facets: head.facet.length ? head.facet : shown.facets,
    cars: mode === 'append' ? [...shown.cars, ...cars] : cars,
    total: head.total_items,
  };
}
