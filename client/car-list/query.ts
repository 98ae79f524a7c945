import type {
  Facet,
  FacetRequest,
  FacetValue,
  SearchFilterInput,
  SearchRequestInput,
} from '../contracts/search.ts';
import { fill } from '../lib/fill.ts';
import { formatInteger } from '../lib/format.ts';
import { readRangeValues } from './range-values.ts';

// The car list's state and how it maps to URLs and to search requests (car-stock spec 2 "Car
// list", 4 "Filter state", 5 range rules, 7 "Search"). Pure functions shared by the server render
// and the list island; no zod here, the island imports this module.

/** Spec 9: cars per page and the last page index (20 pages). */
export const carListPageSize = 48;
export const carListLastPage = 19;
/** Brand and model path segments start with this token: `/kop-bil/~volvo/~xc60`. */
export const segmentToken = '~';
/** Hierarchical facets the list asks for with their child (spec 2: brand to model). */
export const childFacets: Readonly<Record<string, string>> = { car_brand: 'car_model' };

export interface ListQuery {
  /** Selected values per field (brand and model included), as text. */
  filters: Record<string, string[]>;
  /** Selected ranges per field, [from, to]. */
  ranges: Record<string, [number, number]>;
  keyphrase: string;
  /** '' is the list's first sort option. */
  sortName: string;
  /** 0-based; pages 0..page are shown. */
  page: number;
}

export interface NamedOption {
  Name: string;
  Label: string;
}

/** What the list was configured with (the block's fields). */
export interface ListConfig {
  facets: NamedOption[];
  sortOptions: NamedOption[];
  fixedFilters: SearchFilterInput[];
}

export const emptyQuery = (): ListQuery => ({
  filters: {},
  ranges: {},
  keyphrase: '',
  sortName: '',
  page: 0,
});

/** Path segment of a brand or model: lower case, spaces to '-' (the car-list URL contract). */
export function slugifyValue(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, '-');
}

export interface ParsedListUrl {
  query: ListQuery;
  /** `~` segments after the list's path, decoded, in order (brand, then model). */
  segments: string[];
  /** Ranges typed into the no-script form: the facet's bounds clamp them once known. */
  typedRanges: string[];
  /** Typed range amounts that are not amounts, by field: the panel says so and leaves them out. */
  invalidRanges: Record<string, string>;
}

/** How the URL parser tells a field's parameters apart (the cars index catalogue). */
export interface FieldKinds {
  kindOf(name: string): 'text' | 'number' | 'boolean' | 'date' | 'list' | undefined;
  isRange(name: string): boolean;
}

/**
 * Reads a list URL: `~` path segments after `listPath`, one query parameter per selected value,
 * ranges as `min-max` or the no-script form's two typed amounts, keyphrase, sortName, page. Parameters that name no filterable field are
 * ignored; `extraSegments` that are not `~` segments make the URL not a list URL (null).
 */
export function parseListUrl(
  extraSegments: string[],
  params: URLSearchParams,
  kinds: FieldKinds,
): ParsedListUrl | null {
  if (
    extraSegments.length > 2 ||
    extraSegments.some((segment) => !segment.startsWith(segmentToken) || segment.length < 2)
  )
    return null;
  const query = emptyQuery();
  const rangeValues: Record<string, string[]> = {};
  for (const [name, raw] of params) {
    const value = raw.trim();
    if (name === 'keyphrase') query.keyphrase = value.slice(0, 200);
    else if (name === 'sortName') query.sortName = /^[a-z_]+_(asc|desc)$/.test(value) ? value : '';
    else if (name === 'page') query.page = /^\d{1,4}$/.test(value) ? Number(value) : 0;
    else if (kinds.isRange(name)) (rangeValues[name] ??= []).push(value);
    else if (kinds.kindOf(name) && value !== '' && value.length <= 200) {
      const kind = kinds.kindOf(name);
      if (kind === 'boolean' && value !== 'true' && value !== 'false') continue;
      if (kind === 'number' && !/^-?\d+(\.\d+)?$/.test(value)) continue;
      const list = (query.filters[name] ??= []);
      if (!list.includes(value) && list.length < 100) list.push(value);
    }
  }
  const typedRanges: string[] = [];
  const invalidRanges: Record<string, string> = {};
  for (const [name, values] of Object.entries(rangeValues)) {
    const read = readRangeValues(values);
    if (read.kind === 'invalid') invalidRanges[name] = read.text;
    if (read.kind === 'range' || read.kind === 'typed') query.ranges[name] = read.range;
    if (read.kind === 'typed') typedRanges.push(name);
  }
  return {
    query,
    segments: extraSegments.map((segment) => segment.slice(segmentToken.length)),
    typedRanges,
    invalidRanges,
  };
}

/** The facet value whose slug is `slug`, case-insensitively. */
export function valueForSlug(
  values: readonly FacetValue[] | undefined,
  slug: string,
): FacetValue | undefined {
  const wanted = slugifyValue(slug);
  return values?.find((value) => slugifyValue(value.text) === wanted);
}

/**
 * The list URL of a query: a single brand (and then a single model) as `~` segments, every other
 * selection as query parameters in a stable order, the page only when above 0.
 */
export function listHref(listPath: string, query: ListQuery): string {
  const base = listPath.replace(/\/+$/, '') || '';
  const brands = query.filters.car_brand ?? [];
  const models = query.filters.car_model ?? [];
  let path = base;
  const inPath = new Set<string>();
  if (brands.length === 1) {
    path += `/${segmentToken}${encodeURIComponent(slugifyValue(brands[0]!))}`;
    inPath.add('car_brand');
    if (models.length === 1) {
      path += `/${segmentToken}${encodeURIComponent(slugifyValue(models[0]!))}`;
      inPath.add('car_model');
    }
  }
  const params = new URLSearchParams();
  for (const name of Object.keys(query.filters).sort()) {
    if (inPath.has(name)) continue;
    for (const value of query.filters[name]!) params.append(name, value);
  }
  for (const name of Object.keys(query.ranges).sort()) {
    const [from, to] = query.ranges[name]!;
    params.append(name, `${from}-${to}`);
  }
  if (query.keyphrase.trim()) params.set('keyphrase', query.keyphrase.trim());
  if (query.sortName) params.set('sortName', query.sortName);
  if (query.page > 0) params.set('page', String(query.page));
  const search = params.toString();
  return `${path || '/'}${search ? `?${search}` : ''}`;
}

/** Every facet field and its child: the selections answered through facet requests. */
function facetFields(config: ListConfig): Set<string> {
  const names = new Set<string>();
  for (const facet of config.facets) {
    names.add(facet.Name);
    const child = childFacets[facet.Name];
    if (child) names.add(child);
  }
  return names;
}

function selectionOf(query: ListQuery, name: string): SearchFilterInput[] {
  const range = query.ranges[name];
  if (range) return [{ name, type: 'range', values: [range[0], range[1]] }];
  const values = query.filters[name];
  return values?.length ? [{ name, values }] : [];
}

/**
 * The search request of a query (spec 7 "Car list"): each configured facet with the visitor's
 * selection in it (so a facet keeps its own counts), the list's fixed filters and any selection
 * outside the facets as filters, the keyphrase and sort, `limit` cars from `offset`.
 */
export function buildSearchRequest(
  config: ListConfig,
  query: ListQuery,
  fields: string[],
  limit: number,
  offset: number,
): SearchRequestInput {
  const covered = facetFields(config);
  const facets: FacetRequest[] = config.facets.map((facet) => {
    const child = childFacets[facet.Name];
    return {
      name: facet.Name,
      ...(child ? { child_name: child } : {}),
      sort_order: facet.Name === 'car_year' ? 'value_desc' : 'count_desc',
      filters: [
        ...selectionOf(query, facet.Name),
        ...(child ? selectionOf(query, child) : []),
      ] as FacetRequest['filters'],
    };
  });
  const extra = [...new Set([...Object.keys(query.filters), ...Object.keys(query.ranges)])]
    .filter((name) => !covered.has(name))
    .sort()
    .flatMap((name) => selectionOf(query, name));
  const sortName = query.sortName || config.sortOptions[0]?.Name;
  return {
    index: 'cars',
    fields,
    ...(query.keyphrase.trim() ? { keyphrase: query.keyphrase.trim() } : {}),
    facets,
    filters: [...config.fixedFilters, ...extra],
    limit,
    offset,
    ...(sortName ? { sort_name: sortName } : {}),
  };
}

/** Toggles one value; deselecting a brand drops its models (spec 4: children go with their parent). */
export function toggleValue(
  query: ListQuery,
  name: string,
  value: string,
  facets: readonly Facet[],
): ListQuery {
  const current = query.filters[name] ?? [];
  const selected = current.includes(value);
  const next = selected ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters, [name]: next };
  if (next.length === 0) delete filters[name];
  const child = childFacets[name];
  if (selected && child && filters[child]) {
    const parent = facets
      .find((facet) => facet.name === name)
      ?.values.find((v) => v.text === value);
    const childTexts = new Set((parent?.children ?? []).map((c) => c.text));
    const kept = filters[child]!.filter((v) => !childTexts.has(v));
    if (kept.length) filters[child] = kept;
    else delete filters[child];
  }
  return { ...query, filters, page: 0 };
}

/** Sets or (for the full range, spec 5) removes a range. */
export function setRange(
  query: ListQuery,
  name: string,
  range: [number, number],
  bounds: { min: number; max: number },
): ListQuery {
  const ranges = { ...query.ranges };
  if (range[0] <= bounds.min && range[1] >= bounds.max) delete ranges[name];
  else ranges[name] = range;
  return { ...query, ranges, page: 0 };
}

/** Spec 5: digits of a typed amount, spaces (and other separators) removed; null for none. */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '').replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

/**
 * Spec 5: both ends clamped to the facet's min and max; when the edited end passes the other,
 * both take the edited value.
 */
export function clampRange(
  range: [number, number],
  moved: 'min' | 'max',
  bounds: { min: number; max: number },
): [number, number] {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  const from = clamp(range[0]);
  const to = clamp(range[1]);
  if (from > to) return moved === 'min' ? [from, from] : [to, to];
  return [from, to];
}

/** Spec 5: about one percent of the range, at least 1. */
export function sliderStep(bounds: { min: number; max: number }): number {
  return Math.max(1, Math.round((bounds.max - bounds.min) / 100));
}

/** Spec 2 and 7: '48 of 1,234' with the site's number format, '10000+' at the cap. */
export function progressText(
  template: string,
  shown: number,
  total: number,
  locale: string,
  cap: number,
): string {
  const totalText = total >= cap ? `${cap}+` : formatInteger(total, locale);
  return fill(template, { shown: formatInteger(shown, locale), total: totalText });
}
