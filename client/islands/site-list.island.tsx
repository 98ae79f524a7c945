import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { SiteCardData, SiteFacetData } from '../blocks/site-list/site-list.schema.ts';
import { fill } from '../lib/fill.ts';
import { siteListResults } from '../lib/dealer-sites/site-list-results.ts';
import {
  type SiteListFacet,
  type SiteListQuery,
  siteDetailPath,
  siteListHref,
  siteListRequest,
  toggleSiteListValue,
} from '../lib/dealer-sites/site-paths.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { SiteListProps } from './site-list.props.ts';

const searchEndpoint = '/api/search';

interface Results {
  sites: SiteCardData[];
  facets: SiteFacetData[];
  total: number;
  failed: boolean;
}

function isSearchAnswer(value: unknown): value is { facet: []; content: []; total_items: number } {
  const v = value as { facet?: unknown; content?: unknown; total_items?: unknown } | null;
  return (
    !!v && Array.isArray(v.facet) && Array.isArray(v.content) && typeof v.total_items === 'number'
  );
}

/**
 * The dealer site list (car-stock 2, 7, 8): a search field, a checkbox group per facet, chips for
 * the chosen values and the dealers' cards. The server renders it as a GET form and links, so it
 * all works without JavaScript; hydrated, every change asks POST /api/search (index `sites`) and
 * updates the list and the URL in place. A failed search shows carListError, no match noSearchResults.
 */
export default function SiteList(props: SiteListProps) {
  const { listPath, detailPath, texts, dictionary } = props;
  const [query, setQuery] = useState<SiteListQuery>({
    keyphrase: props.keyphrase,
    selected: {
      website_city: props.selected.website_city ?? [],
      site_region: props.selected.site_region ?? [],
      site_brands: props.selected.site_brands ?? [],
    },
  });
  const [keyphrase, setKeyphrase] = useState(props.keyphrase);
  const [results, setResults] = useState<Results>({
    sites: props.sites,
    facets: props.facets,
    total: props.total,
    failed: props.failed,
  });
  const [loading, setLoading] = useState(false);
  const [live, setLive] = useState(false);
  // Below 1024 px the filters fold away behind a toggle, so a phone shows the dealers first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const latest = useRef(0);
  useEffect(() => setLive(true), []);

  async function apply(next: SiteListQuery) {
    setQuery(next);
    window.history.replaceState(window.history.state, '', siteListHref(listPath, next));
    const request = ++latest.current;
    setLoading(true);
    try {
      const response = await fetch(searchEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(siteListRequest(next)),
      });
      const body: unknown = await response.json();
      if (!response.ok || !isSearchAnswer(body))
        throw new Error(`search answered ${response.status}`);
      if (request !== latest.current) return;
      setResults({ ...siteListResults(body), failed: false });
    } catch (error) {
      console.warn('site list search failed', error instanceof Error ? error.message : error);
      if (request === latest.current)
        setResults({ sites: [], facets: results.facets, total: 0, failed: true });
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }

  const toggle = (facet: SiteListFacet, value: string) =>
    apply(toggleSiteListValue(query, facet, value));
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

  const chips = (['website_city', 'site_region', 'site_brands'] as const).flatMap((facet) =>
    query.selected[facet].map((value) => ({ facet, value })),
  );
  const cleared: SiteListQuery = {
    keyphrase: '',
    selected: { website_city: [], site_region: [], site_brands: [] },
  };
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = props.headingLevel === 2 ? 'h3' : 'h4';
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
          setFiltersOpen((open) => !open);
        }}
        onKeyDown={(event) => {
          // A button also answers Space (Enter already clicks the link).
          if (event.key !== ' ') return;
          event.preventDefault();
          setFiltersOpen((open) => !open);
        }}
      >
        {texts.filtersHeading}
        {chips.length ? ` (${chips.length})` : ''}
      </a>
      <div className="site-list__layout">
        <div
          id="site-list-filters"
          className={`site-list__filters${filtersOpen ? ' is-open' : ''}`}
        >
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
                          onChange={() => void toggle(facet.name, value.text)}
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
        <div className="site-list__results">
          {chips.length > 0 || query.keyphrase ? (
            <ul className="site-list__chips">
              {chips.map(({ facet, value }) => {
                const next = toggleSiteListValue(query, facet, value);
                return (
                  <li key={`${facet}:${value}`}>
                    <a
                      className="site-list__chip"
                      href={siteListHref(listPath, next)}
                      aria-label={fill(texts.removeFilter, { value })}
                      onClick={(e) => onChip(e, next)}
                    >
                      {value} <span aria-hidden="true">×</span>
                    </a>
                  </li>
                );
              })}
              {query.keyphrase ? (
                <li>
                  <a
                    className="site-list__chip"
                    href={siteListHref(listPath, { ...query, keyphrase: '' })}
                    aria-label={fill(texts.removeFilter, { value: query.keyphrase })}
                    onClick={(e) => onChip(e, { ...query, keyphrase: '' })}
                  >
                    “{query.keyphrase}” <span aria-hidden="true">×</span>
                  </a>
                </li>
              ) : null}
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
          ) : null}
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
          <ul className="site-list__cards" aria-busy={loading}>
            {sites.map((site) => (
              <li key={site.id} className="site-card">
                {site.image ? (
                  <ResponsiveImage
                    className="site-card__image"
                    src={site.image.src}
                    alt=""
                    width={640}
                    height={360}
                    sizes="(min-width: 1280px) 20rem, (min-width: 640px) 40vw, 90vw"
                    blurDataUrl={site.image.blur || undefined}
                  />
                ) : null}
                <div className="site-card__body">
                  <CardHeading className="site-card__name">
                    <a className="site-card__link" href={siteDetailPath(detailPath, site.slug)}>
                      {site.name}
                    </a>
                  </CardHeading>
                  <p className="site-card__city">{site.websiteCity}</p>
                  <p className="site-card__meta">{site.address}</p>
                  {site.phone ? (
                    <p className="site-card__meta">
                      <a
                        className="site-card__phone"
                        href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
                      >
                        {site.phone}
                      </a>
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </form>
  );
}
