import { type FormEvent, type MouseEvent, useEffect, useState } from 'react';
import { SiteCards } from '../dealer-sites/site-cards.tsx';
import { chosenValues, SiteListChips } from '../dealer-sites/site-list-chips.tsx';
import { SiteListFacets } from '../dealer-sites/site-list-facets.tsx';
import { useSiteList } from '../dealer-sites/use-site-list.ts';
import { fill } from '../lib/fill.ts';
import { type SiteListQuery, toggleSiteListValue } from '../lib/dealer-sites/site-paths.ts';
import type { SiteListProps } from './site-list.props.ts';

/**
 * The dealer site list (car-stock 2, 7, 8): a search field, a checkbox group per facet, chips for
 * the chosen values and the dealers' cards. The server renders it as a GET form and links, so it
 * all works without JavaScript; hydrated, every change asks POST /api/search (index `sites`) and
 * updates the list and the URL in place. A failed search shows carListError, no match noSearchResults.
 */
export default function SiteList(props: SiteListProps) {
  const { listPath, texts, dictionary } = props;
  const { query, results, loading, apply } = useSiteList(
    listPath,
    {
      keyphrase: props.keyphrase,
      selected: {
        website_city: props.selected.website_city ?? [],
        site_region: props.selected.site_region ?? [],
        site_brands: props.selected.site_brands ?? [],
      },
    },
    { sites: props.sites, facets: props.facets, total: props.total, failed: props.failed },
  );
  const [keyphrase, setKeyphrase] = useState(props.keyphrase);
  const [live, setLive] = useState(false);
  // Below 1024 px the filters fold away behind a toggle, so a phone shows the dealers first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => setLive(true), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void apply({ ...query, keyphrase: keyphrase.trim() });
  };
  const onChip = (event: MouseEvent<HTMLAnchorElement>, next: SiteListQuery) => {
    if (!live) return;
    event.preventDefault();
    if (next.keyphrase !== keyphrase) setKeyphrase(next.keyphrase);
    void apply(next);
  };
  const toggleFilters = () => setFiltersOpen((open) => !open);

  const chosen = chosenValues(query).length;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const { sites, facets, total, failed } = results;
  return (
    <form
      className="site-list__form"
      action={listPath}
      method="get"
      role="search"
      onSubmit={onSubmit}
      data-live={live ? '' : undefined}
    >
      <div className="site-list__search">
        <label htmlFor="site-list-keyphrase">{texts.searchLabel}</label>
        <input
          id="site-list-keyphrase"
          type="search"
          name="keyphrase"
          value={keyphrase}
          onChange={(e) => setKeyphrase(e.target.value)}
          autoComplete="off"
          maxLength={200}
        />
        <button type="submit" className="button button--primary">
          {texts.searchButton}
        </button>
      </div>
      {/* The filters' heading stays outside the part that folds, so the headings keep their order on a phone. */}
      <Heading className="visually-hidden">{texts.filtersHeading}</Heading>
      {/* Without JavaScript the link opens the filters as the URL's #target. */}
      <a
        className="button button--ghost site-list__filters-toggle"
        href="#site-list-filters"
        role="button"
        aria-controls="site-list-filters"
        aria-expanded={filtersOpen}
        onClick={(event) => {
          event.preventDefault();
          toggleFilters();
        }}
        onKeyDown={(event) => {
          // A button also answers Space (Enter already clicks the link).
          if (event.key !== ' ') return;
          event.preventDefault();
          toggleFilters();
        }}
      >
        {texts.filtersHeading}
        {chosen ? ` (${chosen})` : ''}
      </a>
      <div className="site-list__layout">
        <SiteListFacets
          facets={facets}
          query={query}
          open={filtersOpen}
          texts={texts}
          onToggle={(facet, value) => void apply(toggleSiteListValue(query, facet, value))}
        />
        <div className="site-list__results">
          <SiteListChips listPath={listPath} query={query} texts={texts} onChip={onChip} />
          <p className="site-list__summary" role="status">
            {loading
              ? texts.loading
              : failed
                ? dictionary.carListError
                : total === 0
                  ? dictionary.noSearchResults
                  : total === 1
                    ? texts.resultCountOne
                    : fill(texts.resultCount, { count: total })}
          </p>
          <SiteCards
            sites={sites}
            detailPath={props.detailPath}
            headingLevel={props.headingLevel}
            busy={loading}
          />
        </div>
      </div>
    </form>
  );
}
