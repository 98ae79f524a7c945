import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Facet, FacetValue } from '../contracts/search.ts';
import { fill } from '../lib/fill.ts';
import { formatInteger } from '../lib/format.ts';
import { HiddenFields, queryForm } from './query-form.tsx';
import {
  childFacets,
  clampRange,
  type ListQuery,
  listHref,
  parseAmount,
  setRange,
  sliderStep,
  toggleValue,
} from './query.ts';
import { type WordLabels, wordLabel } from '../stock/word-label.ts';

/** Values a facet shows before its 'show more'. */
const valuesShown = 8;
/** Spec 9: a typed range is submitted after 1.5 s without typing. */
export const rangeIdleMs = 1500;

export interface PanelTexts {
  moreValues: string;
  from: string;
  to: string;
  applyRange: string;
  invalidAmount: string;
}

interface FacetProps {
  facet: Facet;
  label: string;
  query: ListQuery;
  listPath: string;
  locale: string;
  texts: PanelTexts;
  /** Applies a new query (the island loads it); links stay plain links before hydration. */
  onChange: (next: ListQuery) => void;
}

/** A link that is a plain page load without JavaScript and a state change with it. */
function FilterLink({
  href,
  onPick,
  checked,
  children,
}: {
  href: string;
  onPick: () => void;
  checked: boolean;
  children: React.ReactNode;
}) {
  const pick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPick();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A checkbox toggles with Space, as a visitor using the keyboard expects.
    if (event.key === ' ') {
      event.preventDefault();
      onPick();
    }
  };
  return (
    <a
      className="car-list-facet__value"
      href={href}
      role="checkbox"
      aria-checked={checked}
      onClick={pick}
      onKeyDown={onKeyDown}
      rel="nofollow"
    >
      {children}
    </a>
  );
}

function ValueList({
  facet,
  name,
  values,
  query,
  listPath,
  texts,
  onChange,
  facets,
  wordLabels,
}: Omit<FacetProps, 'facet' | 'label' | 'locale'> & {
  facet: Facet;
  name: string;
  values: FacetValue[];
  facets: Facet[];
  wordLabels: WordLabels;
}) {
  const selected = query.filters[name] ?? [];
  const item = (value: FacetValue) => {
    const next = toggleValue(query, name, value.text, facets);
    const isSelected = selected.includes(value.text);
    const child = name === facet.name ? facet.child_name : undefined;
    return (
      <li key={value.text}>
        <FilterLink
          href={listHref(listPath, next)}
          checked={isSelected}
          onPick={() => onChange(next)}
        >
          <span className="car-list-facet__text">
            {value.text === 'true' ? '✓' : wordLabel(wordLabels, value.text)}
          </span>{' '}
          <span className="car-list-facet__count">{value.count}</span>
        </FilterLink>
        {child && isSelected && value.children?.length ? (
          <ValueList
            facet={facet}
            name={child}
            values={value.children}
            query={query}
            listPath={listPath}
            texts={texts}
            onChange={onChange}
            facets={facets}
            wordLabels={wordLabels}
          />
        ) : null}
      </li>
    );
  };
  const first = values.slice(0, valuesShown);
  const rest = values.slice(valuesShown);
  // Selected values beyond the first ones stay in view.
  const restOpen = rest.some((value) => selected.includes(value.text));
  return (
    <>
      <ul className="car-list-facet__values">{first.map(item)}</ul>
      {rest.length ? (
        <details className="car-list-facet__more" open={restOpen || undefined}>
          <summary>
            {texts.moreValues} ({rest.length})
          </summary>
          <ul className="car-list-facet__values">{rest.map(item)}</ul>
        </details>
      ) : null}
    </>
  );
}

/** A value facet: its values with counts, the brand's models under a selected brand. */
export function ValueFacet(props: FacetProps & { facets: Facet[]; wordLabels: WordLabels }) {
  const { facet, label } = props;
  if (facet.values.length === 0) return null;
  return (
    <fieldset className="car-list-facet">
      <legend className="car-list-facet__label">{label}</legend>
      <ValueList {...props} name={facet.name} values={facet.values} />
    </fieldset>
  );
}

/**
 * A histogram facet (spec 5): typed amounts (digits after removing spaces, clamped to the facet's
 * min and max, min past max takes the moved value) submitted after 1.5 s idle or on leaving the
 * field; sliders stepping about 1 % of the range submitted on release; the full range removes it.
 * Without JavaScript it is a GET form of the two amounts under the range's name (the server reads
 * and clamps them) with the rest of the query hidden and an apply button; its styles show the
 * button, and hide the sliders, only where scripts do not run.
 */
export function RangeFacet(props: FacetProps & { invalid: string | undefined }) {
  const { facet, label, query, listPath, locale, texts, onChange, invalid } = props;
  const bounds = { min: Math.floor(facet.min ?? 0), max: Math.ceil(facet.max ?? 0) };
  const applied = query.ranges[facet.name];
  const current: [number, number] = applied ? [applied[0], applied[1]] : [bounds.min, bounds.max];
  const [draft, setDraft] = useState<[number, number]>(current);
  const [typed, setTyped] = useState<{ min?: string; max?: string }>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const key = `${current[0]}-${current[1]}-${bounds.min}-${bounds.max}`;
  useEffect(() => {
    setDraft(current);
    setTyped({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (bounds.max <= bounds.min) return null;

  const commit = (range: [number, number]) => {
    clearTimeout(timer.current);
    if (range[0] === current[0] && range[1] === current[1]) return;
    onChange(setRange(query, facet.name, range, bounds));
  };
  const commitTyped = (moved: 'min' | 'max', text: string | undefined) => {
    if (text === undefined) return;
    const amount = parseAmount(text);
    const raw: [number, number] =
      moved === 'min' ? [amount ?? bounds.min, draft[1]] : [draft[0], amount ?? bounds.max];
    const next = clampRange(raw, moved, bounds);
    setDraft(next);
    setTyped({});
    commit(next);
  };
  const onType = (moved: 'min' | 'max', text: string) => {
    setTyped((t) => ({ ...t, [moved]: text }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commitTyped(moved, text), rangeIdleMs);
  };
  const onSlide = (moved: 'min' | 'max', value: number) => {
    setDraft((d) => clampRange(moved === 'min' ? [value, d[1]] : [d[0], value], moved, bounds));
  };
  const release = () => commit(draft);
  const step = sliderStep(bounds);
  const id = `car-list-range-${facet.name}`;
  const ranges = { ...query.ranges };
  delete ranges[facet.name];
  const form = queryForm(listPath, { ...query, ranges, page: 0 });
  return (
    <form
      className="car-list-range__form"
      method="get"
      action={form.action}
      onSubmit={(event) => {
        event.preventDefault();
        release();
      }}
    >
      <HiddenFields fields={form.fields} />
      <fieldset className="car-list-facet car-list-range">
        <legend className="car-list-facet__label">{label}</legend>
        {invalid !== undefined ? (
          <p id={`${id}-error`} className="car-list-range__error">
            {fill(texts.invalidAmount, { value: invalid })}
          </p>
        ) : null}
        <div className="car-list-range__inputs">
          {(['min', 'max'] as const).map((end, i) => (
            <label key={end} className="car-list-range__field">
              <span>{end === 'min' ? texts.from : texts.to}</span>
              <input
                id={`${id}-${end}`}
                name={facet.name}
                type="text"
                inputMode="numeric"
                aria-invalid={invalid !== undefined || undefined}
                aria-describedby={invalid !== undefined ? `${id}-error` : undefined}
                value={typed[end] ?? formatInteger(draft[i]!, locale)}
                onChange={(event) => onType(end, event.target.value)}
                onBlur={() => commitTyped(end, typed[end])}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    commitTyped(end, typed[end]);
                  }
                }}
              />
            </label>
          ))}
        </div>
        {(['min', 'max'] as const).map((end, i) => (
          <input
            key={end}
            className="car-list-range__slider"
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={step}
            value={draft[i]}
            aria-label={`${label}: ${end === 'min' ? texts.from : texts.to}`}
            aria-valuetext={formatInteger(draft[i]!, locale)}
            onChange={(event) => onSlide(end, Number(event.target.value))}
            onPointerUp={release}
            onKeyUp={release}
            onTouchEnd={release}
          />
        ))}
        <button type="submit" className="car-list-range__apply">
          {texts.applyRange}
        </button>
      </fieldset>
    </form>
  );
}

export { childFacets };
