import { type SearchIndex, searchCatalogue } from '#client/contracts/search.ts';
import { carFields } from '#client/contracts/car-document.ts';
import { carFromRow, siteFromRow } from './rows.ts';
import { siteFields } from '#client/contracts/site-document.ts';

/** Where an index lives in D1 (kv-seed/d1-migrations/0002) and how its rows become documents. */
export interface TableSpec {
  index: SearchIndex;
  table: 'cars' | 'sites';
  /** The column naming the site's index (`cars_group_se`...): every query names exactly one. */
  indexColumn: 'car_index' | 'site_index';
  /** The stable tiebreak of every sort. */
  idColumn: 'car_id' | 'id';
  fts: 'cars_fts' | 'sites_fts';
  /** Document fields in table order: the columns selected when `fields` is left out. */
  documentColumns: readonly string[];
  fromRow(row: Record<string, unknown>): Record<string, unknown>;
  /** The order when neither a sort nor a keyphrase says otherwise. */
  defaultSort: string;
  /** A narrow index holding every column of `covered` (0003_search_tuning.sql), for counting. */
  cover?: { index: string; covered: ReadonlySet<string> };
}

const carTable = (index: 'cars' | 'vehicles'): TableSpec => ({
  index,
  table: 'cars',
  indexColumn: 'car_index',
  idColumn: 'car_id',
  fts: 'cars_fts',
  documentColumns: carFields,
  fromRow: carFromRow,
  defaultSort: 'car_publishdate_desc',
  cover: {
    index: 'cars_facet_cover',
    covered: new Set([
      'car_brand',
      'car_model',
      'car_fuel',
      'car_body',
      'car_gearbox',
      'car_year',
      'car_color',
      'car_price',
      'car_mileage',
      'car_power',
      'car_campaign_price',
      'car_privateleasing_monthly_cost',
      'car_companyleasing_monthly_cost',
      'car_is_sample',
      'caroftheweek',
      'car_has_campaign_price',
      'car_is_used',
      'car_vehicle_type_code',
      'car_drive',
    ]),
  },
});

export const tables: Readonly<Record<SearchIndex, TableSpec>> = {
  cars: carTable('cars'),
  vehicles: carTable('vehicles'),
  sites: {
    index: 'sites',
    table: 'sites',
    indexColumn: 'site_index',
    idColumn: 'id',
    fts: 'sites_fts',
    documentColumns: siteFields,
    fromRow: siteFromRow,
    defaultSort: 'website_sort_order_asc',
  },
};

const identifier = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * A column name for SQL text. Only names on the index's allow-list (the contract's catalogue and
 * the document's own fields) ever reach SQL; anything else is a programming error.
 */
export function column(spec: TableSpec, name: string): string {
  const known = name in searchCatalogue[spec.index].fields || spec.documentColumns.includes(name);
  if (!known || !identifier.test(name)) throw new Error(`not a column of ${spec.table}: ${name}`);
  return name;
}
