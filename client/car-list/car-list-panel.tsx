import type { RefObject } from 'react';
import { fill } from '../lib/fill.ts';
import { formatInteger } from '../lib/format.ts';
import type { CarListProps } from '../islands/car-list.props.ts';
import type { CarListResults } from './car-list-search.ts';
import { RangeFacet, ValueFacet } from './facet-panel.tsx';
import type { ListConfig, ListQuery } from './query.ts';
import type { WordLabels } from '../stock/word-label.ts';

/** Spec 7: total_items reads 10000 above that. */
export const totalCap = 10_000;

interface CarListPanelProps {
  id: string;
  listPath: string;
  locale: string;
  config: ListConfig;
  query: ListQuery;
  results: CarListResults;
  texts: CarListProps['texts'];
  wordLabels: WordLabels;
  /** Typed range amounts of the server's URL that are not amounts, by field. */
  invalidRanges: Record<string, string>;
  panelOpen: boolean;
  /** A narrow screen's open panel is a modal dialog. */
  drawer: boolean;
  panel: RefObject<HTMLElement | null>;
  onChange(next: ListQuery): void;
  onClose(): void;
}

/**
 * The filter panel (spec 2): the configured facets the answer counts, value lists or ranges, and
 * the button that closes it showing the number of results. Beside the list on wide screens
 * (sticky or toggled), a drawer on narrow ones.
 */
export function CarListPanel(props: CarListPanelProps) {
  const { id, query, results, texts, locale } = props;
  return (
    <aside
      ref={props.panel}
      id={`${id}-panel`}
      className={`car-list__panel${props.panelOpen ? ' is-open' : ''}`}
      aria-label={texts.filters}
      {...(props.drawer ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <div className="car-list__panel-head">
        <h2 className="car-list__panel-title">{texts.filters}</h2>
        <a
          className="car-list__close"
          href={`#${id}`}
          role="button"
          onClick={(event) => {
            event.preventDefault();
            props.onClose();
          }}
        >
          {texts.closeFilters}
        </a>
      </div>
      {props.config.facets.map((option) => {
        const facet = results.facets.find((f) => f.name === option.Name);
        if (!facet) return null;
        const common = {
          facet,
          label: option.Label,
          query,
          listPath: props.listPath,
          locale,
          texts,
          onChange: props.onChange,
        };
        return facet.type === 'histogram' ? (
          <RangeFacet key={facet.name} {...common} invalid={props.invalidRanges[facet.name]} />
        ) : (
          <ValueFacet
            key={facet.name}
            {...common}
            facets={results.facets}
            wordLabels={props.wordLabels}
          />
        );
      })}
      <button type="button" className="car-list__show-results" onClick={props.onClose}>
        {fill(texts.showResults, {
          count: results.total >= totalCap ? `${totalCap}+` : formatInteger(results.total, locale),
        })}
      </button>
    </aside>
  );
}
