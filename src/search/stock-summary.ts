import {
  type StockSummaryData,
  stockSummaryDataSchema,
} from '#client/blocks/stock-summary/stock-summary.schema.ts';
import type { D1Database } from '../platform.ts';
import type { Site } from '../sites/catalogue.ts';

/** Cars in stock on the site and the latest arrivals, from the site's car index in D1. */
export async function loadStockSummary(
  db: D1Database,
  site: Site,
  latestCount: number,
): Promise<StockSummaryData> {
  const [count, latest] = await db.batch([
    db.prepare('SELECT COUNT(*) AS total FROM cars WHERE car_index = ?1').bind(site.indexes.cars),
    db
      .prepare(
        `SELECT car_id AS id, car_brand AS brand, car_model AS model, car_year AS year, car_fuel AS fuel,
                car_mileage_text AS mileageText, car_price AS price, car_price_currency AS currency
           FROM cars WHERE car_index = ?1 ORDER BY car_publishdate DESC, car_id DESC LIMIT ?2`,
      )
      .bind(site.indexes.cars, latestCount),
  ]);
  return stockSummaryDataSchema.parse({
    total: (count?.results[0] as { total?: number } | undefined)?.total ?? 0,
    latest: latest?.results ?? [],
  });
}
