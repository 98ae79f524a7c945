import type { CarSearchHeroData } from '#client/blocks/car-search-hero/car-search-hero.schema.ts';
import { searchLimits } from '#client/contracts/search.ts';
import { type SearchScope, searchForPage } from './cached-search.ts';

/**
 * The car search hero's choices from the site's stock (two cached facet searches, limit 0): the
 * brands, then each brand's models (a hierarchical facet carries a parent's children only while
 * the parent is selected, so the second search selects every brand).
 */
export async function loadCarSearchChoices(scope: SearchScope): Promise<CarSearchHeroData> {
  const brandsAnswer = await searchForPage(scope, {
    index: 'cars',
    limit: 0,
    facets: [{ name: 'car_brand', sort_order: 'value_asc' }],
  });
  const brands = (brandsAnswer.facet[0]?.values ?? [])
    .filter((value) => value.count > 0)
    .map((value) => value.text)
    .slice(0, searchLimits.valuesPerFilter);
  if (brands.length === 0) return { brands: [] };
  const modelsAnswer = await searchForPage(scope, {
    index: 'cars',
    limit: 0,
    facets: [
      {
        name: 'car_brand',
        child_name: 'car_model',
        sort_order: 'value_asc',
        filters: [{ name: 'car_brand', values: brands }],
      },
    ],
  });
  const children = new Map(
    (modelsAnswer.facet[0]?.values ?? []).map((value) => [value.text, value.children ?? []]),
  );
  return {
    brands: brands.map((name) => ({
      name,
      models: (children.get(name) ?? [])
        .filter((model) => model.count > 0)
        .map((model) => model.text)
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    })),
  };
}
