import type { SiteFacetData } from '../blocks/site-list/site-list.schema.ts';
import type { SiteListFacet, SiteListQuery } from '../lib/dealer-sites/site-paths.ts';
import type { SiteListProps } from '../islands/site-list.props.ts';

interface SiteListFacetsProps {
  facets: SiteFacetData[];
  query: SiteListQuery;
  open: boolean;
  texts: Pick<SiteListProps['texts'], 'facetNames' | 'applyFilters'>;
  onToggle(facet: SiteListFacet, value: string): void;
}

/**
 * The dealer site list's filters: a checkbox group per facet with its counts, and the submit
 * button that applies them without JavaScript. Below 1024 px they fold away unless `open`.
 */
export function SiteListFacets({ facets, query, open, texts, onToggle }: SiteListFacetsProps) {
  return (
    <div id="site-list-filters" className={`site-list__filters${open ? ' is-open' : ''}`}>
      {facets.map((facet) =>
        facet.values.length === 0 ? null : (
          <fieldset key={facet.name} className="site-list__facet">
            <legend>{texts.facetNames[facet.name]}</legend>
            <ul>
              {facet.values.map((value) => (
                <li key={value.text}>
                  <label className="site-list__option">
                    <input
                      type="checkbox"
                      name={facet.name}
                      value={value.text}
                      checked={query.selected[facet.name].includes(value.text)}
                      onChange={() => onToggle(facet.name, value.text)}
                    />
                    <span>
                      {value.text} <span className="site-list__count">({value.count})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ),
      )}
      <button type="submit" className="button button--primary site-list__apply">
        {texts.applyFilters}
      </button>
    </div>
  );
}
