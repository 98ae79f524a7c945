import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { activeChips } from '../car-list/active-chips.ts';
import { CarListBar } from '../car-list/car-list-bar.tsx';
import { CarListChips } from '../car-list/car-list-chips.tsx';
import { CarListPanel } from '../car-list/car-list-panel.tsx';
import { CarListResultsView } from '../car-list/car-list-results.tsx';
import { useFilterMode } from '../car-list/filter-mode.ts';
import { useFocusTrap } from '../car-list/focus-trap.ts';
import { ListHeading } from '../car-list/list-heading.tsx';
import { useListHistory } from '../car-list/list-history.ts';
import { listDocumentTitle } from '../car-list/list-titles.ts';
import { emptyQuery, type ListConfig, type ListQuery } from '../car-list/query.ts';
import { applyTyped } from '../car-list/typed-words.ts';
import { useCarList } from '../car-list/use-car-list.ts';
import { prefersReducedMotion } from '../lib/reduced-motion.ts';
import { EditingContext } from '../ui/editable.tsx';
import type { CarListProps } from './car-list.props.ts';

/**
 * The car list (car-stock spec 2 "Car list", 4 "Filter state"): the server renders it with the
 * URL's results; hydrated, filters, keyphrase, sort and show more load through POST /api/search
 * in place, each filter change a history entry that back and forward restore; the breadcrumb,
 * heading and document title follow the brand and model the URL names.
 */
export default function CarList(props: CarListProps) {
  const { id, listPath, locale } = props;
  const config: ListConfig = {
    facets: props.facets,
    sortOptions: props.sortOptions,
    fixedFilters: props.fixedFilters,
  };
  const { result } = props;
  const list = useCarList({
    config,
    fields: props.fields,
    listPath,
    query: props.query,
    named: props.heading.named,
    results: { facets: result.facets, cars: result.cars, total: result.total },
    status: result.status,
  });
  const { query, results } = list;
  const [panelOpen, setPanelOpen] = useState(false);
  const mode = useFilterMode(props.filterVariant);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const openButton = useRef<HTMLAnchorElement>(null);
  const drawer = mode.wide === false && panelOpen;
  useListHistory(props.query, props.heading.named, list.restore);
  // The document title follows the heading, as the server titles the URL the change wrote.
  const { titles } = props.heading;
  const documentTitle = titles ? listDocumentTitle(list.named, titles) : undefined;
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);

  const closePanel = () => {
    setPanelOpen(false);
    openButton.current?.focus();
  };
  useFocusTrap(panel, drawer, closePanel);

  /** Spec 4: a filter change also scrolls back to the top of the list, unless in the drawer. */
  function change(next: ListQuery) {
    list.change(next);
    if (drawer) return;
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0)
      root.current?.scrollIntoView({
        block: 'start',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
  }

  const chips = activeChips(query, config, locale, results.facets, props.wordLabels);
  // Everything the parts show and do, in one object each part takes its own props from.
  const view = {
    ...props,
    ...list,
    config,
    chips,
    chosen: chips.length,
    clearAll: { ...emptyQuery(), sortName: query.sortName },
    // The server's word on its URL's typed ranges holds until the visitor changes the query.
    invalidRanges: query === props.query ? props.invalidRanges : {},
    panelOpen,
    drawer,
    wide: mode.wide,
    sticky: mode.sticky,
    openButton,
    panel,
    onKeyphrase: list.setKeyphrase,
    onSearch: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      change(applyTyped(query, list.keyphrase, props.vocabulary, props.wordLabels));
    },
    onSort: (value: string) =>
      change({ ...query, sortName: value === config.sortOptions[0]?.Name ? '' : value }),
    onTogglePanel: () => setPanelOpen((open) => !open),
    onSticky: (sticky: boolean) => {
      mode.choose(sticky);
      setPanelOpen(false);
    },
    onChange: change,
    onClose: closePanel,
    onShowMore: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      list.showMore();
    },
  };
  return (
    <div
      className="car-list-view"
      ref={root}
      id={id}
      data-mode={mode.sticky ? 'sticky' : 'toggle'}
      data-hydrated={mode.wide !== null || undefined}
    >
      <EditingContext.Provider value={props.heading.editing}>
        <ListHeading
          {...props.heading}
          listPath={listPath}
          breadcrumbLabel={props.texts.breadcrumb}
          named={list.named}
        />
      </EditingContext.Provider>
      <CarListBar {...view} />
      <div className={`car-list__layout${panelOpen ? ' has-open-panel' : ''}`}>
        <CarListPanel {...view} />
        <div className="car-list__main">
          {chips.length || query.keyphrase ? <CarListChips {...view} /> : null}
          <CarListResultsView {...view} />
        </div>
      </div>
    </div>
  );
}
