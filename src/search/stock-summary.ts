import {
  type StockSummaryData,
  stockSummaryDataSchema,
} from '#client/blocks/stock-summary/stock-summary.schema.ts';
import { cardCarFields } from '#client/contracts/car-card.ts';
import { type SearchScope, searchAnswer } from './cached-search.ts';

/**
 * Cars in stock on the site and the latest arrivals (the shared car card's fields): one search of
 * the site's car index through the configured backend and the search cache. A failed search
 * throws, so the section shows its error rather than "0 cars in stock".
 */
export async function loadStockSummary(
  scope: SearchScope,
  latestCount: number,
): Promise<StockSummaryData> {
  const { response, failed } = await searchAnswer(scope, {
    index: 'cars',
    fields: cardCarFields,
    limit: latestCount,
    sort_name: 'car_publishdate_desc',
  });
  if (failed) throw new Error('the stock summary could not be searched');
  return stockSummaryDataSchema.parse({ total: response.total_items, latest: response.content });
}
