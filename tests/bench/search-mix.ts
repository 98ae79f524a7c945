// The search bench's query mix (search-bench.ts), shared with search-explain.ts.
import { type SearchRequestInput, searchRequestSchema } from '#client/contracts/search.ts';
import { cardCarFields } from '#client/contracts/car-card.ts';
import { normaliseSearch, searchCacheKey } from '#src/search/normalise.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import type { D1Database } from '#src/platform.ts';

export interface Query {
  name: string;
  /** Whether the target is the first unfiltered page's (5 ms) or a filtered query's (15 ms); 'every field' has none. */
  kind: 'first page' | 'filtered' | 'every field';
  request: SearchRequestInput;
  /**
   * Forget what the summary keeps for single selections before each MISS (search_summary rows
   * keyed `...@selection`), so the MISS counts live: the first search of a brand or model page
   * after the stock changed. Without it such a page reads the counts its first search kept.
   */
  forgetKept?: boolean;
}

const listFacets = [
  { name: 'car_brand', child_name: 'car_model' },
  { name: 'car_fuel' },
  { name: 'car_body' },
  { name: 'car_gearbox' },
  { name: 'car_year', sort_order: 'value_desc' as const },
  { name: 'car_price' },
  { name: 'car_mileage' },
];

/** The mix, built from the index's own most common values so every query finds something. */
export async function queryMix(db: D1Database, indexId: string): Promise<Query[]> {
  const top = async (sql: string) =>
    (await db.prepare(sql).bind(indexId).first<Record<string, string | number>>())!;
  const { car_brand: brand } = await top(
    'SELECT car_brand, COUNT(*) AS n FROM cars WHERE car_index = ? GROUP BY car_brand ORDER BY n DESC LIMIT 1',
  );
  const { car_model: model } = (await db
    .prepare(
      'SELECT car_model, COUNT(*) AS n FROM cars WHERE car_index = ? AND car_brand = ? GROUP BY car_model ORDER BY n DESC LIMIT 1',
    )
    .bind(indexId, brand)
    .first<{ car_model: string }>()) as { car_model: string };
  const { lo, hi } = await top(
    'SELECT MIN(car_price) AS lo, MAX(car_price) AS hi FROM cars WHERE car_index = ?',
  );
  const third = (Number(hi) - Number(lo)) / 3;
  const facets = (selected?: { name: string; values: Array<string | number> }) =>
    listFacets.map((f) =>
      selected && f.name === 'car_brand'
        ? {
            ...f,
            filters: [
              { name: 'car_brand', values: selected.values },
              { name: 'car_model', values: [model] },
            ],
          }
        : f,
    );
  // A list asks only for what its car cards show, never equipment, financing or sellers.
  const list = { index: 'cars' as const, limit: 48, fields: cardCarFields };
  return [
    { name: 'first page, unfiltered', kind: 'first page', request: { ...list, facets: facets() } },
    {
      name: 'brand + model',
      kind: 'filtered',
      request: { ...list, facets: facets({ name: 'car_brand', values: [brand!] }) },
    },
    {
      name: 'brand + model, first search',
      kind: 'filtered',
      request: { ...list, facets: facets({ name: 'car_brand', values: [brand!] }) },
      forgetKept: true,
    },
    {
      name: 'price range',
      kind: 'filtered',
      request: {
        ...list,
        facets: listFacets.map((f) =>
          f.name === 'car_price'
            ? {
                ...f,
                filters: [
                  {
                    name: 'car_price',
                    type: 'range' as const,
                    values: [Math.round(Number(lo) + third), Math.round(Number(lo) + 2 * third)],
                  },
                ],
              }
            : f,
        ),
      },
    },
    {
      name: 'keyphrase (3 letters of a model)',
      kind: 'filtered',
      request: { ...list, keyphrase: String(model).slice(0, 3), facets: facets() },
    },
    {
      name: 'sorted by price',
      kind: 'filtered',
      request: { ...list, sort_name: 'car_price_asc', facets: facets() },
    },
    {
      name: 'deep page (page 20 of 48)',
      kind: 'filtered',
      request: { ...list, offset: 19 * 48, sort_name: 'car_mileage_desc', facets: facets() },
    },
    // Not a list's question: every field of 48 cars (~300 KB of JSON), to show what projection saves.
    {
      name: 'first page, every field',
      kind: 'every field',
      request: { index: 'cars', limit: 48, facets: facets() },
    },
  ];
}

/** The edge cache key the worker files a question under (deleted before a MISS). */
export function edgeKeyOf(
  host: string,
  site: SiteName,
  request: SearchRequestInput,
): Promise<string> {
  return searchCacheKey(host, normaliseSearch(site, searchRequestSchema.parse(request)));
}

/**
 * The headers of a search POST. For a MISS, with its edge entry deleted first, the development-only
 * `x-search-evict-memory` also drops the isolate's memory entry.
 */
export function searchHeaders(miss: boolean): Record<string, string> {
  return { 'content-type': 'application/json', ...(miss ? { 'x-search-evict-memory': '1' } : {}) };
}
