import { type CompareCar, compareDetailFields } from './compare-list.ts';

/**
 * A car's detailed record for the comparison table (spec 7: POST /api/search, filter car_id), or
 * null when the search fails or no longer has the car; the caller then keeps the card's car.
 */
export async function fetchCompareDetail(
  carId: string,
  fetcher: typeof fetch = fetch,
): Promise<CompareCar | null> {
  try {
    const response = await fetcher('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: 'cars',
        fields: compareDetailFields,
        filters: [{ name: 'car_id', values: [carId] }],
        limit: 1,
      }),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { content?: unknown };
    const found = Array.isArray(answer.content) ? answer.content[0] : undefined;
    if (typeof found !== 'object' || found === null) return null;
    const record = found as Record<string, unknown>;
    return record.car_id === carId && typeof record.slug === 'string'
      ? (record as CompareCar)
      : null;
  } catch {
    return null;
  }
}
