import { type Facet, type FacetValue, searchCatalogue } from '#client/contracts/search.ts';
import type { NormalFacet, Scalar } from '../normalise.ts';
import { type TableSpec, column } from './tables.ts';
import type { Clause } from './where.ts';

/** Buckets of a histogram facet, equal widths from the lowest to the highest value. */
export const histogramBuckets = 10;
/** A value facet answers at most this many values (a parent's children as many again). */
export const maxFacetValues = 200;

/** The statements one facet needs, each as rows of fixed column names (see facetFromRows). */
export interface FacetStatements {
  /** value: {v, n}; histogram: {lo, hi, k, n}. */
  main: { key: string; clause: Clause };
  /** Hierarchical facets: {p, v, n} for every parent, narrowed to the selected parents later. */
  children?: { key: string; clause: Clause };
}

export type FacetKind = 'value' | 'histogram';

export function facetKind(spec: TableSpec, name: string): FacetKind {
  return searchCatalogue[spec.index].histograms.includes(name) ? 'histogram' : 'value';
}

/**
 * The counting statements of a facet over the documents `where` selects (already with this
 * facet's own selection left out). Keys name the statement for the precomputed summary;
 * `parents` narrows a live children count to the selected parents.
 */
export function facetStatements(
  spec: TableSpec,
  facet: NormalFacet,
  where: Clause,
  parents?: Scalar[],
  index?: string,
): FacetStatements {
  const col = `t.${column(spec, facet.name)}`;
  const from = `FROM ${spec.table} AS t${index ? ` INDEXED BY ${index}` : ''}`;
  if (facetKind(spec, facet.name) === 'histogram') {
    const sql =
      `SELECT b.lo AS lo, b.hi AS hi, ` +
      `CASE WHEN b.hi = b.lo THEN 0 ELSE MIN(${histogramBuckets - 1}, CAST((${col} - b.lo) * ${histogramBuckets}.0 / (b.hi - b.lo) AS INTEGER)) END AS k, ` +
      `COUNT(*) AS n ${from}, (SELECT MIN(${col}) AS lo, MAX(${col}) AS hi ${from} WHERE ${where.sql} AND ${col} IS NOT NULL) AS b ` +
      `WHERE ${where.sql} AND ${col} IS NOT NULL AND b.lo IS NOT NULL GROUP BY k`;
    return {
      main: { key: `h:${facet.name}`, clause: { sql, params: [...where.params, ...where.params] } },
    };
  }
  const list = searchCatalogue[spec.index].fields[facet.name] === 'list';
  const main = list
    ? `SELECT e.value AS v, COUNT(DISTINCT t.rowid) AS n ${from}, json_each(${col}) AS e WHERE ${where.sql} GROUP BY e.value`
    : `SELECT ${col} AS v, COUNT(*) AS n ${from} WHERE ${where.sql} GROUP BY ${col}`;
  const statements: FacetStatements = {
    main: { key: `v:${facet.name}`, clause: { sql: main, params: where.params } },
  };
  if (facet.child_name) {
    // Live, only the selected parents' children are counted; the summary keeps every parent's.
    const child = `t.${column(spec, facet.child_name)}`;
    const only = parents
      ? {
          sql: ` AND ${col} IN (SELECT value FROM json_each(?))`,
          params: [JSON.stringify(parents)],
        }
      : { sql: '', params: [] };
    statements.children = {
      key: `c:${facet.name}>${facet.child_name}`,
      clause: {
        sql: `SELECT ${col} AS p, ${child} AS v, COUNT(*) AS n ${from} WHERE ${where.sql}${only.sql} GROUP BY ${col}, ${child}`,
        params: [...where.params, ...only.params],
      },
    };
  }
  return statements;
}

type Row = Record<string, unknown>;

function valueText(spec: TableSpec, field: string, value: unknown): string {
  if (searchCatalogue[spec.index].fields[field] === 'boolean')
    return value === 1 || value === true ? 'true' : 'false';
  return String(value);
}

function selectedTexts(spec: TableSpec, facet: NormalFacet, field: string): Set<string> {
  const texts = new Set<string>();
  for (const filter of facet.filters) {
    if (filter.name !== field || filter.type !== 'values') continue;
    for (const value of filter.values as Scalar[]) texts.add(valueText(spec, field, value));
  }
  return texts;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function sortValues(values: FacetValue[], order: NormalFacet['sort_order']): FacetValue[] {
  const byText = (a: FacetValue, b: FacetValue) =>
    collator.compare(a.text, b.text) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  const compare: Record<NormalFacet['sort_order'], (a: FacetValue, b: FacetValue) => number> = {
    count_desc: (a, b) => b.count - a.count || byText(a, b),
    count_asc: (a, b) => a.count - b.count || byText(a, b),
    value_asc: byText,
    value_desc: (a, b) => byText(b, a),
  };
  return values.sort(compare[order]);
}

/** Counted values, with any selected value the rows lack kept at 0 so it can be deselected. */
function countedValues(
  spec: TableSpec,
  field: string,
  rows: Row[],
  selected: Set<string>,
  order: NormalFacet['sort_order'],
): FacetValue[] {
  const values = new Map<string, FacetValue>();
  for (const row of rows) {
    if (row.v === null || row.v === undefined || row.v === '') continue;
    const text = valueText(spec, field, row.v);
    const value: FacetValue = { text, count: Number(row.n) };
    if (selected.has(text)) value.selected = true;
    values.set(text, value);
  }
  for (const text of selected)
    if (!values.has(text)) values.set(text, { text, count: 0, selected: true });
  return sortValues([...values.values()], order).slice(0, maxFacetValues);
}

function histogram(facet: NormalFacet, rows: Row[]): Facet {
  const first = rows[0];
  if (!first) return { name: facet.name, type: 'histogram', values: [] };
  const lo = Number(first.lo);
  const hi = Number(first.hi);
  const width = (hi - lo) / histogramBuckets;
  const counts = new Map(rows.map((row) => [Number(row.k), Number(row.n)]));
  const values: FacetValue[] = [];
  for (let k = 0; k < (hi === lo ? 1 : histogramBuckets); k++) {
    const from = Math.round(lo + k * width);
    const to = k === histogramBuckets - 1 || hi === lo ? hi : Math.round(lo + (k + 1) * width);
    values.push({ text: `${from}-${to}`, count: counts.get(k) ?? 0, min: from, max: to });
  }
  return { name: facet.name, type: 'histogram', min: lo, max: hi, values };
}

/**
 * A facet of the answer from its rows: values counted and sorted as asked; a hierarchical facet's
 * selected parents carry their children (a parent not selected shows none, spec 4).
 */
export function facetFromRows(
  spec: TableSpec,
  facet: NormalFacet,
  main: Row[],
  children: Row[] | undefined,
): Facet {
  if (facetKind(spec, facet.name) === 'histogram') return histogram(facet, main);
  const values = countedValues(
    spec,
    facet.name,
    main,
    selectedTexts(spec, facet, facet.name),
    facet.sort_order,
  );
  if (facet.child_name && children) {
    const childSelected = selectedTexts(spec, facet, facet.child_name);
    for (const value of values) {
      if (!value.selected) continue;
      const own = children.filter((row) => valueText(spec, facet.name, row.p) === value.text);
      value.children = countedValues(spec, facet.child_name, own, new Set(), facet.sort_order).map(
        (child) => (childSelected.has(child.text) ? { ...child, selected: true } : child),
      );
    }
  }
  return {
    name: facet.name,
    ...(facet.child_name ? { child_name: facet.child_name } : {}),
    type: 'value',
    values,
  };
}

/** D1 allows at most this many terms in one compound SELECT (SQLITE_LIMIT_COMPOUND_SELECT). */
const compoundTerms = 5;

/** SELECTs joined by UNION ALL, nested in groups so no compound has more terms than D1 allows. */
function compound(arms: string[]): string {
  if (arms.length <= compoundTerms) return arms.join(' UNION ALL ');
  const groups: string[] = [];
  for (let i = 0; i < arms.length; i += compoundTerms)
    groups.push(`SELECT * FROM (${arms.slice(i, i + compoundTerms).join(' UNION ALL ')})`);
  return compound(groups);
}

/** One live count of a shared pass: a facet's values or histogram, a parent's children, or the total. */
export type PassPiece =
  | { kind: 'facet'; facet: NormalFacet }
  | { kind: 'children'; facet: NormalFacet; parents: Scalar[] }
  | { kind: 'total' };

/**
 * One statement that counts several pieces over the same documents: the documents `where`
 * selects are read once into a materialised set of the few columns the pieces need (through
 * whichever index the planner finds cheapest for `where`), and each piece groups that set.
 * Rows carry the piece's position as `f` and the columns facetFromRows reads (p, v, lo, hi, k, n),
 * with the same expressions as the per-facet statements, so the counts are the same.
 */
export function sharedPassStatement(spec: TableSpec, pieces: PassPiece[], where: Clause): Clause {
  const columns = new Map<string, string>();
  const alias = (name: string) => {
    const col = column(spec, name);
    if (!columns.has(col)) columns.set(col, `c${columns.size}`);
    return `m.${columns.get(col)!}`;
  };
  const arms: string[] = [];
  const params: unknown[] = [];
  const arm = (
    f: number,
    parts: { p?: string; v?: string; lo?: string; hi?: string; k?: string; n: string },
    rest: string,
  ) =>
    arms.push(
      `SELECT ${f} AS f, ${parts.p ?? 'NULL'} AS p, ${parts.v ?? 'NULL'} AS v, ${parts.lo ?? 'NULL'} AS lo, ${parts.hi ?? 'NULL'} AS hi, ${parts.k ?? 'NULL'} AS k, ${parts.n} AS n ${rest}`,
    );
  pieces.forEach((piece, f) => {
    if (piece.kind === 'total') return arm(f, { n: 'COUNT(*)' }, 'FROM m');
    const col = alias(piece.facet.name);
    if (piece.kind === 'children') {
      const child = alias(piece.facet.child_name!);
      params.push(JSON.stringify(piece.parents));
      return arm(
        f,
        { p: col, v: child, n: 'COUNT(*)' },
        `FROM m WHERE ${col} IN (SELECT value FROM json_each(?)) GROUP BY ${col}, ${child}`,
      );
    }
    if (facetKind(spec, piece.facet.name) === 'histogram') {
      return arm(
        f,
        {
          lo: 'b.lo',
          hi: 'b.hi',
          n: 'COUNT(*)',
          k: `CASE WHEN b.hi = b.lo THEN 0 ELSE MIN(${histogramBuckets - 1}, CAST((${col} - b.lo) * ${histogramBuckets}.0 / (b.hi - b.lo) AS INTEGER)) END`,
        },
        `FROM m, (SELECT MIN(${col}) AS lo, MAX(${col}) AS hi FROM m WHERE ${col} IS NOT NULL) AS b WHERE ${col} IS NOT NULL AND b.lo IS NOT NULL GROUP BY k`,
      );
    }
    if (searchCatalogue[spec.index].fields[piece.facet.name] === 'list') {
      columns.set('rowid', 'rid');
      return arm(
        f,
        { v: 'e.value', n: 'COUNT(DISTINCT m.rid)' },
        `FROM m, json_each(${col}) AS e GROUP BY e.value`,
      );
    }
    return arm(f, { v: col, n: 'COUNT(*)' }, `FROM m GROUP BY ${col}`);
  });
  const select = columns.size
    ? [...columns].map(([col, name]) => `t.${col} AS ${name}`).join(', ')
    : '1 AS one';
  return {
    sql: `WITH m AS MATERIALIZED (SELECT ${select} FROM ${spec.table} AS t WHERE ${where.sql}) ${compound(arms)}`,
    params: [...where.params, ...params],
  };
}
