import {
  type CarTeaserBlock,
  type TeaserCar,
  teaserCarFields,
  teaserCarSchema,
} from '#client/blocks/car-teaser/car-teaser.schema.ts';
import type { SearchFilterInput } from '#client/contracts/search.ts';
import { type SearchScope, searchForPage } from './cached-search.ts';

/**
 * The cars of a teaser through the cached page search: fixed ids in the author's order (a car no
 * longer in stock is simply left out), or the query's first `Count` cars. A query the contract
 * refuses (a filter or sort the index does not have) throws, so the block shows the section error.
 */
export async function loadCarTeaser(
  scope: SearchScope,
  block: CarTeaserBlock,
): Promise<TeaserCar[]> {
  const { CarIds, Filters, SortName, Count } = block.fields;
  const fixed = CarIds?.length ? CarIds.slice(0, Count) : undefined;
  const filters: SearchFilterInput[] = fixed
    ? [{ name: 'car_id', values: fixed }]
    : (Filters ?? []);
  const answer = await searchForPage(scope, {
    index: 'cars',
    fields: teaserCarFields,
    filters,
    limit: fixed ? fixed.length : Count,
    ...(SortName && !fixed ? { sort_name: SortName } : {}),
  });
  const cars = answer.content.flatMap((found) => {
    const parsed = teaserCarSchema.safeParse(found);
    if (!parsed.success)
      console.warn('car teaser: a car without the fields a card needs is left out', found.car_id);
    return parsed.success ? [parsed.data] : [];
  });
  if (!fixed) return cars;
  const position = new Map(fixed.map((id, index) => [id, index]));
  return cars.sort((a, b) => (position.get(a.car_id) ?? 0) - (position.get(b.car_id) ?? 0));
}
