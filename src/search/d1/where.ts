import { searchCatalogue } from '#client/contracts/search.ts';
import type { NormalFacet, NormalFilter, NormalSearch, Scalar } from '../normalise.ts';
import { keyphraseTerms } from '../normalise.ts';
import { type TableSpec, column } from './tables.ts';

/** A piece of SQL and its bound parameters, in order (`?` placeholders only). */
export interface Clause {
  sql: string;
  params: unknown[];
}

function bound(value: Scalar): unknown {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

/**
 * One filter as a condition on `t`. Value lists travel as one JSON parameter (json_each), so a
 * filter of any size is one bound parameter, well inside D1's limit of 100 per statement.
 */
export function filterClause(spec: TableSpec, filter: NormalFilter): Clause {
  const kind = searchCatalogue[spec.index].fields[filter.name];
  const col = `t.${column(spec, filter.name)}`;
  const values = filter.values.map(bound);
  if (filter.type === 'range')
    return { sql: `${col} BETWEEN ? AND ?`, params: [values[0], values[1]] };
  if (kind === 'list') {
    const any = `EXISTS (SELECT 1 FROM json_each(${col}) AS e WHERE e.value IN (SELECT value FROM json_each(?)))`;
    return {
      sql: filter.type === 'exclude' ? `NOT ${any}` : any,
      params: [JSON.stringify(values)],
    };
  }
  if (filter.type === 'exclude') {
    return values.length === 1
      ? { sql: `(${col} IS NULL OR ${col} <> ?)`, params: values }
      : {
          sql: `(${col} IS NULL OR ${col} NOT IN (SELECT value FROM json_each(?)))`,
          params: [JSON.stringify(values)],
        };
  }
  return values.length === 1
    ? { sql: `${col} = ?`, params: values }
    : { sql: `${col} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] };
}

/**
 * The FTS5 query of a keyphrase: every word quoted and prefix-matched, ANDed. Words hold only
 * letters, digits and marks (keyphraseTerms), so no operator, quote or column filter survives.
 */
export function ftsQuery(keyphrase: string): string | undefined {
  const terms = keyphraseTerms(keyphrase);
  return terms.length ? terms.map((term) => `"${term}"*`).join(' ') : undefined;
}

export function keyphraseClause(
  spec: TableSpec,
  keyphrase: string | undefined,
): Clause | undefined {
  const query = keyphrase ? ftsQuery(keyphrase) : undefined;
  if (!query || !spec.fts) return undefined;
  return {
    sql: `t.rowid IN (SELECT rowid FROM ${spec.fts} WHERE ${spec.fts} MATCH ?)`,
    params: [query],
  };
}

/**
 * The conditions of a search: the site's index, the fixed filters, the keyphrase and every
 * facet's selection except the facet `without` (its own selection does not narrow its counts).
 */
export function whereClause(
  spec: TableSpec,
  indexId: string,
  search: NormalSearch,
  without?: NormalFacet,
): Clause {
  const parts: Clause[] = [{ sql: `t.${spec.indexColumn} = ?`, params: [indexId] }];
  const keyphrase = keyphraseClause(spec, search.keyphrase);
  if (keyphrase) parts.push(keyphrase);
  for (const filter of search.filters) parts.push(filterClause(spec, filter));
  for (const facet of search.facets) {
    if (facet === without) continue;
    for (const filter of facet.filters) parts.push(filterClause(spec, filter));
  }
  return { sql: parts.map((p) => p.sql).join(' AND '), params: parts.flatMap((p) => p.params) };
}

/** Whether a search narrows nothing: its counts are the index's precomputed ones. */
export function isUnfiltered(spec: TableSpec, search: NormalSearch): boolean {
  return (
    keyphraseClause(spec, search.keyphrase) === undefined &&
    search.filters.length === 0 &&
    search.facets.every((facet) => facet.filters.length === 0)
  );
}
