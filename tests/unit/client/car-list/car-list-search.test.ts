import { describe, expect, it } from 'vitest';
import { pagesToLoad, withAnswers } from '#client/car-list/car-list-search.ts';
import { carListLastPage, emptyQuery } from '#client/car-list/query.ts';
import type { SearchResponse } from '#client/contracts/search.ts';

const car = (id: string) => ({ car_id: id, slug: `car-${id}` });
const answer = (ids: string[], facet: SearchResponse['facet'] = []): SearchResponse => ({
  facet,
  content: ids.map(car),
  total_items: 100,
  limit: 48,
  offset: 0,
});
const brandFacet = { name: 'car_brand', type: 'value' as const, values: [] };

describe('car list loads', () => {
  it('asks for every page up to the query’s when it changes or is restored, and the next one to append', () => {
    const query = { ...emptyQuery(), page: 2 };
    expect(pagesToLoad(query, 'replace')).toEqual([0, 1, 2]);
    expect(pagesToLoad(query, 'restore')).toEqual([0, 1, 2]);
    expect(pagesToLoad(query, 'append')).toEqual([2]);
  });

  it('refuses a page past the last one', () => {
    expect(() => pagesToLoad({ ...emptyQuery(), page: carListLastPage + 1 }, 'restore')).toThrow(
      'past the last page',
    );
  });

  it("appends a page's cars and keeps the facets when the answer counts none", () => {
    const shown = { facets: [brandFacet], cars: [car('1')] as never[], total: 100 };
    const next = withAnswers(shown, [answer(['2'])], 'append');
    expect(next.cars.map((c) => c.car_id)).toEqual(['1', '2']);
    expect(next.facets).toEqual([brandFacet]);
  });

  it('replaces the cars with the answers’, leaving out documents without an id or slug', () => {
    const shown = { facets: [], cars: [car('1')] as never[], total: 1 };
    const first = answer(['2'], [brandFacet]);
    first.content.push({ car_id: 3 });
    const next = withAnswers(shown, [first, answer(['4'])], 'replace');
    expect(next.cars.map((c) => c.car_id)).toEqual(['2', '4']);
    expect(next.facets).toEqual([brandFacet]);
    expect(next.total).toBe(100);
  });
});
