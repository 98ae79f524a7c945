import type { FormEvent, RefObject } from 'react';
import type { CarListProps } from '../islands/car-list.props.ts';
import { type ListConfig, type ListQuery } from './query.ts';
import { HiddenFields, queryForm } from './query-form.tsx';

interface CarListBarProps {
  id: string;
  listPath: string;
  config: ListConfig;
  query: ListQuery;
  keyphrase: string;
  texts: CarListProps['texts'];
  /** How many filters are chosen, shown on the filter button. */
  chosen: number;
  panelOpen: boolean;
  /** Null while the width is unknown; the sticky switch shows on wide screens only. */
  wide: boolean | null;
  sticky: boolean;
  openButton: RefObject<HTMLAnchorElement | null>;
  onKeyphrase(value: string): void;
  onSearch(event: FormEvent<HTMLFormElement>): void;
  onSort(value: string): void;
  onTogglePanel(): void;
  onSticky(sticky: boolean): void;
}

/**
 * The car list's bar (spec 2): the keyphrase search, the sort, the button that opens the filters
 * and, on wide screens, the sticky-filters switch. Without JavaScript it is a GET form to the
 * list that keeps the chosen filters as hidden fields.
 */
export function CarListBar(props: CarListBarProps) {
  const { id, listPath, config, query, texts } = props;
  const form = queryForm(listPath, { ...query, keyphrase: '', sortName: '', page: 0 });
  return (
    <form
      className="car-list__bar"
      method="get"
      action={form.action}
      role="search"
      onSubmit={props.onSearch}
    >
      <HiddenFields fields={form.fields} />
      <label className="car-list__search">
        <span className="visually-hidden">{texts.searchLabel}</span>
        <input
          type="search"
          name="keyphrase"
          value={props.keyphrase}
          placeholder={texts.searchLabel}
          onChange={(event) => props.onKeyphrase(event.target.value)}
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
            onChange={(event) => props.onSort(event.target.value)}
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
        ref={props.openButton}
        className="car-list__filter-button"
        href={`#${id}-panel`}
        role="button"
        aria-controls={`${id}-panel`}
        aria-expanded={props.panelOpen}
        onClick={(event) => {
          event.preventDefault();
          props.onTogglePanel();
        }}
      >
        {texts.filters}
        {props.chosen ? ` (${props.chosen})` : ''}
      </a>
      {props.wide ? (
        <label className="car-list__mode">
          <input
            type="checkbox"
            checked={props.sticky}
            onChange={(event) => props.onSticky(event.target.checked)}
          />{' '}
          {texts.stickyFilters}
        </label>
      ) : null}
    </form>
  );
}
