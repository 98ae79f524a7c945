import { type Facet, type SearchResponse, totalItemsCap } from '#client/contracts/search.ts';
import type { D1Database } from '../../platform.ts';
import type { Site } from '../../sites/catalogue.ts';
import type { SearchAnswer, SearchBackend } from '../backend.ts';
import type { NormalFacet, NormalSearch, Scalar } from '../normalise.ts';
import { facetFromRows, facetStatements, type PassPiece, sharedPassStatement } from './facets.ts';
import { orderBy } from './order.ts';
import {
  fillSummary,
  indexClause,
  readSummary,
  selectionPiece,
  singleSelection,
  type SummaryPiece,
  totalPiece,
} from './summary.ts';
import { tables } from './tables.ts';
import { type Clause, ftsQuery, isUnfiltered, whereClause } from './where.ts';

type Row = Record<string, unknown>;
type Statement = ReturnType<D1Database['prepare']>;

/** Whether nothing but the facet's own selection narrows the search: its counts are the summary's. */
function unfilteredBesides(search: NormalSearch, facet: NormalFacet): boolean {
  return isUnfiltered(tables[search.index], {
    ...search,
    facets: search.facets.filter((f) => f !== facet),
  });
}

/**
 * The covering index to count a facet through, when it holds every column the statement reads.
 * SQLite's planner prefers an index that avoids the GROUP BY sort and then reads each wide row
 * from the table; through the narrow index a count reads several times fewer pages. A search
 * narrowed by a column outside it (an id, a site) is left to the planner: it is selective anyway.
 */
function coverFor(search: NormalSearch, facet: NormalFacet): string | undefined {
  const cover = tables[search.index].cover;
  if (!cover) return undefined;
  const names = [
    facet.name,
    ...(facet.child_name ? [facet.child_name] : []),
    ...search.filters.map((f) => f.name),
  ];
  for (const other of search.facets)
    if (other !== facet) names.push(...other.filters.map((f) => f.name));
  return names.every((name) => cover.covered.has(name)) ? cover.index : undefined;
}

/** Where one part of the answer comes from: a summary row, a statement of this batch, or a piece of a shared pass. */
type Source = { summary: string } | { statement: number } | { pass: string; piece: number };

/** The live counts that read the same documents: counted in one pass (sharedPassStatement). */
interface Pass {
  where: Clause;
  pieces: Array<{ piece: PassPiece; alone: () => Clause }>;
  /** The statement of this batch that answers the pass. */
  statement?: number;
}

/**
 * Answers a search from D1 for one index id (`cars_group_se`...), in one batch of statements
 * (one round trip): the page of documents, the count, and each facet's counts with the facet's
 * own selection left out. Counts that nothing narrows come from the precomputed summary; the
 * live counts that read the same documents (every facet without a selection of its own, and the
 * total) are counted together in one pass over those documents, read once.
 */
export async function runD1Search(
  db: D1Database,
  indexId: string,
  search: NormalSearch,
): Promise<SearchAnswer> {
  const spec = tables[search.index];
  const where = whereClause(spec, indexId, search);
  const base = indexClause(spec, indexId);
  const statements: Statement[] = [];
  const add = (clause: Clause): { statement: number } => ({
    statement: statements.push(db.prepare(clause.sql).bind(...clause.params)) - 1,
  });
  const summaryPieces = new Map<string, SummaryPiece>();
  const fromSummary = (piece: SummaryPiece): Source => {
    summaryPieces.set(piece.key, piece);
    return { summary: piece.key };
  };

  let content: Source | undefined;
  if (search.limit > 0) {
    const columns = (search.fields ?? spec.documentColumns).map((field) => `t.${field}`).join(', ');
    const order = orderBy(spec, search);
    // The page is found first by rowid alone, so the planner can walk a narrow (covering) index
    // and skip an offset without reading documents; only the page's own rows are then read whole.
    if (order.relevance && search.keyphrase) {
      // Best matches first: the FTS table's bm25 rank, joined back to the documents by rowid.
      const rest = whereClause(spec, indexId, { ...search, keyphrase: undefined });
      content = add({
        sql:
          `SELECT ${columns} FROM (SELECT t.rowid AS r, ${spec.fts}.rank AS rk, t.${spec.idColumn} AS id FROM ${spec.fts} JOIN ${spec.table} AS t ON t.rowid = ${spec.fts}.rowid ` +
          `WHERE ${spec.fts} MATCH ? AND ${rest.sql} ORDER BY rk, id LIMIT ? OFFSET ?) AS page CROSS JOIN ${spec.table} AS t ON t.rowid = page.r ORDER BY page.rk, page.id`,
        params: [ftsQuery(search.keyphrase), ...rest.params, search.limit, search.offset],
      });
    } else {
      content = add({
        sql:
          `SELECT ${columns} FROM (SELECT t.rowid AS r FROM ${spec.table} AS t WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?) AS page ` +
          `CROSS JOIN ${spec.table} AS t ON t.rowid = page.r ORDER BY ${order.sql}`,
        params: [...where.params, search.limit, search.offset],
      });
    }
  }

  // Live counts over the same documents share one pass; a count alone keeps its own statement.
  const passes = new Map<string, Pass>();
  const live = (where: Clause, piece: PassPiece, alone: () => Clause): Source => {
    const key = JSON.stringify([where.sql, where.params]);
    let pass = passes.get(key);
    if (!pass) passes.set(key, (pass = { where, pieces: [] }));
    return { pass: key, piece: pass.pieces.push({ piece, alone }) - 1 };
  };

  // A search narrowed by one value of one facet (a brand or model page) counts from the summary
  // too, kept there under that selection the first time it is asked for (summary.ts).
  const selection = singleSelection(spec, search);
  const total: Source = isUnfiltered(spec, search)
    ? fromSummary(totalPiece(spec, indexId))
    : selection
      ? fromSummary(selectionPiece(totalPiece(spec, indexId, where), selection))
      : live(where, { kind: 'total' }, () => ({
          // Counting stops one past the cap: above it the answer says 10000 (shown as '10000+').
          sql: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${spec.table} AS t WHERE ${where.sql} LIMIT ${totalItemsCap + 1})`,
          params: where.params,
        }));

  const facets = search.facets.map((facet) => {
    const parents: Scalar[] = facet.filters
      .filter((f) => f.name === facet.name && f.type === 'values')
      .flatMap((f) => f.values);
    const wantChildren = facet.child_name !== undefined && parents.length > 0;
    if (unfilteredBesides(search, facet)) {
      const pieces = facetStatements(spec, { ...facet, filters: [] }, base);
      return {
        facet,
        main: fromSummary(pieces.main),
        children: wantChildren && pieces.children ? fromSummary(pieces.children) : undefined,
      };
    }
    const own = whereClause(spec, indexId, search, facet);
    if (selection) {
      // Another facet than the selected one (whose own counts are the index's, above): counted
      // under the selection alone, so it has no selected parents of its own and no children.
      return {
        facet,
        main: fromSummary(
          selectionPiece(facetStatements(spec, { ...facet, filters: [] }, own).main, selection),
        ),
        children: undefined,
      };
    }
    const bound = parents.map((p) => (typeof p === 'boolean' ? Number(p) : p));
    const alone = () => facetStatements(spec, facet, own, bound, coverFor(search, facet));
    return {
      facet,
      main: live(own, { kind: 'facet', facet }, () => alone().main.clause),
      children: wantChildren
        ? live(own, { kind: 'children', facet, parents: bound }, () => alone().children!.clause)
        : undefined,
    };
  });

  for (const pass of passes.values()) {
    const only = pass.pieces.length === 1 ? pass.pieces[0]! : undefined;
    pass.statement = add(
      only
        ? only.alone()
        : sharedPassStatement(
            spec,
            pass.pieces.map((p) => p.piece),
            pass.where,
          ),
    ).statement;
  }

  const summaryAt = summaryPieces.size
    ? statements.push(readSummary(db, indexId, [...summaryPieces.keys()])) - 1
    : -1;
  const results = statements.length ? await db.batch<Row>(statements) : [];
  let rowsRead = results.reduce((sum, r) => sum + (r.meta?.rows_read ?? 0), 0);

  const summary = new Map<string, Row[]>();
  for (const row of summaryAt >= 0 ? (results[summaryAt]?.results ?? []) : [])
    summary.set(String(row.facet), JSON.parse(String(row.answer)) as Row[]);
  const missing = [...summaryPieces.values()].filter((piece) => !summary.has(piece.key));
  if (missing.length) {
    // The index changed since the summary was made (or it never was): compute and keep the
    // missing pieces, then read them back, in one more round trip.
    const refill = await db.batch<Row>([
      ...missing.map((piece) => fillSummary(db, indexId, piece)),
      readSummary(
        db,
        indexId,
        missing.map((piece) => piece.key),
      ),
    ]);
    rowsRead += refill.reduce((sum, r) => sum + (r.meta?.rows_read ?? 0), 0);
    for (const row of refill.at(-1)?.results ?? [])
      summary.set(String(row.facet), JSON.parse(String(row.answer)) as Row[]);
  }
  const passRows = new Map<string, Row[][]>();
  for (const [key, pass] of passes) {
    const all = results[pass.statement!]?.results ?? [];
    if (pass.pieces.length === 1) passRows.set(key, [all]);
    else {
      const split: Row[][] = pass.pieces.map(() => []);
      for (const row of all) split[Number(row.f)]?.push(row);
      passRows.set(key, split);
    }
  }
  const rows = (source: Source | undefined): Row[] => {
    if (source === undefined) return [];
    if ('summary' in source) return summary.get(source.summary) ?? [];
    if ('pass' in source) return passRows.get(source.pass)?.[source.piece] ?? [];
    return results[source.statement]?.results ?? [];
  };

  const response: SearchResponse = {
    facet: facets.map(({ facet, main, children }): Facet =>
      facetFromRows(spec, facet, rows(main), children ? rows(children) : undefined),
    ),
    content: rows(content).map((row) => spec.fromRow(row)),
    total_items: Math.min(totalItemsCap, Number(rows(total)[0]?.n ?? 0)),
    limit: search.limit,
    offset: search.offset,
  };
  return { response, rowsRead };
}

/** The embedded backend: the site's own indexes in D1. */
export function createD1Search(db: D1Database, site: Site): SearchBackend {
  return { name: 'd1', search: (search) => runD1Search(db, site.indexes[search.index], search) };
}
