import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSitesOf } from '#kv-seed/stock/dealer-sites.ts';
import { stockSizes, testStockSize, vehicleCount } from '#kv-seed/stock/generate-stock.ts';
import type { D1Database } from '#src/platform.ts';
import { carDocumentSchema } from '#client/contracts/car-document.ts';
import { carFromRow, siteFromRow } from '#src/search/d1/rows.ts';
import { siteDocumentSchema } from '#client/contracts/site-document.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';

let site: SiteUnderTest;
let db: D1Database;
beforeAll(async () => {
  site = await startSite();
  db = await site.db();
});
afterAll(() => site?.dispose());

const siteNames = Object.keys(sites) as SiteName[];
const count = async (sql: string, ...values: unknown[]) =>
  (
    await db
      .prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;

describe('seeded stock in D1', () => {
  it('answers a count for every car, vehicle and dealer-site index', async () => {
    const sizes = stockSizes(testStockSize);
    for (const name of siteNames) {
      const { indexes } = sites[name];
      expect(
        await count('SELECT COUNT(*) AS n FROM cars WHERE car_index = ?1', indexes.cars),
        name,
      ).toBe(sizes[name]);
      expect(
        await count('SELECT COUNT(*) AS n FROM cars WHERE car_index = ?1', indexes.vehicles),
        name,
      ).toBe(vehicleCount(sizes[name]));
      expect(
        await count('SELECT COUNT(*) AS n FROM sites WHERE site_index = ?1', indexes.sites),
        name,
      ).toBe(dealerSitesOf(sites[name]).length);
    }
  });

  it('gives back whole documents: JSON columns parse with the document schemas', async () => {
    const car = await db
      .prepare(
        'SELECT * FROM cars WHERE car_index = ?1 AND car_is_sample = 0 ORDER BY car_id LIMIT 1',
      )
      .bind(sites['store-se'].indexes.cars)
      .first();
    const { car_index: _index, ...document } = carFromRow(car!);
    expect(carDocumentSchema.parse(document).car_images.length).toBeGreaterThan(0);
    const dealer = await db
      .prepare('SELECT * FROM sites WHERE site_index = ?1 AND slug = ?2')
      .bind(sites['store-se'].indexes.sites, 'kungens-kurva')
      .first();
    const { site_index: _siteIndex, ...siteDocument } = siteFromRow(dealer!);
    expect(siteDocumentSchema.parse(siteDocument).website_city).toBe('Kungens Kurva');
  });

  it('finds cars by keyphrase prefix in the full-text index, accents folded', async () => {
    const index = sites['store-fi'].indexes.cars;
    const matches = async (phrase: string) =>
      count(
        'SELECT COUNT(*) AS n FROM cars_fts JOIN cars ON cars.rowid = cars_fts.rowid WHERE cars_fts MATCH ?1 AND cars.car_index = ?2',
        phrase,
        index,
      );
    const skoda = await count(
      "SELECT COUNT(*) AS n FROM cars WHERE car_index = ?1 AND car_brand = 'Škoda'",
      index,
    );
    expect(skoda).toBeGreaterThan(0);
    expect(await matches('skod*')).toBe(skoda);
    expect(await matches('"peruutuskamera"')).toBeGreaterThan(0);
    expect(await matches('zzzznothing')).toBe(0);
  });

  it('sorts a site index by price through its index without scanning the table', async () => {
    const plan = await db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT car_id FROM cars WHERE car_index = ?1 ORDER BY car_price, car_id LIMIT 24',
      )
      .bind(sites['group-se'].indexes.cars)
      .all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join(' | ')).toMatch(
      /USING (COVERING )?INDEX cars_by_price/,
    );
  });

  it('serves the drawn car pictures as static files', async () => {
    const res = await site.fetch('http://group-se.localhost/images/cars/suv-blue-studio.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('<svg');
  });
});
