// A plain, slow reference search over documents held in memory: what the contract says an
// answer holds, computed without SQL. The contract table compares each backend against it, so
// no expected count or order is written by hand, and the table holds on any generated stock.
import { type SearchIndex, searchCatalogue, totalItemsCap } from '#client/contracts/search.ts';
import {
  keyphraseTerms,
  type NormalFacet,
  type NormalFilter,
  type NormalSearch,
} from '#src/search/normalise.ts';

export type Doc = Record<string, unknown>;

// Both stock indexes hold the same kind of document, so a free-text query reads the same fields.
const stockTextFields = [
  'car_brand',
  'car_model',
  'car_model_text',
  'car_version',
  'car_equipment',
  'car_description',
];
const textFields: Record<SearchIndex, string[]> = {
  cars: stockTextFields,
  vehicles: stockTextFields,
  sites: [
    'site_official_name',
    'site_city',
    'website_city',
    'site_region',
    'site_street',
    'site_brands',
  ],
};

/** Words as FTS5's unicode61 tokenizer with remove_diacritics 2 sees them. */
export function fold(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function matchesKeyphrase(index: SearchIndex, doc: Doc, keyphrase: string | undefined): boolean {
  if (!keyphrase) return true;
  const words = textFields[index].flatMap((field) => {
    const value = doc[field];
    return fold(Array.isArray(value) ? value.join(' ') : String(value ?? ''));
  });
  return keyphraseTerms(keyphrase).every((term) =>
    fold(term).every((t) => words.some((w) => w.startsWith(t))),
  );
}

function matchesFilter(index: SearchIndex, doc: Doc, filter: NormalFilter): boolean {
  const kind = searchCatalogue[index].fields[filter.name];
  const value = doc[filter.name];
  if (filter.type === 'range') {
    if (value === null || value === undefined) return false;
    const [lo, hi] = filter.values as Array<string | number>;
    return (value as string | number) >= lo! && (value as string | number) <= hi!;
  }
  const held = kind === 'list' ? (value as unknown[]) : [value];
  const any = held.some((v) => filter.values.includes(v as never));
  return filter.type === 'exclude' ? !any : any;
}

function matches(
  index: SearchIndex,
  doc: Doc,
  search: NormalSearch,
  without?: NormalFacet,
): boolean {
  if (!matchesKeyphrase(index, doc, search.keyphrase)) return false;
  if (!search.filters.every((f) => matchesFilter(index, doc, f))) return false;
  return search.facets.every(
    (facet) => facet === without || facet.filters.every((f) => matchesFilter(index, doc, f)),
  );
}

const nullable = new Set([
  'car_campaign_price',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_loan_monthly_cost',
]);

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface OracleAnswer {
  /** Every matching document in answer order (only when the order is defined, not by relevance). */
  ordered: Doc[] | undefined;
  matching: Doc[];
  total: number;
  /** Per facet: value text -> count (value facets), or the histogram's facts. */
  facets: Map<string, OracleFacet>;
}

export type OracleFacet =
  | { type: 'value'; counts: Map<string, number>; children: Map<string, Map<string, number>> }
  | { type: 'histogram'; min?: number; max?: number; buckets: number[] };

function text(index: SearchIndex, field: string, value: unknown): string {
  return searchCatalogue[index].fields[field] === 'boolean'
    ? String(value === true || value === 1)
    : String(value);
}

function countBy(index: SearchIndex, docs: Doc[], field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const value = doc[field];
    const values =
      searchCatalogue[index].fields[field] === 'list' ? [...new Set(value as unknown[])] : [value];
    for (const v of values) {
      if (v === null || v === undefined || v === '') continue;
      counts.set(text(index, field, v), (counts.get(text(index, field, v)) ?? 0) + 1);
    }
  }
  return counts;
}

/** The reference answer of a normalised search over the documents of one index. */
export function oracle(
  index: SearchIndex,
  idField: string,
  docs: Doc[],
  search: NormalSearch,
  defaultSort: string,
): OracleAnswer {
  const matching = docs.filter((doc) => matches(index, doc, search));
  let ordered: Doc[] | undefined;
  if (search.sort_name || !search.keyphrase) {
    const [, field, direction] = /^(.+)_(asc|desc)$/.exec(search.sort_name ?? defaultSort)!;
    const sign = direction === 'asc' ? 1 : -1;
    ordered = [...matching].sort((a, b) => {
      const x = a[field!];
      const y = b[field!];
      if (nullable.has(field!) && (x === null) !== (y === null)) return x === null ? 1 : -1;
      return sign * (compareValues(x, y) || compareValues(a[idField], b[idField]));
    });
  }
  const facets = new Map<string, OracleFacet>();
  for (const facet of search.facets) {
    const scope = docs.filter((doc) => matches(index, doc, search, facet));
    if (searchCatalogue[index].histograms.includes(facet.name)) {
      const values = scope
        .map((d) => d[facet.name])
        .filter((v): v is number => typeof v === 'number');
      if (!values.length) {
        facets.set(facet.name, { type: 'histogram', buckets: [] });
        continue;
      }
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      const buckets = new Array<number>(hi === lo ? 1 : 10).fill(0);
      for (const v of values)
        buckets[hi === lo ? 0 : Math.min(9, Math.trunc(((v - lo) * 10.0) / (hi - lo)))]! += 1;
      facets.set(facet.name, { type: 'histogram', min: lo, max: hi, buckets });
      continue;
    }
    const children = new Map<string, Map<string, number>>();
    if (facet.child_name) {
      const parents = facet.filters
        .filter((f) => f.name === facet.name && f.type === 'values')
        .flatMap((f) => f.values);
      for (const parent of parents) {
        const own = scope.filter(
          (doc) => text(index, facet.name, doc[facet.name]) === text(index, facet.name, parent),
        );
        children.set(text(index, facet.name, parent), countBy(index, own, facet.child_name));
      }
    }
    facets.set(facet.name, { type: 'value', counts: countBy(index, scope, facet.name), children });
  }
  return { ordered, matching, total: Math.min(totalItemsCap, matching.length), facets };
}
