import { type SearchIndex, searchCatalogue } from '#client/contracts/search.ts';
import type { D1Database } from '../../platform.ts';
import { sites } from '../../sites/catalogue.ts';
import type { NormalFacet, NormalFilter, NormalSearch } from '../normalise.ts';
import { facetStatements } from './facets.ts';
import { type TableSpec, tables } from './tables.ts';
import { type Clause, keyphraseClause } from './where.ts';

// The precomputed unfiltered counts (kv-seed/d1-migrations/0003_search_tuning.sql): per index,
// the rows each counting statement gives when nothing narrows the search, as JSON. A visitor's
// first page then reads a handful of summary rows instead of counting the whole index. Triggers
// on cars and sites drop an index's summary whenever its documents change, so a summary is never
// stale: it is either there and right, or missing and rebuilt.
//
// The same table keeps the counts of a search narrowed by one value of one facet (a brand, a brand
// and one of its models, one fuel...: brand and model pages above all), under the piece's key and
// the selection's. Those are kept the first time a search needs them rather than precomputed: there
// is one set per value in the stock, so the table stays bounded by the stock's own values, and
// the next search of that brand or model, in any order, page or set of fields, reads them.

/** One counting statement and the key its unfiltered rows are kept under. */
export interface SummaryPiece {
  key: string;
  clause: Clause;
}

/** The column names the rows of each kind of statement have (see facets.ts). */
function columnsOf(key: string): string[] {
  if (key.startsWith('h:')) return ['lo', 'hi', 'k', 'n'];
  if (key.startsWith('c:')) return ['p', 'v', 'n'];
  if (key.startsWith('v:')) return ['v', 'n'];
  return ['n'];
}

export function indexClause(spec: TableSpec, indexId: string): Clause {
  return { sql: `t.${spec.indexColumn} = ?`, params: [indexId] };
}

/** The count of the documents `where` selects (the whole index by default). */
export function totalPiece(
  spec: TableSpec,
  indexId: string,
  where: Clause = indexClause(spec, indexId),
): SummaryPiece {
  return {
    key: 't',
    clause: {
      sql: `SELECT COUNT(*) AS n FROM ${spec.table} AS t WHERE ${where.sql}`,
      params: where.params,
    },
  };
}

/**
 * The selection narrowing a search when it is all that does: one facet's selection of exactly one
 * value, and at most one value of that facet's child (brand Volvo; brand Volvo and model XC60),
 * with no keyphrase and no fixed filter. `key` names it in the summary (see the top of this file).
 */
export interface SingleSelection {
  facet: NormalFacet;
  key: string;
}

export function singleSelection(
  spec: TableSpec,
  search: NormalSearch,
): SingleSelection | undefined {
  if (keyphraseClause(spec, search.keyphrase) || search.filters.length > 0) return undefined;
  const narrowing = search.facets.filter((facet) => facet.filters.length > 0);
  const facet = narrowing[0];
  if (!facet || narrowing.length > 1) return undefined;
  const named = (name: string | undefined) =>
    facet.filters.filter((filter) => filter.name === name);
  const parent = named(facet.name);
  const child = facet.child_name ? named(facet.child_name) : [];
  const single = (filter: NormalFilter) => filter.type === 'values' && filter.values.length === 1;
  if (
    parent.length !== 1 ||
    child.length > 1 ||
    parent.length + child.length !== facet.filters.length
  )
    return undefined;
  const chosen = [...parent, ...child];
  if (!chosen.every(single)) return undefined;
  return { facet, key: JSON.stringify(chosen.map((filter) => [filter.name, filter.values[0]])) };
}

/** A piece of the summary counted under a selection: the same statement, kept under both keys. */
export function selectionPiece(piece: SummaryPiece, selection: SingleSelection): SummaryPiece {
  return { key: `${piece.key}@${selection.key}`, clause: piece.clause };
}

/** Reads the summary rows of the given keys: {facet, answer}. */
export function readSummary(db: D1Database, indexId: string, keys: string[]) {
  return db
    .prepare(
      'SELECT facet, answer FROM search_summary WHERE index_name = ? AND facet IN (SELECT value FROM json_each(?))',
    )
    .bind(indexId, JSON.stringify(keys));
}

/** Computes a piece inside D1 and stores its rows as JSON, replacing what was there. */
export function fillSummary(db: D1Database, indexId: string, piece: SummaryPiece) {
  const object = columnsOf(piece.key)
    .map((c) => `'${c}', ${c}`)
    .join(', ');
  return db
    .prepare(
      `INSERT OR REPLACE INTO search_summary (index_name, facet, answer) ` +
        `SELECT ?, ?, json_group_array(json_object(${object})) FROM (${piece.clause.sql})`,
    )
    .bind(indexId, piece.key, ...piece.clause.params);
}

/** Every piece an index's unfiltered searches can ask for: total, value facets, children, histograms. */
export function allPieces(index: SearchIndex, indexId: string): SummaryPiece[] {
  const spec = tables[index];
  const catalogue = searchCatalogue[index];
  const where = indexClause(spec, indexId);
  const pieces: SummaryPiece[] = [totalPiece(spec, indexId)];
  const facet = (name: string, child_name?: string): NormalFacet => ({
    name,
    ...(child_name ? { child_name } : {}),
    sort_order: 'count_desc',
    filters: [],
  });
  for (const name of [...catalogue.facets, ...catalogue.histograms]) {
    const statements = facetStatements(spec, facet(name), where);
    pieces.push(statements.main);
    for (const child of catalogue.children[name] ?? []) {
      const children = facetStatements(spec, facet(name, child), where).children;
      if (children) pieces.push(children);
    }
  }
  return pieces;
}

/**
 * Precomputes the unfiltered counts of every index of every site. The seeder calls it after
 * loading the stock; the worker also fills a missing piece the first time a search needs it.
 */
export async function precomputeSearchSummaries(db: D1Database): Promise<number> {
  const statements = Object.values(sites).flatMap((site) =>
    (['cars', 'vehicles', 'sites'] as const).flatMap((index) =>
      allPieces(index, site.indexes[index]).map((piece) =>
        fillSummary(db, site.indexes[index], piece),
      ),
    ),
  );
  for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50));
  return statements.length;
}
