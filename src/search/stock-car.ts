import { searchLimits } from '#client/contracts/search.ts';
import type { CarDocument } from '#client/contracts/car-document.ts';
import { type SearchScope, searchAnswer } from './cached-search.ts';

/** The indexes a site's stock lives in, in the order a car id is looked for. */
export const stockIndexes = ['cars', 'vehicles'] as const;
export type StockIndex = (typeof stockIndexes)[number];

/**
 * The car and the index that holds it (similar cars come from the same one), or no car. `failed`:
 * a search failed on the way, so "not found" may be wrong and the caller says "try again".
 */
export type StockCarLookup =
  { car: CarDocument; index: StockIndex; failed: boolean } | { car: undefined; failed: boolean };

/**
 * A car of the site's own stock by id: the car index first, then the vehicle index (a van of
 * group-se), through the cached search. The detail page, the contact form and the finance proxy
 * all find a car here, so whatever has a detail page can be asked about and quoted, and nothing else.
 */
export async function findStockCar(scope: SearchScope, carId: string): Promise<StockCarLookup> {
  // No index holds an id longer than a filter value may be; asking would only break the contract.
  if (carId.length > searchLimits.textValueChars) return { car: undefined, failed: false };
  let failed = false;
  for (const index of stockIndexes) {
    const answer = await searchAnswer(scope, {
      index,
      filters: [{ name: 'car_id', values: [carId] }],
      limit: 1,
    });
    failed ||= answer.failed;
    const car = answer.response.content[0] as CarDocument | undefined;
    if (car) return { car, index, failed };
  }
  return { car: undefined, failed };
}
