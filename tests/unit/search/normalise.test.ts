import { describe, expect, it } from 'vitest';
import { searchRequestSchema, type SearchRequestInput } from '#client/contracts/search.ts';
import { ftsQuery } from '#src/search/d1/where.ts';
import {
  canonicalText,
  keyphraseTerms,
  normaliseSearch,
  searchCacheKey,
} from '#src/search/normalise.ts';

const normal = (input: SearchRequestInput, site: 'group-se' | 'store-se' = 'group-se') =>
  normaliseSearch(site, searchRequestSchema.parse(input));
const key = (input: SearchRequestInput, site: 'group-se' | 'store-se' = 'group-se') =>
  searchCacheKey('group-se.localhost', normal(input, site));

describe('normaliseSearch', () => {
  it('gives equal questions one cache key whatever the key order, value order and defaults', async () => {
    const a = await key({
      index: 'cars',
      filters: [
        { name: 'car_brand', values: ['Volvo', 'Kia'] },
        { name: 'car_fuel', values: ['El'] },
      ],
    });
    const b = await key({
      filters: [
        { values: ['El'], name: 'car_fuel', type: 'values' },
        { name: 'car_brand', values: ['Kia', 'Volvo', 'Kia'] },
      ],
      offset: 0,
      limit: 24,
      facets: [],
      index: 'cars',
      keyphrase: '   ',
    });
    expect(a).toBe(b);
  });

  it('keeps the site and every real difference in the key', async () => {
    const base = await key({ index: 'cars' });
    expect(await key({ index: 'cars' }, 'store-se')).not.toBe(base);
    expect(await key({ index: 'vehicles' })).not.toBe(base);
    expect(await key({ index: 'cars', offset: 24 })).not.toBe(base);
    expect(await key({ index: 'cars', sort_name: 'car_price_asc' })).not.toBe(base);
    expect(await key({ index: 'cars', keyphrase: 'xc60' })).not.toBe(base);
    expect(base).toMatch(
      /^https:\/\/group-se\.localhost\/__search-cache\/v1\/group-se\/cars\/[0-9a-f]{64}$/,
    );
  });

  it('types filter values by their field', () => {
    const search = normal({
      index: 'cars',
      filters: [
        { name: 'car_is_sample', values: ['true'] },
        { name: 'car_year', values: ['2021', 2020] },
      ],
    });
    expect(search.filters).toEqual([
      { name: 'car_is_sample', type: 'values', values: [true] },
      { name: 'car_year', type: 'values', values: [2020, 2021] },
    ]);
  });

  it('drops a range without both bounds and orders the bounds of one with both', () => {
    expect(
      normal({ index: 'cars', filters: [{ name: 'car_price', type: 'range', values: [100] }] })
        .filters,
    ).toEqual([]);
    expect(
      normal({ index: 'cars', filters: [{ name: 'car_price', type: 'range', values: [900, 100] }] })
        .filters,
    ).toEqual([{ name: 'car_price', type: 'range', values: [100, 900] }]);
  });

  it('keeps the facet order the list configuration gives', () => {
    expect(
      normal({ index: 'cars', facets: [{ name: 'car_fuel' }, { name: 'car_body' }] }).facets.map(
        (f) => f.name,
      ),
    ).toEqual(['car_fuel', 'car_body']);
  });

  it('writes the canonical text with sorted keys', () => {
    expect(canonicalText(normal({ index: 'cars' }))).toBe(
      '{"facets":[],"filters":[],"index":"cars","limit":24,"offset":0,"site":"group-se"}',
    );
  });
});

describe('keyphrases', () => {
  it('keeps only words: no quote, operator or bracket survives', () => {
    expect(keyphraseTerms('"Volvo" AND (XC-60 OR  NEAR(a b)) * ^col:x')).toEqual([
      'volvo',
      'and',
      'xc',
      '60',
      'or',
      'near',
      'a',
      'b',
      'col',
      'x',
    ]);
    expect(keyphraseTerms("'; DROP TABLE cars; --")).toEqual(['drop', 'table', 'cars']);
    expect(keyphraseTerms('🚗 💨')).toEqual([]);
    expect(keyphraseTerms('Škoda Malmö')).toEqual(['škoda', 'malmö']);
  });

  it('becomes an FTS5 query of quoted prefixes, or none', () => {
    expect(ftsQuery('volvo xc')).toBe('"volvo"* "xc"*');
    expect(ftsQuery('"";')).toBeUndefined();
  });

  it('drops an all-symbol keyphrase from the question', () => {
    expect(normal({ index: 'cars', keyphrase: '🚗 "" ()' }).keyphrase).toBeUndefined();
  });
});
