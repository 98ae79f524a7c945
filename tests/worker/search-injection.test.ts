import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '#client/contracts/search.ts';
import type { SiteUnderTest } from '../support/site-under-test.ts';
import { postSearch, startSearchSite } from './search-harness.ts';

const host = 'group-se.localhost';

const hostile = [
  "' OR '1'='1",
  "'; DROP TABLE cars; --",
  '"); DELETE FROM cars; --',
  'car_brand:Volvo',
  '"unbalanced',
  '((( NEAR(a b',
  'NOT AND OR',
  '*',
  '^x',
  '- -- /* */',
  'a" OR "b',
  '\u0000\u0001',
  '🚗💨🔥',
  '\\" \\\\ %_ [a-z]',
  '1e309',
  'ＳＥＬＥＣＴ＊',
  "x' UNION SELECT name, sql FROM sqlite_master --",
  '{"$gt": ""}',
];

async function state(site: SiteUnderTest) {
  const db = await site.db();
  const schema = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'search_summary%' ORDER BY name",
    )
    .all();
  const counts = await db
    .prepare('SELECT (SELECT COUNT(*) FROM cars) AS cars, (SELECT COUNT(*) FROM sites) AS sites')
    .first();
  return { schema: schema.results, counts };
}

describe('hostile search input', () => {
  let site: SiteUnderTest;
  beforeAll(async () => {
    site = await startSearchSite('d1');
  }, 120_000);
  afterAll(() => site?.dispose());

  it('answers keyphrases of SQL and FTS syntax with results or an empty answer, never a 500', async () => {
    for (const keyphrase of hostile) {
      const res = await postSearch(site, host, {
        index: 'cars',
        keyphrase,
        facets: [{ name: 'car_brand' }],
      });
      expect(res.status, keyphrase).toBe(200);
      const body = (await res.json()) as SearchResponse;
      expect(body.total_items, keyphrase).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers filter values of SQL syntax with no match, never a 500', async () => {
    for (const value of hostile) {
      for (const type of ['values', 'exclude'] as const) {
        const res = await postSearch(site, host, {
          index: 'cars',
          limit: 1,
          filters: [{ name: 'car_brand', type, values: [value] }],
          facets: [{ name: 'car_model', filters: [{ name: 'car_model', values: [value] }] }],
        });
        expect(res.status, value).toBe(200);
        const body = (await res.json()) as SearchResponse;
        if (type === 'values') expect(body.total_items, value).toBe(0);
      }
      const sites = await postSearch(site, host, {
        index: 'sites',
        filters: [{ name: 'site_brands', values: [value] }],
      });
      expect(sites.status, value).toBe(200);
    }
  });

  it('leaves the index and every other answer as they were', async () => {
    const reference = {
      index: 'cars',
      limit: 31,
      sort_name: 'car_price_desc',
      facets: [{ name: 'car_fuel' }],
    };
    const before = await state(site);
    const answerBefore = await (await postSearch(site, host, reference)).json();
    for (const keyphrase of hostile)
      await postSearch(site, host, { index: 'cars', keyphrase, limit: 3 });
    for (const value of hostile)
      await postSearch(site, host, {
        index: 'cars',
        limit: 2,
        filters: [{ name: 'car_id', values: [value] }],
      });
    expect(await state(site)).toEqual(before);
    // Asked anew (another offset, so not from the cache), the reference gives the same documents.
    const page = (await (
      await postSearch(site, host, { ...reference, limit: 30, offset: 1 })
    ).json()) as SearchResponse;
    expect(page.content).toEqual((answerBefore as SearchResponse).content.slice(1));
  });

  it('refuses names outside the allow-lists with 400', async () => {
    for (const body of [
      { index: 'cars', sort_name: 'car_price_asc, (SELECT 1)' },
      { index: 'cars', fields: ['car_id FROM cars; --'] },
      { index: 'cars', facets: [{ name: 'car_brand) FROM cars --' }] },
      { index: 'cars', filters: [{ name: 'rowid', values: [1] }] },
      { index: "cars' --" },
    ]) {
      expect((await postSearch(site, host, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
