import { formatInteger } from '../lib/format.ts';
import type { ListConfig, ListQuery } from './query.ts';

export interface Chip {
  key: string;
  text: string;
  /** The query without this choice, on its first page. */
  without: ListQuery;
}

/**
 * One removable chip per selected value, range and the keyphrase (spec 2). A yes/no filter's
 * chip reads the facet's label; removing the last brand removes its models too.
 */
export function activeChips(query: ListQuery, config: ListConfig, locale: string): Chip[] {
  const labelOf = (name: string) => config.facets.find((facet) => facet.Name === name)?.Label;
  const chips: Chip[] = [];
  for (const [name, values] of Object.entries(query.filters)) {
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      const filters = { ...query.filters, [name]: rest };
      if (rest.length === 0) delete filters[name];
      if (name === 'car_brand' && rest.length === 0) delete filters.car_model;
      const label = labelOf(name);
      const text = value === 'true' || value === 'false' ? (label ?? name) : value;
      chips.push({ key: `${name}=${value}`, text, without: { ...query, filters, page: 0 } });
    }
  }
  for (const [name, [from, to]] of Object.entries(query.ranges)) {
    const ranges = { ...query.ranges };
    delete ranges[name];
    chips.push({
      key: `${name}-range`,
      text: `${labelOf(name) ?? name}: ${formatInteger(from, locale)}–${formatInteger(to, locale)}`,
      without: { ...query, ranges, page: 0 },
    });
  }
  if (query.keyphrase)
    chips.push({
      key: 'keyphrase',
      text: `“${query.keyphrase}”`,
      without: { ...query, keyphrase: '', page: 0 },
    });
  return chips;
}
