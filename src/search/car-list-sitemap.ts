import type { Context } from 'hono';
import type { CarListBlock } from '#client/blocks/car-list/car-list.schema.ts';
import { emptyQuery, listHref } from '#client/car-list/query.ts';
import type { AppEnv } from '../app-env.ts';
import type { ContentSource } from '../content/source.ts';
import { parseBlocks } from '../content/parse-blocks.ts';
import { pathWithinLanguage } from '../sites/language.ts';
import { searchScopeOf } from './cached-search.ts';
import { brandFacet } from './car-list.ts';

/**
 * The brand and brand+model pages of each language's car list (the dictionary's pathToCarList,
 * when it holds a car-list block): one path per brand and per model in stock, from the facets.
 */
export async function carListSitemapPaths(
  c: Context<AppEnv>,
  content: ContentSource,
): Promise<string[]> {
  const site = c.get('site');
  const scope = searchScopeOf(c);
  const perLanguage = await Promise.all(
    site.languages.map(async (language) => {
      try {
        const dictionary = await content.getDictionary(site.name, language);
        const listPath = dictionary.pathToCarList;
        if (!listPath) return [];
        const within = pathWithinLanguage(site, listPath);
        const route = await content.getRoute(site.name, language, within);
        const list = route
          ? parseBlocks(route.placeholders.main).find(
              (block): block is CarListBlock => block.type === 'car-list',
            )
          : undefined;
        if (!route || !list) return [];
        const names = ((await brandFacet(scope, list.fields.Filters))?.values ?? []).map(
          (brand) => brand.text,
        );
        const brands = names.length
          ? ((await brandFacet(scope, list.fields.Filters, names))?.values ?? [])
          : [];
        return brands.flatMap((brand) => [
          listHref(listPath, { ...emptyQuery(), filters: { car_brand: [brand.text] } }),
          ...(brand.children ?? []).map((model) =>
            listHref(listPath, {
              ...emptyQuery(),
              filters: { car_brand: [brand.text], car_model: [model.text] },
            }),
          ),
        ]);
      } catch (error) {
        // The content routes still make a sitemap when the stock cannot be read.
        console.warn(
          'sitemap: car list pages left out',
          language,
          error instanceof Error ? error.message : error,
        );
        return [];
      }
    }),
  );
  return perLanguage.flat();
}
