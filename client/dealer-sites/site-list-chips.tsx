import type { MouseEvent } from 'react';
import { fill } from '../lib/fill.ts';
import {
  type SiteListQuery,
  siteListFacets,
  siteListHref,
  toggleSiteListValue,
} from '../lib/dealer-sites/site-paths.ts';
import type { SiteListProps } from '../islands/site-list.props.ts';

/** The query with nothing chosen: the list's 'clear filters'. */
const cleared: SiteListQuery = {
  keyphrase: '',
  selected: { website_city: [], site_region: [], site_brands: [] },
};

/** Each chosen facet value, in the facets' order: a chip each, and the filter toggle's count. */
export function chosenValues(query: SiteListQuery) {
  return siteListFacets.flatMap((facet) =>
    query.selected[facet].map((value) => ({ facet, value })),
  );
}

interface SiteListChipsProps {
  listPath: string;
  query: SiteListQuery;
  texts: Pick<SiteListProps['texts'], 'removeFilter' | 'clearFilters'>;
  onChip(event: MouseEvent<HTMLAnchorElement>, next: SiteListQuery): void;
}

/**
 * A removable chip per chosen value and for the keyphrase, and 'clear filters': links to the list
 * without that choice, so they work without JavaScript. Nothing shows while nothing is chosen.
 */
export function SiteListChips({ listPath, query, texts, onChip }: SiteListChipsProps) {
  const chips = chosenValues(query);
  if (chips.length === 0 && !query.keyphrase) return null;
  const chip = (key: string, text: string, label: string, next: SiteListQuery) => (
    <li key={key}>
      <a
        className="site-list__chip"
        href={siteListHref(listPath, next)}
        aria-label={fill(texts.removeFilter, { value: label })}
        onClick={(e) => onChip(e, next)}
      >
        {text} <span aria-hidden="true">×</span>
      </a>
    </li>
  );
  return (
    <ul className="site-list__chips">
      {chips.map(({ facet, value }) =>
        chip(`${facet}:${value}`, value, value, toggleSiteListValue(query, facet, value)),
      )}
      {query.keyphrase
        ? chip('keyphrase', `“${query.keyphrase}”`, query.keyphrase, { ...query, keyphrase: '' })
        : null}
      <li>
        <a
          className="site-list__chip site-list__chip--clear"
          href={listPath}
          onClick={(e) => onChip(e, cleared)}
        >
          {texts.clearFilters}
        </a>
      </li>
    </ul>
  );
}
