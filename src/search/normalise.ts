import {
  type FacetRequest,
  type FieldKind,
  type SearchFilter,
  type SearchIndex,
  type SearchRequest,
  searchCatalogue,
} from '#client/contracts/search.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';

/** A filter value as the backends compare it: text, a number, or a boolean. */
export type Scalar = string | number | boolean;

export interface NormalFilter {
  name: string;
  type: SearchFilter['type'];
  /** Deduplicated and sorted; a range is exactly [from, to] with from <= to. */
  values: Scalar[];
}

export interface NormalFacet {
  name: string;
  child_name?: string;
  sort_order: FacetRequest['sort_order'];
  filters: NormalFilter[];
}

/**
 * One question in a single canonical form: the site from the host, defaults filled in, values
 * typed by their field, filters and values in one order, no-op filters dropped. Two requests that
 * ask the same thing normalise to the same object, and so to the same cache key.
 */
export interface NormalSearch {
  site: SiteName;
  index: SearchIndex;
  fields?: string[];
  keyphrase?: string;
  facets: NormalFacet[];
  limit: number;
  offset: number;
  sort_name?: string;
  filters: NormalFilter[];
}

function typed(kind: FieldKind, value: Scalar): Scalar {
  if (kind === 'number') return typeof value === 'number' ? value : Number(String(value).trim());
  if (kind === 'boolean') return value === true || value === 'true';
  return String(value).normalize('NFC');
}

function compareScalars(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function normalFilter(index: SearchIndex, filter: SearchFilter): NormalFilter | undefined {
  const kind = searchCatalogue[index].fields[filter.name];
  if (!kind) return undefined;
  const values = filter.values.map((value) => typed(kind, value));
  if (filter.type === 'range') {
    // Spec 5: a range applies only when both bounds exist.
    if (values.length !== 2) return undefined;
    return { name: filter.name, type: 'range', values: [...values].sort(compareScalars) };
  }
  const unique = [...new Map(values.map((v) => [`${typeof v}:${String(v)}`, v])).values()].sort(
    compareScalars,
  );
  if (unique.length === 0) return undefined;
  return { name: filter.name, type: filter.type, values: unique };
}

function normalFilters(index: SearchIndex, filters: SearchFilter[]): NormalFilter[] {
  const seen = new Map<string, NormalFilter>();
  for (const filter of filters) {
    const normal = normalFilter(index, filter);
    if (normal) seen.set(JSON.stringify(normal), normal);
  }
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, f]) => f);
}

/** At most this many words of a keyphrase are searched for. */
const maxTerms = 12;

/**
 * The words of a keyphrase, lower-cased: runs of letters, digits and marks. Quotes, operators,
 * brackets and emoji are separators, so no input can carry query syntax into a backend; a
 * keyphrase without any word searches for nothing in particular (the same as none).
 */
export function keyphraseTerms(keyphrase: string): string[] {
  return keyphrase
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((term) => term !== '')
    .map((term) => term.slice(0, 64))
    .slice(0, maxTerms);
}

/** The canonical form of a validated request for the site the host named. */
export function normaliseSearch(site: SiteName, request: SearchRequest): NormalSearch {
  const catalogue = searchCatalogue[request.index];
  const keyphrase = keyphraseTerms(request.keyphrase ?? '').join(' ');
  const fields = request.fields ? [...new Set(request.fields)].sort() : undefined;
  return {
    site,
    index: request.index,
    ...(fields && fields.length < catalogue.documentFields.length ? { fields } : {}),
    ...(keyphrase ? { keyphrase } : {}),
    // Facet order is kept: it is the order the list configuration shows them in.
    facets: request.facets.map((facet) => ({
      name: facet.name,
      ...(facet.child_name ? { child_name: facet.child_name } : {}),
      sort_order: facet.sort_order,
      filters: normalFilters(request.index, facet.filters),
    })),
    limit: request.limit,
    offset: request.offset,
    ...(request.sort_name ? { sort_name: request.sort_name } : {}),
    filters: normalFilters(request.index, request.filters),
  };
}

/** The normalised question as text with a fixed key order: what the cache key is made from. */
export function canonicalText(search: NormalSearch): string {
  const ordered = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(ordered);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, ordered((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(ordered(search));
}

const cacheVersion = 'v1';

/**
 * The synthetic GET address an answer is cached under, on the worker's own host (the Cache API
 * keeps entries per zone): the site and a hash of the normalised question.
 */
export async function searchCacheKey(host: string, search: NormalSearch): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(canonicalText(search)),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `https://${host}/__search-cache/${cacheVersion}/${search.site}/${search.index}/${hex}`;
}
