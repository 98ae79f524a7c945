import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { CompareCar } from '../compare/compare-list.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { RangeFacet, ValueFacet } from '../car-list/facet-panel.tsx';
import { useFocusTrap } from '../car-list/focus-trap.ts';
import type { ListCar } from '../contracts/car-card.ts';
import {
  applyKeyphrase,
  buildSearchRequest,
  carListLastPage,
  carListPageSize,
  emptyQuery,
  type ListConfig,
  type ListQuery,
  listHref,
  progressText,
} from '../car-list/query.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import { fill } from '../lib/fill.ts';
import { formatInteger, formatPrice } from '../lib/format.ts';
import type { Facet, SearchResponse } from '../contracts/search.ts';
import { CarCard, carDetailHref } from '../ui/car-card.tsx';
import type { CarListProps } from './car-list.props.ts';

type Status = 'ok' | 'error' | 'loading' | 'loading-more';

/** Spec 9: skeleton cards while loading. */
const skeletonCount = 24;
/** Spec 7: total_items reads 10000 above that. */
const totalCap = 10_000;
/** The desktop panel mode a visitor chose, for the tab's session (spec 2). */
const modeStorageKey = 'carListFilterMode';
/** Where the list was scrolled to when a car was opened, to come back to it (spec 4). */
const scrollStorageKey = 'carListScroll';
const wideQuery = '(min-width: 1024px)';

interface Results {
  facets: Facet[];
  cars: ListCar[];
  total: number;
}

async function fetchPage(
  config: ListConfig,
  fields: string[],
  query: ListQuery,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const body = buildSearchRequest(config, query, fields, carListPageSize, page * carListPageSize);
  const response = await fetch('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchResponse;
}

function asCars(content: SearchResponse['content']): ListCar[] {
  return content.filter(
    (car): car is ListCar & Record<string, unknown> =>
      typeof car.car_id === 'string' && typeof car.slug === 'string',
  ) as ListCar[];
}

function isQuery(value: unknown): value is ListQuery {
  const q = value as ListQuery | null;
  return (
    !!q &&
    typeof q === 'object' &&
    typeof q.page === 'number' &&
    typeof q.keyphrase === 'string' &&
    typeof q.filters === 'object' &&
    typeof q.ranges === 'object'
  );
}

/**
 * The car list (car-stock spec 2 "Car list", 4 "Filter state"): the server renders it with the
 * URL's results; hydrated, filters, keyphrase, sort and show more load through POST /api/search
 * in place, each filter change a history entry that back and forward restore.
 */
export default function CarList(props: CarListProps) {
  const { id, listPath, detailPath, locale, texts, dictionary, filterVariant, fields } = props;
  const config: ListConfig = {
    facets: props.facets,
    sortOptions: props.sortOptions,
    fixedFilters: props.fixedFilters,
  };
  const [query, setQuery] = useState<ListQuery>(props.query);
  const [results, setResults] = useState<Results>({
    facets: props.result.facets,
    cars: props.result.cars,
    total: props.result.total,
  });
  const [status, setStatus] = useState<Status>(props.result.status);
  const [keyphrase, setKeyphrase] = useState(props.query.keyphrase);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sticky, setSticky] = useState(filterVariant === 'Sticky');
  const [wide, setWide] = useState<boolean | null>(null);
  const latest = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const openButton = useRef<HTMLAnchorElement>(null);
  const drawer = wide === false && panelOpen;

  const load = useCallback(
    async (next: ListQuery, mode: 'replace' | 'append' | 'restore') => {
      const request = ++latest.current;
      setStatus(mode === 'append' ? 'loading-more' : 'loading');
      try {
        const pages =
          mode === 'append'
            ? [next.page]
            : Array.from({ length: Math.min(next.page, carListLastPage) + 1 }, (_, i) => i);
        if (next.page > carListLastPage) throw new Error('past the last page');
        const answers = await Promise.all(
          pages.map((page) => fetchPage(config, fields, next, page)),
        );
        if (request !== latest.current) return;
        const cars = answers.flatMap((answer) => asCars(answer.content));
        const head = answers[0]!;
        setResults((shown) => ({
          facets: head.facet.length ? head.facet : shown.facets,
          cars: mode === 'append' ? [...shown.cars, ...cars] : cars,
          total: head.total_items,
        }));
        setStatus('ok');
      } catch (error) {
        if (request !== latest.current) return;
        console.warn(
          'car list could not be loaded',
          error instanceof Error ? error.message : error,
        );
        setStatus('error');
      }
    },
    // The configuration is the server's and never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The mode switch and the width the panel depends on are known only in the browser.
  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const update = () => setWide(media.matches);
    update();
    media.addEventListener('change', update);
    try {
      const stored = sessionStorage.getItem(modeStorageKey);
      if (stored === 'sticky' || stored === 'toggle') setSticky(stored === 'sticky');
    } catch {
      // Storage blocked: the list's FilterVariant stays.
    }
    return () => media.removeEventListener('change', update);
  }, []);

  // This entry remembers its query, so back and forward restore it; the scroll position of a
  // list left for a car comes back when the visitor returns to this very URL.
  useEffect(() => {
    window.history.replaceState(
      { ...(window.history.state as object | null), carList: props.query },
      '',
    );
    const onPop = (event: PopStateEvent) => {
      const next = (event.state as { carList?: unknown } | null)?.carList;
      // An entry the list did not write (a #fragment link) leaves the list as it is.
      if (!isQuery(next)) return;
      setQuery(next);
      setKeyphrase(next.keyphrase);
      void load(next, 'restore');
    };
    window.addEventListener('popstate', onPop);
    try {
      const saved = JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? 'null') as {
        href?: string;
        y?: number;
      } | null;
      if (saved && saved.href === window.location.href && typeof saved.y === 'number') {
        sessionStorage.removeItem(scrollStorageKey);
        window.scrollTo(0, saved.y);
      }
    } catch {
      // Nothing saved or storage blocked.
    }
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useFocusTrap(panel, drawer, () => {
    setPanelOpen(false);
    openButton.current?.focus();
  });

  function scrollToList() {
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0)
      root.current?.scrollIntoView({
        block: 'start',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
  }

  /** Spec 4: a filter change resets the page, is a history entry, and scrolls to the list. */
  function change(next: ListQuery) {
    const reset = { ...next, page: 0 };
    setQuery(reset);
    setKeyphrase(reset.keyphrase);
    window.history.pushState({ carList: reset }, '', listHref(listPath, reset));
    void load(reset, 'replace');
    if (!drawer) scrollToList();
  }

  function showMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (status === 'loading-more' || status === 'loading') return;
    const next = { ...query, page: query.page + 1 };
    setQuery(next);
    window.history.replaceState({ carList: next }, '', listHref(listPath, next));
    void load(next, 'append');
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change(applyKeyphrase(query, keyphrase, results.facets));
  }

  function onSort(value: string) {
    change({ ...query, sortName: value === config.sortOptions[0]?.Name ? '' : value });
  }

  function setMode(nextSticky: boolean) {
    setSticky(nextSticky);
    setPanelOpen(false);
    try {
      sessionStorage.setItem(modeStorageKey, nextSticky ? 'sticky' : 'toggle');
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
  }

  function rememberScroll() {
    try {
      sessionStorage.setItem(
        scrollStorageKey,
        JSON.stringify({ href: window.location.href, y: window.scrollY }),
      );
    } catch {
      // Storage blocked: the browser's own restoration remains.
    }
  }

  const chips = activeChips(query, config, locale, texts);
  const clearAll = { ...emptyQuery(), sortName: query.sortName };
  const shown = results.cars.length;
  const canShowMore =
    status !== 'error' &&
    shown < results.total &&
    query.page < carListLastPage &&
    shown >= (query.page + 1) * carListPageSize;
  const formHref = listHref(listPath, { ...query, keyphrase: '', sortName: '', page: 0 });
  const [formAction, formQuery = ''] = formHref.split('?');
  const mode = sticky ? 'sticky' : 'toggle';
  // client/lib/format.ts, not Intl: a tab's first Intl format costs ~85 ms, inside hydration.
  const money = (amount: number, currency?: string | null) => {
    try {
      return formatPrice(amount, currency || 'SEK', locale);
    } catch {
      return formatInteger(amount, locale);
    }
  };

  return (
    <div
      className="car-list-view"
      ref={root}
      id={id}
      data-mode={mode}
      data-hydrated={wide !== null || undefined}
    >
      <form
        className="car-list__bar"
        method="get"
        action={formAction}
        role="search"
        onSubmit={onSearch}
      >
        {[...new URLSearchParams(formQuery)].map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <label className="car-list__search">
          <span className="visually-hidden">{texts.searchLabel}</span>
          <input
            type="search"
            name="keyphrase"
            value={keyphrase}
            placeholder={texts.searchLabel}
            onChange={(event) => setKeyphrase(event.target.value)}
            maxLength={200}
          />
        </label>
        <button type="submit" className="car-list__search-button">
          {texts.searchButton}
        </button>
        {config.sortOptions.length ? (
          <label className="car-list__sort">
            <span>{texts.sort}</span>
            <select
              name="sortName"
              value={query.sortName || config.sortOptions[0]!.Name}
              onChange={(event) => onSort(event.target.value)}
            >
              {config.sortOptions.map((option) => (
                <option key={option.Name} value={option.Name}>
                  {option.Label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <a
          ref={openButton}
          className="car-list__filter-button"
          href={`#${id}-panel`}
          role="button"
          aria-controls={`${id}-panel`}
          aria-expanded={panelOpen}
          onClick={(event) => {
            event.preventDefault();
            setPanelOpen((open) => !open);
          }}
        >
          {texts.filters}
          {chips.length ? ` (${chips.length})` : ''}
        </a>
        {wide ? (
          <label className="car-list__mode">
            <input
              type="checkbox"
              checked={sticky}
              onChange={(event) => setMode(event.target.checked)}
            />{' '}
            {texts.stickyFilters}
          </label>
        ) : null}
      </form>

      <div className={`car-list__layout${panelOpen ? ' has-open-panel' : ''}`}>
        <aside
          ref={panel}
          id={`${id}-panel`}
          className={`car-list__panel${panelOpen ? ' is-open' : ''}`}
          aria-label={texts.filters}
          {...(drawer ? { role: 'dialog', 'aria-modal': true } : {})}
        >
          <div className="car-list__panel-head">
            <h2 className="car-list__panel-title">{texts.filters}</h2>
            <a
              className="car-list__close"
              href={`#${id}`}
              role="button"
              onClick={(event) => {
                event.preventDefault();
                setPanelOpen(false);
                openButton.current?.focus();
              }}
            >
              {texts.closeFilters}
            </a>
          </div>
          {config.facets.map((option) => {
            const facet = results.facets.find((f) => f.name === option.Name);
            if (!facet) return null;
            const common = {
              facet,
              label: option.Label,
              query,
              listPath,
              locale,
              texts,
              onChange: change,
            };
            return facet.type === 'histogram' ? (
              <RangeFacet key={facet.name} {...common} />
            ) : (
              <ValueFacet key={facet.name} {...common} facets={results.facets} />
            );
          })}
          <button
            type="button"
            className="car-list__show-results"
            onClick={() => {
              setPanelOpen(false);
              openButton.current?.focus();
            }}
          >
            {fill(texts.showResults, {
              count:
                results.total >= totalCap ? `${totalCap}+` : formatInteger(results.total, locale),
            })}
          </button>
        </aside>

        <div className="car-list__main">
          {chips.length || query.keyphrase ? (
            <div className="car-list__chips" role="group" aria-label={texts.activeFilters}>
              {chips.map((chip) => (
                <a
                  key={chip.key}
                  className="car-list__chip"
                  href={listHref(listPath, chip.without)}
                  aria-label={fill(texts.removeFilter, { label: chip.text })}
                  rel="nofollow"
                  onClick={(event) => {
                    event.preventDefault();
                    change(chip.without);
                  }}
                >
                  {chip.text} <span aria-hidden="true">×</span>
                </a>
              ))}
              <a
                className="car-list__clear"
                href={listHref(listPath, clearAll)}
                onClick={(event) => {
                  event.preventDefault();
                  change(clearAll);
                }}
              >
                {texts.clearAll}
              </a>
            </div>
          ) : null}
          <h2 className="visually-hidden" id={`${id}-results`}>
            {texts.results}
          </h2>
          <p className="car-list__progress" aria-live="polite">
            {status === 'ok' && results.total > 0
              ? progressText(texts.progress, shown, results.total, locale, totalCap)
              : status === 'loading'
                ? props.shellTexts.loading
                : ''}
          </p>
          {status === 'error' ? (
            <p className="car-list__message car-list__message--error" role="alert">
              {dictionary.carListError}
            </p>
          ) : status === 'ok' && shown === 0 ? (
            <p className="car-list__message">{dictionary.noSearchResults}</p>
          ) : null}
          {status !== 'error' ? (
            <ul
              className="car-list__results"
              aria-labelledby={`${id}-results`}
              aria-busy={status === 'loading' || status === 'loading-more'}
              onClickCapture={rememberScroll}
            >
              {status === 'loading'
                ? null
                : results.cars.map((car, index) => {
                    const monthly =
                      car.car_privateleasing_monthly_cost ?? car.car_loan_monthly_cost;
                    return (
                      <li key={car.car_id} className="car-list__item">
                        <CarCard
                          car={car}
                          href={carDetailHref(detailPath, car)}
                          priority={index === 0}
                          sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 90vw"
                          keyFacts={car.car_gearbox ? [car.car_gearbox] : undefined}
                          monthlyCost={
                            monthly
                              ? fill(texts.monthly, {
                                  amount: money(monthly, car.car_price_currency),
                                })
                              : undefined
                          }
                          dealer={
                            [car.car_site_name, car.car_site_city].filter(Boolean).join(', ') ||
                            undefined
                          }
                          actions={
                            <CompareToggle
                              car={car as CompareCar}
                              label={props.compareTexts.toggle}
                            />
                          }
                        />
                      </li>
                    );
                  })}
              {status === 'loading' || status === 'loading-more'
                ? Array.from({ length: skeletonCount }, (_, i) => (
                    <li
                      key={`skeleton-${i}`}
                      className="car-list__item car-list__skeleton"
                      aria-hidden="true"
                    >
                      <span className="car-list__skeleton-image" />
                      <span className="car-list__skeleton-line" />
                      <span className="car-list__skeleton-line car-list__skeleton-line--short" />
                    </li>
                  ))
                : null}
            </ul>
          ) : null}
          {status === 'ok' && results.total > 0 ? (
            <div className="car-list__more">
              <progress
                className="car-list__bar-progress"
                value={Math.min(shown, results.total)}
                max={results.total}
                aria-label={progressText(texts.progress, shown, results.total, locale, totalCap)}
              />
              {canShowMore ? (
                <a
                  className="car-list__show-more"
                  href={listHref(listPath, { ...query, page: query.page + 1 })}
                  role="button"
                  onClick={showMore}
                >
                  {texts.showMore}
                </a>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

interface Chip {
  key: string;
  text: string;
  without: ListQuery;
}

/** One removable chip per selected value, range and the keyphrase (spec 2). */
function activeChips(
  query: ListQuery,
  config: ListConfig,
  locale: string,
  texts: CarListProps['texts'],
): Chip[] {
  const labelOf = (name: string) => config.facets.find((facet) => facet.Name === name)?.Label;
  const chips: Chip[] = [];
  for (const [name, values] of Object.entries(query.filters)) {
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      const filters = { ...query.filters, [name]: rest };
      if (rest.length === 0) delete filters[name];
      // Removing a brand removes its models too.
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
  void texts;
  return chips;
}
