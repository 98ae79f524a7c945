import { describe, expect, it } from 'vitest';
import {
  emptySearchResponse,
  searchCatalogue,
  searchRequestSchema,
  searchResponseSchema,
  sortNames,
} from '#client/contracts/search.ts';
import { carFields } from '#client/contracts/car-document.ts';
import { siteFields } from '#client/contracts/site-document.ts';
import { issuesOf } from '#src/api/api-error.ts';

const issues = (input: unknown) => {
  const parsed = searchRequestSchema.safeParse(input);
  return parsed.success
    ? []
    : issuesOf(parsed.error).map((issue) => `${issue.path || 'body'}: ${issue.message}`);
};

describe('the search request', () => {
  it('fills the defaults of spec 9: limit 24, offset 0, no facets or filters', () => {
    expect(searchRequestSchema.parse({ index: 'cars' })).toEqual({
      index: 'cars',
      facets: [],
      filters: [],
      limit: 24,
      offset: 0,
    });
  });

  it('defaults a filter to values and a facet to count_desc without filters', () => {
    const parsed = searchRequestSchema.parse({
      index: 'cars',
      filters: [{ name: 'car_brand', values: ['Kia'] }],
      facets: [{ name: 'car_fuel' }],
    });
    expect(parsed.filters[0]).toEqual({ name: 'car_brand', type: 'values', values: ['Kia'] });
    expect(parsed.facets[0]).toEqual({ name: 'car_fuel', sort_order: 'count_desc', filters: [] });
  });

  it('names each problem with its path', () => {
    expect(issues({ index: 'cars', limit: 101, offset: -1 })).toEqual([
      'limit: limit is at most 100',
      'offset: offset is 0 or more',
    ]);
    expect(issues({ index: 'boats' })[0]).toMatch(/^index: /);
    expect(issues({ index: 'sites', facets: [{ name: 'car_brand' }] })).toEqual([
      'facets.0.name: unknown facet car_brand',
    ]);
    expect(issues({ index: 'cars', sort_name: 'website_sort_order_asc' })).toEqual([
      'sort_name: unknown sort website_sort_order_asc',
    ]);
    expect(issues({ index: 'cars', facets: [{ name: 'car_fuel' }, { name: 'car_fuel' }] })).toEqual(
      ['facets: a facet is asked for once'],
    );
    expect(issues({ index: 'cars', filters: [{ name: 'caroftheweek', values: ['yes'] }] })).toEqual(
      ['filters.0.values.0: caroftheweek takes boolean values'],
    );
    expect(
      issues({ index: 'cars', filters: [{ name: 'car_price', type: 'range', values: [1, 2, 3] }] }),
    ).toEqual(['filters.0.values: a range has two values, from and to']);
  });

  it('accepts every sort the list configurations offer', () => {
    for (const sort of [
      'car_price_asc',
      'car_price_desc',
      'car_mileage_asc',
      'car_year_desc',
      'car_publishdate_asc',
      'car_publishdate_desc',
    ]) {
      expect(sortNames('cars')).toContain(sort);
    }
    expect(sortNames('sites')).toContain('website_sort_order_asc');
  });

  it('lists exactly the fields of the stored documents', () => {
    expect([...searchCatalogue.cars.documentFields].sort()).toEqual([...carFields].sort());
    expect([...searchCatalogue.sites.documentFields].sort()).toEqual([...siteFields].sort());
    for (const field of Object.keys(searchCatalogue.cars.fields))
      expect(carFields as string[]).toContain(field);
    for (const field of Object.keys(searchCatalogue.sites.fields))
      expect(siteFields as string[]).toContain(field);
  });
});

describe('the search answer', () => {
  it('is the empty answer of spec 7 on failure', () => {
    expect(searchResponseSchema.parse(emptySearchResponse(48, 96))).toEqual({
      facet: [],
      content: [],
      total_items: 0,
      limit: 48,
      offset: 96,
    });
  });

  it('never reports more than 10000 items', () => {
    expect(
      searchResponseSchema.safeParse({ ...emptySearchResponse(), total_items: 10_001 }).success,
    ).toBe(false);
  });
});
