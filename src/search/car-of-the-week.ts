import {
  type CarOfTheWeekBlock,
  type WeekCar,
  weekCarFields,
  weekCarSchema,
} from '#client/blocks/car-of-the-week/car-of-the-week.schema.ts';
import { type SearchScope, searchForPage } from './cached-search.ts';

/**
 * The cars of the week through the cached page search (spec 7: filter caroftheweek true), newest
 * first, at most the block's Count. A car without the fields a card needs is left out.
 */
export async function loadCarsOfTheWeek(
  scope: SearchScope,
  block: CarOfTheWeekBlock,
): Promise<WeekCar[]> {
  const answer = await searchForPage(scope, {
    index: 'cars',
    fields: weekCarFields,
    filters: [{ name: 'caroftheweek', values: [true] }],
    sort_name: 'car_publishdate_desc',
    limit: block.fields.Count,
  });
  return answer.content.flatMap((found) => {
    const parsed = weekCarSchema.safeParse(found);
    if (!parsed.success)
      console.warn(
        'car of the week: a car without the fields a card needs is left out',
        found.car_id,
      );
    return parsed.success ? [parsed.data] : [];
  });
}
