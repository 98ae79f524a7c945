import {
  type StockSummaryData,
  stockSummaryDataSchema,
} from '#client/blocks/stock-summary/stock-summary.schema.ts';
import { type SearchScope, searchAnswer } from './cached-search.ts';

/** The fields of a latest arrival, and the summary's name for each. */
const latestFields = {
  car_id: 'id',
  car_brand: 'brand',
  car_model: 'model',
  car_year: 'year',
  car_fuel: 'fuel',
  car_mileage_text: 'mileageText',
  car_price: 'price',
  car_price_currency: 'currency',
} as const satisfies Record<string, keyof StockSummaryData['latest'][number]>;

/**
 * Cars in stock on the site and the latest arrivals: one search of the site's car index through
 * the configured backend and the search cache. A failed search throws, so the section shows its
 * error rather than "0 cars in stock".
 */
export async function loadStockSummary(
  scope: SearchScope,
  latestCount: number,
): Promise<StockSummaryData> {
  const { response, failed } = await searchAnswer(scope, {
    index: 'cars',
    fields: Object.keys(latestFields),
    limit: latestCount,
    sort_name: 'car_publishdate_desc',
  });
  if (failed) throw new Error('the stock summary could not be searched');
  return stockSummaryDataSchema.parse({
    total: response.total_items,
    latest: response.content.map((car) =>
      Object.fromEntries(Object.entries(latestFields).map(([field, name]) => [name, car[field]])),
    ),
  });
}
