import { searchLimits, totalItemsCap } from '#client/contracts/search.ts';
import type { SearchFilterInput } from '#client/contracts/search.ts';
import { defaultDictionary } from '#client/lib/default-dictionary.ts';
import type { ContentSource } from '../content/source.ts';
import { detailPathOf } from '../pages/car-detail/detail-path.ts';
import { type SearchScope, searchAnswer } from '../search/cached-search.ts';
import { carDocumentSchema } from '#client/contracts/car-document.ts';
import { type StockIndex, stockIndexes } from '../search/stock-car.ts';

/** Cars read per search: the contract's largest page, which every backend answers. */
export const sitemapCarPage = searchLimits.maxLimit;

export interface CarSitemapEntry {
  path: string;
  lastModified: string;
}

/** What a sitemap entry needs of a car; the search asks for these fields only. */
const sitemapCarSchema = carDocumentSchema.pick({
  car_id: true,
  slug: true,
  car_publishdate: true,
});
const sitemapCarFields = Object.keys(sitemapCarSchema.shape);

/** A search of the sitemap's that failed: the sitemap ends with what it has (see sitemap.ts). */
async function answerOf(scope: SearchScope, input: Parameters<typeof searchAnswer>[1]) {
  const { response, failed } = await searchAnswer(scope, input);
  if (failed) throw new Error(`the ${input.index} index could not be searched`);
  return response;
}

/**
 * Offsets reach only as far as the counted hits (totalItemsCap): an index with more documents is
 * read one brand at a time, each brand then within reach.
 */
async function slicesOf(scope: SearchScope, index: StockIndex): Promise<SearchFilterInput[][]> {
  const counted = await answerOf(scope, { index, facets: [{ name: 'car_brand' }], limit: 0 });
  if (counted.total_items < totalItemsCap) return [[]];
  const brands = counted.facet.find((facet) => facet.name === 'car_brand')?.values ?? [];
  return brands.map((brand) => [{ name: 'car_brand', values: [brand.text] }]);
}

/** Every car of one stock index, a page at a time, newest first (a stable order: the id breaks ties). */
async function* stockPages(scope: SearchScope, index: StockIndex) {
  for (const filters of await slicesOf(scope, index)) {
    for (let offset = 0; offset <= searchLimits.maxOffset; offset += sitemapCarPage) {
      const page = await answerOf(scope, {
        index,
        fields: sitemapCarFields,
        filters,
        limit: sitemapCarPage,
        offset,
        sort_name: 'car_publishdate_desc',
      });
      const cars = page.content.map((car) => sitemapCarSchema.parse(car));
      if (cars.length > 0) yield cars;
      if (cars.length < sitemapCarPage) break;
    }
  }
}

/**
 * The detail page of every car of the site's car and vehicle indexes, in each language (the
 * language's dictionary names its detail path), a page of cars at a time through the search
 * backend, so the sitemap follows `SEARCH_ORIGIN` like every other search.
 */
export async function* carSitemapEntries(
  scope: SearchScope,
  content: ContentSource,
): AsyncGenerator<CarSitemapEntry[]> {
  const site = scope.site;
  const detailPaths = await Promise.all(
    site.languages.map((language) =>
      content.getDictionary(site.name, language).then(
        (dictionary) => dictionary.pathToCarDetail,
        () => defaultDictionary[language].pathToCarDetail,
      ),
    ),
  );
  for (const index of stockIndexes) {
    for await (const cars of stockPages(scope, index)) {
      yield cars.flatMap((car) =>
        detailPaths.map((detailPath) => ({
          path: detailPathOf(detailPath, car.car_id, car.slug),
          lastModified: car.car_publishdate.slice(0, 10),
        })),
      );
    }
  }
}
