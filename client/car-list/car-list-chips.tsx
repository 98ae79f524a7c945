import { fill } from '../lib/fill.ts';
import type { CarListProps } from '../islands/car-list.props.ts';
import type { Chip } from './active-chips.ts';
import { type ListQuery, listHref } from './query.ts';

interface CarListChipsProps {
  listPath: string;
  chips: Chip[];
  /** Where 'clear all' leads: no filters, the sort kept. */
  clearAll: ListQuery;
  texts: Pick<CarListProps['texts'], 'activeFilters' | 'removeFilter' | 'clearAll'>;
  onChange(next: ListQuery): void;
}

/** The chosen filters as removable chips and 'clear all': links without JavaScript (spec 2). */
export function CarListChips({ listPath, chips, clearAll, texts, onChange }: CarListChipsProps) {
  return (
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
            onChange(chip.without);
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
          onChange(clearAll);
        }}
      >
        {texts.clearAll}
      </a>
    </div>
  );
}
