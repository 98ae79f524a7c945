import type { CarListBlock, CarListData } from '#client/blocks/car-list/car-list.schema.ts';
import {
  buildSearchRequest,
  carListLastPage,
  carListPageSize,
  clampRange,
  type FieldKinds,
  type ListConfig,
  type ListQuery,
  parseListUrl,
  setRange,
  valueForSlug,
} from '#client/car-list/query.ts';
import { listCarFieldsFor } from '#client/finance/finance-source.ts';
import type { ListTitles } from '#client/car-list/list-titles.ts';
import { toListCar } from '#client/car-list/list-car.ts';
import { type Facet, searchCatalogue, searchLimits } from '#client/contracts/search.ts';
import type { Site } from '../sites/catalogue.ts';
import { localisedPath, pathWithinLanguage } from '../sites/language.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import { applyTyped, type Vocabulary } from '#client/car-list/typed-words.ts';
import { stockWordLabels } from '#client/stock/stock-words.ts';
import { type SearchScope, searchAnswer } from './cached-search.ts';

/**
 * Page renders may prefetch every page a visitor had loaded: 48 × 20 cars (spec 7, the server
 * prefetches limit 48 × (page + 1)), more than the public contract's `searchLimits.maxLimit`.
 */
export const pageRenderMaxLimit = carListPageSize * (carListLastPage + 1);

const carKinds: FieldKinds = {
  kindOf: (name) => searchCatalogue.cars.fields[name],
  isRange: (name) => searchCatalogue.cars.histograms.includes(name),
};

export interface CarListPage {
  language: Language;
  /** The content route's path (within the language). */
  path: string;
  url: URL;
  titles?: ListTitles;
}

/** The `~` segments of a URL below a list route, or null when the URL is not below it. */
export function segmentsBelow(site: Site, routePath: string, url: URL): string[] | null {
  const within = pathWithinLanguage(site, url.pathname).replace(/\/+$/, '') || '/';
  const base = routePath.replace(/\/+$/, '');
  if (within === (base || '/')) return [];
  if (!within.startsWith(`${base}/`)) return null;
  try {
    return within
      .slice(base.length + 1)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * Spec 7 "Breadcrumb facets": brands with their models, no cars. The backend counts the models of
 * selected brands only, so the brands asked about are selected in the facet (which leaves the
 * brand counts as they are).
 */
export async function brandFacet(
  scope: SearchScope,
  fixedFilters: CarListBlock['fields']['Filters'],
  brands: string[] = [],
): Promise<Facet | undefined> {
  const { response } = await searchAnswer(
    scope,
    {
      index: 'cars',
      facets: [
        {
          name: 'car_brand',
          child_name: 'car_model',
          filters: brands.length
            ? [{ name: 'car_brand', values: brands.slice(0, searchLimits.valuesPerFilter) }]
            : [],
        },
      ],
      filters: fixedFilters,
      limit: 0,
    },
    { maxLimit: pageRenderMaxLimit },
  );
  return response.facet.find((facet) => facet.name === 'car_brand');
}

/**
 * Brand and model of `~` segments, matched case-insensitively against the brand facet (within
 * the list's fixed filters); null when a segment names no value in stock.
 */
export async function resolveSegments(
  scope: SearchScope,
  fixedFilters: CarListBlock['fields']['Filters'],
  segments: string[],
): Promise<{ brand?: string; model?: string } | null> {
  if (segments.length === 0) return {};
  const brand = valueForSlug((await brandFacet(scope, fixedFilters))?.values, segments[0]!);
  if (!brand) return null;
  if (segments.length === 1) return { brand: brand.text };
  const withModels = (await brandFacet(scope, fixedFilters, [brand.text]))?.values.find(
    (value) => value.text === brand.text,
  );
  const model = valueForSlug(withModels?.children, segments[1]!);
  return model ? { brand: brand.text, model: model.text } : null;
}

/**
 * The words a typed search knows (issue 18 item 4): every brand with its models and every value
 * of the list's value facets, within its fixed filters, whatever the visitor has chosen. Two
 * cached searches: the brands, then every facet with all brands selected (the backend counts the
 * models of selected brands only).
 */
export async function loadVocabulary(
  scope: SearchScope,
  { Facets, Filters }: CarListBlock['fields'],
): Promise<Vocabulary> {
  const brands = ((await brandFacet(scope, Filters))?.values ?? []).map((v) => v.text);
  const { response } = await searchAnswer(
    scope,
    {
      index: 'cars',
      facets: [
        ...(brands.length
          ? [
              {
                name: 'car_brand',
                child_name: 'car_model',
                filters: [
                  { name: 'car_brand', values: brands.slice(0, searchLimits.valuesPerFilter) },
                ],
              },
            ]
          : []),
        ...Facets.filter(({ Name }) => Name !== 'car_brand' && !carKinds.isRange(Name)).map(
          ({ Name }) => ({ name: Name }),
        ),
      ],
      filters: Filters,
      limit: 0,
    },
    { maxLimit: pageRenderMaxLimit },
  );
  const vocabulary: Vocabulary = { values: {}, models: {} };
  for (const facet of response.facet) {
    if (facet.type !== 'value') continue;
    vocabulary.values[facet.name] = facet.values.map((value) => value.text);
    if (facet.child_name)
      for (const value of facet.values)
        vocabulary.models[value.text] = (value.children ?? []).map((child) => child.text);
  }
  return vocabulary;
}

/**
 * Spec 5 for ranges typed into the no-script form: each end clamped to its facet's bounds (which
 * the list's other filters set, so they are asked for first, without cars), the full range
 * removing the filter, as the panel's script does before it searches.
 */
async function clampTypedRanges(
  scope: SearchScope,
  config: ListConfig,
  query: ListQuery,
  names: string[],
): Promise<void> {
  const { response } = await searchAnswer(scope, buildSearchRequest(config, query, [], 0, 0), {
    maxLimit: pageRenderMaxLimit,
  });
  for (const name of names) {
    const facet = response.facet.find((found) => found.name === name && found.type === 'histogram');
    const range = query.ranges[name];
    if (!facet || !range) continue;
    const bounds = { min: Math.floor(facet.min ?? 0), max: Math.ceil(facet.max ?? 0) };
    if (bounds.max <= bounds.min) continue;
    const clamped = setRange(query, name, clampRange(range, 'min', bounds), bounds);
    query.ranges = clamped.ranges;
  }
}

/**
 * The query with the filters its keyphrase names (from page 0, as a new search); the same query
 * when the keyphrase names none, so its page stays.
 */
function withTypedFilters(
  query: ListQuery,
  vocabulary: Vocabulary,
  labels: Record<string, string>,
): ListQuery {
  const split = applyTyped(query, query.keyphrase, vocabulary, labels);
  const addsFilters = Object.entries(split.filters).some(
    ([name, values]) => values.length !== (query.filters[name]?.length ?? 0),
  );
  return addsFilters ? split : query;
}

/**
 * The first results of a list page from its URL: filters, keyphrase, sort and page, with every
 * page up to the URL's prefetched (48 × (page + 1)) so a reload shows all the visitor had loaded.
 * A page past the cap (index 19) shows the error text.
 */
export async function loadCarList(
  scope: SearchScope,
  block: CarListBlock,
  page: CarListPage,
): Promise<CarListData> {
  const site = scope.site;
  const listPath = localisedPath(site, page.language, page.path);
  const segments = segmentsBelow(site, page.path, page.url) ?? [];
  const parsed = parseListUrl(
    segments.map((segment) => `~${segment.replace(/^~/, '')}`),
    page.url.searchParams,
    carKinds,
  );
  const query = parsed?.query ?? { filters: {}, ranges: {}, keyphrase: '', sortName: '', page: 0 };
  const { Facets, SortOptions, Filters } = block.fields;
  if (!SortOptions.some((option) => option.Name === query.sortName)) query.sortName = '';
  const named =
    parsed && parsed.segments.length ? await resolveSegments(scope, Filters, parsed.segments) : {};
  if (named?.brand) query.filters.car_brand = [named.brand];
  if (named?.model) query.filters.car_model = [named.model];
  const config: ListConfig = { facets: Facets, sortOptions: SortOptions, fixedFilters: Filters };
  if (parsed?.typedRanges.length) await clampTypedRanges(scope, config, query, parsed.typedRanges);
  const vocabularyLoad = loadVocabulary(scope, block.fields);
  // Typed words that name a brand, model or facet value are filters, with or without JavaScript:
  // a keyphrase the form posted without the island is split here as the island splits it (its own
  // leftover keyphrase splits to itself, so a URL the island wrote reads the same).
  const typed = query.keyphrase.trim()
    ? withTypedFilters(
        query,
        await vocabularyLoad,
        Object.fromEntries(stockWordLabels(site.languages[0]!, page.language)),
      )
    : query;
  const pastCap = typed.page > carListLastPage;
  const limit = pastCap ? 0 : carListPageSize * (typed.page + 1);
  const [{ response, failed }, vocabulary] = await Promise.all([
    searchAnswer(
      scope,
      buildSearchRequest(config, typed, listCarFieldsFor(site.country), limit, 0),
      {
        maxLimit: pageRenderMaxLimit,
      },
    ),
    vocabularyLoad,
  ]);
  const cars = response.content.flatMap((found) => {
    const car = toListCar(found);
    return car ? [car] : [];
  });
  return {
    listPath,
    query: typed,
    invalidRanges: parsed?.invalidRanges ?? {},
    status: failed || pastCap ? 'error' : 'ok',
    facets: response.facet,
    cars,
    total: response.total_items,
    vocabulary,
    ...(named?.brand ? { brand: named.brand } : {}),
    ...(named?.model ? { model: named.model } : {}),
    ...(page.titles ? { titles: page.titles } : {}),
  };
}
