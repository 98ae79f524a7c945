import type { Facet } from '../contracts/search.ts';
import { formatInteger } from '../lib/format.ts';
import { type WordLabels, wordLabel } from '../stock/word-label.ts';
import { type ListConfig, type ListQuery, toggleValue } from './query.ts';

export interface Chip {
  key: string;
  text: string;
  /** The query without this choice, on its first page. */
  without: ListQuery;
}

/**
 * One removable chip per selected value, range and the keyphrase (spec 2), a value in the page's
 * language. A yes/no filter's chip reads the facet's label. Removing a chip is unticking its value
 * in the panel: a brand takes its models with it (the answer's `facets` say which), and the last
 * brand every model.
 */
export function activeChips(
  query: ListQuery,
  config: ListConfig,
  locale: string,
  facets: readonly Facet[] = [],
  labels: WordLabels = {},
): Chip[] {
  const labelOf = (name: string) => config.facets.find((facet) => facet.Name === name)?.Label;
  const chips: Chip[] = [];
  for (const [name, values] of Object.entries(query.filters)) {
    for (const value of values) {
      const without = toggleValue(query, name, value, facets);
      if (name === 'car_brand' && !without.filters.car_brand) delete without.filters.car_model;
      const label = labelOf(name);
      const text =
        value === 'true' || value === 'false' ? (label ?? name) : wordLabel(labels, value);
      chips.push({ key: `${name}=${value}`, text, without });
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
