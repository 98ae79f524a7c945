import { searchRoute } from '../contracts/search.route.ts';
import { callApi } from '../lib/api-call.ts';
import { type CompareCar, compareDetailFields } from './compare-list.ts';

/**
 * A car's detailed record for the comparison table (spec 7: POST /api/search, filter car_id), or
 * null when the search fails or no longer has the car; the caller then keeps the card's car.
 */
export async function fetchCompareDetail(carId: string): Promise<CompareCar | null> {
  try {
    const answer = await callApi(searchRoute, {
      index: 'cars',
      fields: [...compareDetailFields],
      filters: [{ name: 'car_id', values: [carId] }],
      limit: 1,
    });
    const found = answer.content[0];
    return found?.car_id === carId && typeof found.slug === 'string' ? (found as CompareCar) : null;
  } catch {
    return null;
  }
}
