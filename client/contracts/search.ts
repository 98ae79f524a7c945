import { z } from 'zod';
import { type CarDocument, carFields } from './car-document.ts';
import { type SiteDocument, siteFields } from './site-document.ts';

// The search contract (spec car-stock 3 "Facet", "Search response" and 7 "Search"): what
// `POST /api/search` takes and answers, shared by the worker, the UI (as types) and the tests.
// The worker validates with these schemas before any backend — D1 or the group's search proxy —
// sees a request, so no backend ever receives a name that is not on the lists below.

/** The indexes a site has; the host decides whose (spec 1: each site its own car and vehicle index). */
export const searchIndexSchema = z.enum(['cars', 'vehicles', 'sites']);
export type SearchIndex = z.infer<typeof searchIndexSchema>;

/** Spec 9: default limit and offset. */
export const searchDefaults = { limit: 24, offset: 0 } as const;
/** Above this many hits total_items reads 10000 and the UI shows '10000+' (spec 7). */
export const totalItemsCap = 10_000;
export const searchLimits = {
  /** One page of results; the car list asks for 48. */
  maxLimit: 100,
  /** Offsets past the counted hits find nothing anyway. */
  maxOffset: totalItemsCap,
  keyphraseChars: 200,
  textValueChars: 200,
  valuesPerFilter: 100,
  filters: 40,
  facets: 30,
  fields: 120,
  /** A request body above this answers 413. */
  bodyBytes: 16 * 1024,
} as const;

/** How a field can be filtered and counted. */
export type FieldKind = 'text' | 'number' | 'boolean' | 'date' | 'list';

const carFieldKinds = {
  car_id: 'text',
  slug: 'text',
  car_site_name: 'text',
  car_site_id: 'text',
  car_site_city: 'text',
  car_site_region: 'text',
  car_brand: 'text',
  car_model: 'text',
  car_model_text: 'text',
  car_version: 'text',
  car_body: 'text',
  car_fuel: 'text',
  car_gearbox: 'text',
  car_color: 'text',
  car_condition: 'text',
  car_drive: 'text',
  car_vehicle_type_code: 'text',
  car_regno: 'text',
  car_price_currency: 'text',
  car_companyerpid: 'text',
  car_departmenterpid: 'text',
  car_year: 'number',
  car_mileage: 'number',
  car_power: 'number',
  car_seats: 'number',
  car_doors: 'number',
  car_ncapstars: 'number',
  car_price: 'number',
  car_retail_price: 'number',
  car_campaign_price: 'number',
  car_privateleasing_monthly_cost: 'number',
  car_companyleasing_monthly_cost: 'number',
  car_loan_monthly_cost: 'number',
  car_is_used: 'boolean',
  car_is_sample: 'boolean',
  caroftheweek: 'boolean',
  autos_on_show: 'boolean',
  car_vat_eligible: 'boolean',
  car_has_campaign_price: 'boolean',
  car_has_campaign_loan: 'boolean',
  car_has_campaign_companyleasing: 'boolean',
  car_has_campaign_privateleasing: 'boolean',
  car_has_companyleasing: 'boolean',
  car_has_privateleasing: 'boolean',
  car_publishdate: 'date',
} as const satisfies Partial<Record<keyof CarDocument, FieldKind>>;

const siteFieldKinds = {
  id: 'text',
  site_id: 'text',
  slug: 'text',
  site_official_name: 'text',
  site_city: 'text',
  site_region: 'text',
  website_city: 'text',
  erp_id: 'text',
  website_sort_order: 'number',
  site_brands: 'list',
} as const satisfies Partial<Record<keyof SiteDocument, FieldKind>>;

/** Fields that can be counted as value facets (ids and free texts are filters only). */
const carFacets = [
  'car_brand',
  'car_model',
  'car_version',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_color',
  'car_condition',
  'car_drive',
  'car_year',
  'car_site_name',
  'car_site_city',
  'car_site_region',
  'car_vehicle_type_code',
  'car_seats',
  'car_doors',
  'car_is_used',
  'car_is_sample',
  'caroftheweek',
  'car_has_campaign_price',
  'car_has_privateleasing',
  'car_has_companyleasing',
] as const;
const siteFacets = ['site_city', 'site_region', 'website_city', 'site_brands'] as const;

/** Range facets: answered with type 'histogram', min, max and buckets (spec 3 "Facet", 5). */
const carHistograms = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_power',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
] as const;

/** Hierarchical facets: the child a parent may name in `child_name`. */
const carChildren = { car_brand: ['car_model'], car_model: ['car_version'] } as const;

/** Sorts the list configurations offer; every other order needs a new entry here. */
const carSorts = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_year',
  'car_publishdate',
  'car_power',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_loan_monthly_cost',
  'car_brand',
] as const;
const siteSorts = [
  'website_sort_order',
  'site_official_name',
  'site_city',
  'website_city',
] as const;

export interface IndexCatalogue {
  /** Fields that filters and facets may name, with their kind. */
  fields: Readonly<Record<string, FieldKind>>;
  /** Fields that can be asked for as value facets. */
  facets: readonly string[];
  histograms: readonly string[];
  children: Readonly<Record<string, readonly string[]>>;
  /** Sort names are `<field>_asc` and `<field>_desc` of these. */
  sorts: readonly string[];
  /** The `fields` allow-list: every field of the index's document schema. */
  documentFields: readonly string[];
}

const carCatalogue: IndexCatalogue = {
  fields: carFieldKinds,
  facets: carFacets,
  histograms: carHistograms,
  children: carChildren,
  sorts: carSorts,
  documentFields: carFields,
};

/** What each index offers; cars and vehicles share the car document (spec 3). */
export const searchCatalogue: Readonly<Record<SearchIndex, IndexCatalogue>> = {
  cars: carCatalogue,
  vehicles: carCatalogue,
  sites: {
    fields: siteFieldKinds,
    facets: siteFacets,
    histograms: [],
    children: {},
    sorts: siteSorts,
    documentFields: siteFields,
  },
};

/** The sort names an index accepts, `car_price_asc`, `website_sort_order_asc`, ... */
export function sortNames(index: SearchIndex): string[] {
  return searchCatalogue[index].sorts.flatMap((field) => [`${field}_asc`, `${field}_desc`]);
}

const fieldNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'a field name is lower-case letters, digits and _');

const filterValueSchema = z.union([
  z
    .string()
    .max(
      searchLimits.textValueChars,
      `a filter value is at most ${searchLimits.textValueChars} characters`,
    ),
  z.number().finite(),
  z.boolean(),
]);
export type FilterValue = z.infer<typeof filterValueSchema>;

/**
 * One filter. `values` (default type) keeps documents whose field holds any of the values (ORed;
 * for a list field, any element); `range` keeps `values[0] <= field <= values[1]` and applies only
 * when both bounds are there (spec 5); `exclude` drops documents holding any of the values.
 */
export const searchFilterSchema = z.strictObject({
  name: fieldNameSchema,
  type: z.enum(['values', 'range', 'exclude']).default('values'),
  values: z
    .array(filterValueSchema)
    .max(
      searchLimits.valuesPerFilter,
      `a filter has at most ${searchLimits.valuesPerFilter} values`,
    ),
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;
export type SearchFilterInput = z.input<typeof searchFilterSchema>;

export const facetSortOrderSchema = z.enum(['count_desc', 'count_asc', 'value_asc', 'value_desc']);
export type FacetSortOrder = z.infer<typeof facetSortOrderSchema>;

/**
 * One facet to count. Its `filters` are the visitor's selection in that facet (on `name` or
 * `child_name` only): they narrow the results and every other facet, not this facet's own counts.
 */
export const facetRequestSchema = z.strictObject({
  name: fieldNameSchema,
  child_name: fieldNameSchema.optional(),
  sort_order: facetSortOrderSchema.default('count_desc'),
  filters: z.array(searchFilterSchema).max(4, 'a facet has at most 4 filters').default([]),
});
export type FacetRequest = z.infer<typeof facetRequestSchema>;

const searchRequestShape = z.strictObject({
  index: searchIndexSchema,
  fields: z.array(fieldNameSchema).max(searchLimits.fields).optional(),
  keyphrase: z
    .string()
    .max(
      searchLimits.keyphraseChars,
      `the keyphrase is at most ${searchLimits.keyphraseChars} characters`,
    )
    .optional(),
  facets: z
    .array(facetRequestSchema)
    .max(searchLimits.facets, `at most ${searchLimits.facets} facets`)
    .default([]),
  limit: z
    .number()
    .int('limit is a whole number')
    .min(0, 'limit is 0 or more')
    .max(searchLimits.maxLimit, `limit is at most ${searchLimits.maxLimit}`)
    .default(searchDefaults.limit),
  offset: z
    .number()
    .int('offset is a whole number')
    .min(0, 'offset is 0 or more')
    .max(searchLimits.maxOffset, `offset is at most ${searchLimits.maxOffset}`)
    .default(searchDefaults.offset),
  sort_name: z.string().max(80).optional(),
  filters: z
    .array(searchFilterSchema)
    .max(searchLimits.filters, `at most ${searchLimits.filters} filters`)
    .default([]),
});

function checkFilter(
  ctx: z.RefinementCtx,
  catalogue: IndexCatalogue,
  filter: SearchFilter,
  path: (string | number)[],
): void {
  const kind = catalogue.fields[filter.name];
  if (!kind) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'name'],
      message: `unknown filter field ${filter.name}`,
    });
    return;
  }
  if (filter.type === 'range') {
    if (kind !== 'number' && kind !== 'date')
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'type'],
        message: `${filter.name} has no range`,
      });
    if (filter.values.length > 2)
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'values'],
        message: 'a range has two values, from and to',
      });
  }
  filter.values.forEach((value, i) => {
    const ok =
      kind === 'number'
        ? typeof value === 'number' ||
          (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()))
        : kind === 'boolean'
          ? typeof value === 'boolean' || value === 'true' || value === 'false'
          : kind === 'date'
            ? typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
            : typeof value !== 'boolean';
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'values', i],
        message: `${filter.name} takes ${kind} values`,
      });
  });
}

/** The request of `POST /api/search` (spec 7), checked against the named index's catalogue. */
export const searchRequestSchema = searchRequestShape.superRefine((request, ctx) => {
  const catalogue = searchCatalogue[request.index];
  request.fields?.forEach((field, i) => {
    if (!catalogue.documentFields.includes(field))
      ctx.addIssue({ code: 'custom', path: ['fields', i], message: `unknown field ${field}` });
  });
  request.filters.forEach((filter, i) => checkFilter(ctx, catalogue, filter, ['filters', i]));
  request.facets.forEach((facet, i) => {
    if (!catalogue.facets.includes(facet.name) && !catalogue.histograms.includes(facet.name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['facets', i, 'name'],
        message: `unknown facet ${facet.name}`,
      });
      return;
    }
    if (
      facet.child_name !== undefined &&
      !catalogue.children[facet.name]?.includes(facet.child_name)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['facets', i, 'child_name'],
        message: `${facet.name} has no child facet ${facet.child_name}`,
      });
    }
    facet.filters.forEach((filter, j) => {
      if (filter.name !== facet.name && filter.name !== facet.child_name) {
        ctx.addIssue({
          code: 'custom',
          path: ['facets', i, 'filters', j, 'name'],
          message: `a facet's filters name the facet or its child, not ${filter.name}`,
        });
        return;
      }
      checkFilter(ctx, catalogue, filter, ['facets', i, 'filters', j]);
    });
  });
  if (request.facets.length !== new Set(request.facets.map((f) => f.name)).size) {
    ctx.addIssue({ code: 'custom', path: ['facets'], message: 'a facet is asked for once' });
  }
  if (request.sort_name !== undefined && !sortNames(request.index).includes(request.sort_name)) {
    ctx.addIssue({
      code: 'custom',
      path: ['sort_name'],
      message: `unknown sort ${request.sort_name}`,
    });
  }
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** What a caller writes: defaults may be left out. */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** One counted value; a hierarchical facet's values carry their children's counts. */
export interface FacetValue {
  text: string;
  count: number;
  selected?: boolean;
  /** Histogram buckets: the bucket's bounds (from inclusive, to exclusive except the last). */
  min?: number;
  max?: number;
  children?: FacetValue[];
}

const facetValueSchema: z.ZodType<FacetValue> = z.lazy(() =>
  z.object({
    text: z.string(),
    count: z.number().int().min(0),
    selected: z.boolean().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    children: z.array(facetValueSchema).optional(),
  }),
);

export const facetSchema = z.object({
  name: z.string(),
  child_name: z.string().optional(),
  type: z.enum(['value', 'histogram']),
  values: z.array(facetValueSchema),
  /** Histogram facets: the lowest and highest value among the matching documents. */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type Facet = z.infer<typeof facetSchema>;

/** A found document: the fields asked for (all when `fields` is left out). */
export const searchDocumentSchema = z.record(z.string(), z.unknown());
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

/** The answer of `POST /api/search` and of the search proxy (spec 3 "Search response"). */
export const searchResponseSchema = z.object({
  facet: z.array(facetSchema),
  content: z.array(searchDocumentSchema),
  total_items: z.number().int().min(0).max(totalItemsCap),
  limit: z.number().int().min(0),
  offset: z.number().int().min(0),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Spec 7 and 8: what a failed search answers (shown as the empty or error text). */
export function emptySearchResponse(
  limit: number = searchDefaults.limit,
  offset: number = searchDefaults.offset,
): SearchResponse {
  return { facet: [], content: [], total_items: 0, limit, offset };
}
