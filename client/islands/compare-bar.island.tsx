import { useAtomValue, useSetAtom } from 'jotai/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { CompareCar } from '../compare/compare-list.ts';
import { usePrimaryBar } from '../compare/primary-bar.ts';
import { useBottomBarOffset } from '../compare/use-bottom-bar-offset.ts';
import { SelectedCars } from '../compare/selected-cars.tsx';
import { fill } from '../lib/fill.ts';
import { clearCompareAtom, compareAtom, toggleCompareAtom } from '../compare/compare-state.ts';
import type { CompareBarProps } from './compare-bar.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

// The comparison dialog is most of the bar's code and only a visitor who has chosen a car can open
// it, so it is a chunk of its own: fetched once the bar shows, in place before the click.
const loadCompareModal = () => import('../compare/compare-modal.tsx');
const CompareModal = lazy(() =>
  loadCompareModal().then(({ CompareModal }) => ({ default: CompareModal })),
);

/**
 * The compare bar at the bottom of the window (spec 2, Compare): the number of selected cars, a
 * panel listing them (show / hide selected), clear, and the button that opens the comparison.
 * It shows only while the selection has a car; emptying it closes the dialog and the panel (spec 4).
 */
export default function CompareBarIsland(props: CompareBarProps) {
  const { texts } = props;
  const cars = useAtomValue(compareAtom);
  const toggle = useSetAtom(toggleCompareAtom);
  const clear = useSetAtom(clearCompareAtom);
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  // An island hydrating after another has read the stored selection still starts as the server rendered it.
  const hydrated = useHydrated();
  const primary = usePrimaryBar();
  const bar = useRef<HTMLElement>(null);
  const shown = hydrated && primary && cars.length > 0;
  useBottomBarOffset(bar, shown);

  useEffect(() => {
    if (shown) void loadCompareModal();
  }, [shown]);

  useEffect(() => {
    if (cars.length > 0) return;
    setExpanded(false);
    setOpen(false);
  }, [cars.length]);

  if (!shown) return null;

  const remove = (car: CompareCar) => void toggle(car);
  return (
    <section ref={bar} className="compare-bar" aria-label={texts.bar}>
      {expanded ? <SelectedCars id={panelId} cars={cars} texts={texts} onRemove={remove} /> : null}
      <div className="compare-bar__row">
        <p className="compare-bar__count" aria-live="polite">
          {fill(texts.count, { count: cars.length })}
        </p>
        <button
          type="button"
          className="compare-bar__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? texts.hideSelected : texts.showSelected}
        </button>
        <button type="button" className="compare-bar__clear" onClick={() => clear()}>
          {texts.clear}
        </button>
        <button
          ref={openButton}
          type="button"
          className="compare-bar__open"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {texts.open}
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <CompareModal
            {...props}
            cars={cars}
            onRemove={remove}
            onClose={() => setOpen(false)}
            returnFocusTo={openButton}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
