import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequestInput, SearchResponse } from '#client/contracts/search.ts';
import { precomputeSearchSummaries } from '#src/search/d1/summary.ts';
import { sites } from '#src/sites/catalogue.ts';
import type { SiteUnderTest } from '../support/site-under-test.ts';
import { copyCar, postSearch, startSearchSite } from './search-harness.ts';

// The counts kept in D1's search_summary (src/search/d1/summary.ts): an unfiltered search's and a
// search narrowed by one value of one facet (brand and model pages) read them instead of counting
// the documents, and they follow every change of the index. Each request below differs from the
// others in its limit, so none is answered by the edge cache: every one reaches D1.

const host = 'group-se.localhost';
const index = sites['group-se'].indexes.cars;
const facets = [
  { name: 'car_brand', child_name: 'car_model' },
  { name: 'car_fuel' },
  { name: 'car_body' },
  { name: 'car_price' },
];

async function search(
  site: SiteUnderTest,
  request: SearchRequestInput,
): Promise<{ answer: SearchResponse; rowsRead: number }> {
  const res = await postSearch(site, host, request);
  expect(res.status).toBe(200);
  expect(res.headers.get('x-search-cache')).toBe('MISS');
  return {
    answer: (await res.json()) as SearchResponse,
    rowsRead: Number(res.headers.get('x-search-rows-read')),
  };
}

const facet = (answer: SearchResponse, name: string) => answer.facet.find((f) => f.name === name)!;
const count = (answer: SearchResponse, name: string, text: string) =>
  facet(answer, name).values.find((v) => v.text === text)?.count;

describe('the counts kept in the search summary', () => {
  let site: SiteUnderTest;
  let carsInIndex: number;
  let brand: string;
  let model: string;
  let matching: number;
  beforeAll(async () => {
    site = await startSearchSite('d1');
    const db = await site.db();
    carsInIndex = (await db
      .prepare('SELECT COUNT(*) AS n FROM cars WHERE car_index = ?')
      .bind(index)
      .first<{ n: number }>())!.n;
    const top = (await db
      .prepare(
        'SELECT car_brand, car_model, COUNT(*) AS n FROM cars WHERE car_index = ? GROUP BY car_brand, car_model ORDER BY n DESC, car_brand, car_model LIMIT 1',
      )
      .bind(index)
      .first<{ car_brand: string; car_model: string; n: number }>())!;
    ({ car_brand: brand, car_model: model } = top);
    // A thousand more of the model (copies of one of its cars), so counting it is plainly more
    // work than reading what was kept.
    await copyCar(db, index, 1000, 'copy', {
      sql: 'c.car_brand = ? AND c.car_model = ?',
      params: [brand, model],
    });
    matching = top.n + 1000;
    carsInIndex += 1000;
    await precomputeSearchSummaries(db);
  }, 120_000);
  afterAll(() => site?.dispose());

  const modelPage = (limit: number): SearchRequestInput => ({
    index: 'cars',
    limit,
    facets: facets.map((f) =>
      f.name === 'car_brand'
        ? {
            ...f,
            filters: [
              { name: 'car_brand', values: [brand] },
              { name: 'car_model', values: [model] },
            ],
          }
        : f,
    ),
  });

  it('counts an unfiltered search from the summary, reading a few rows instead of the whole index', async () => {
    const { answer, rowsRead } = await search(site, { index: 'cars', limit: 0, facets });
    expect(answer.total_items).toBe(carsInIndex);
    expect(facet(answer, 'car_fuel').values.reduce((sum, v) => sum + v.count, 0)).toBe(carsInIndex);
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThan(40);
    expect(carsInIndex).toBeGreaterThan(1000);
  });

  it("keeps a brand and model page's counts after its first search, for any page of it", async () => {
    const first = await search(site, modelPage(0));
    expect(first.answer.total_items).toBe(matching);
    // The first search counts the model's cars and keeps what it counted.
    expect(first.rowsRead).toBeGreaterThanOrEqual(matching);
    const again = await search(site, modelPage(1));
    expect(again.answer.facet).toEqual(first.answer.facet);
    expect(again.answer.total_items).toBe(matching);
    expect(again.rowsRead).toBeLessThan(40);
    expect(again.answer.content).toHaveLength(1);
    // Its own facet counts the index, with the selected model among the brand's children.
    expect(count(again.answer, 'car_brand', brand)).toBeGreaterThanOrEqual(matching);
    expect(
      facet(again.answer, 'car_brand')
        .values.find((v) => v.text === brand)!
        .children!.find((c) => c.text === model),
    ).toMatchObject({ count: matching, selected: true });
  });

  it('counts the page again once a car of it changes, and the unfiltered counts too', async () => {
    await search(site, modelPage(2));
    const db = await site.db();
    const car = (await db
      .prepare(
        'SELECT car_id FROM cars WHERE car_index = ? AND car_brand = ? AND car_model = ? ORDER BY car_id LIMIT 1',
      )
      .bind(index, brand, model)
      .first<{ car_id: string }>())!;
    await db
      .prepare("UPDATE cars SET car_fuel = 'Vätgas' WHERE car_index = ? AND car_id = ?")
      .bind(index, car.car_id)
      .run();

    const changed = await search(site, modelPage(3));
    expect(count(changed.answer, 'car_fuel', 'Vätgas')).toBe(1);
    expect(facet(changed.answer, 'car_fuel').values.reduce((sum, v) => sum + v.count, 0)).toBe(
      matching,
    );
    expect(changed.rowsRead).toBeGreaterThanOrEqual(matching);
    const unfiltered = await search(site, { index: 'cars', limit: 1, facets });
    expect(count(unfiltered.answer, 'car_fuel', 'Vätgas')).toBe(1);
  });

  it('keeps each selection apart: a brand alone is not its model', async () => {
    const brandPage = await search(site, {
      index: 'cars',
      limit: 4,
      facets: facets.map((f) =>
        f.name === 'car_brand' ? { ...f, filters: [{ name: 'car_brand', values: [brand] }] } : f,
      ),
    });
    const brandCars = (await (
      await site.db()
    )
      .prepare('SELECT COUNT(*) AS n FROM cars WHERE car_index = ? AND car_brand = ?')
      .bind(index, brand)
      .first<{ n: number }>())!.n;
    expect(brandPage.answer.total_items).toBe(brandCars);
    expect(facet(brandPage.answer, 'car_body').values.reduce((sum, v) => sum + v.count, 0)).toBe(
      brandCars,
    );
    expect(brandCars).toBeGreaterThan(matching);
  });
});
