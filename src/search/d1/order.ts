import { sortNames } from '#client/contracts/search.ts';
import type { NormalSearch } from '../normalise.ts';
import { type TableSpec, column } from './tables.ts';

/** Sort fields that may be empty (no campaign, no leasing): their empty values sort last. */
const nullable = new Set([
  'car_campaign_price',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_loan_monthly_cost',
]);

export interface Order {
  /** ORDER BY text on `t`; empty when ordered by relevance. */
  sql: string;
  /** No sort was asked for and a keyphrase was: best matches first. */
  relevance: boolean;
}

/**
 * The order of a page: the asked sort (`car_price_asc`...), then the document id in the same
 * direction, so equal values always come in one order and paging neither repeats nor skips.
 * The same direction lets SQLite walk the (index, field, id) indexes of 0002 either way.
 */
export function orderBy(spec: TableSpec, search: NormalSearch): Order {
  if (!search.sort_name && search.keyphrase) return { sql: '', relevance: true };
  const name = search.sort_name ?? spec.defaultSort;
  if (!sortNames(spec.index).includes(name)) throw new Error(`unknown sort ${name}`);
  const match = /^(.+)_(asc|desc)$/.exec(name);
  const field = column(spec, match![1]!);
  const direction = match![2] === 'asc' ? 'ASC' : 'DESC';
  const empties = nullable.has(field) ? `t.${field} IS NULL, ` : '';
  return {
    sql: `${empties}t.${field} ${direction}, t.${spec.idColumn} ${direction}`,
    relevance: false,
  };
}
