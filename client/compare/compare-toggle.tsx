import { useAtomValue, useSetAtom } from 'jotai/react';
import type { CompareCar } from './compare-list.ts';
import { isCompared } from './compare-list.ts';
import { compareAtom, toggleCompareAtom } from './compare-state.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The compare button of a car card or the detail page, for use inside an island. Pressed when the
 * car is in the selection; the label stays the same and aria-pressed says the state.
 */
export function CompareToggle({ car, label }: { car: CompareCar; label: string }) {
  // The server knows no selection: hydrate as it rendered, then show the stored state.
  const hydrated = useHydrated();
  const list = useAtomValue(compareAtom);
  const selected = hydrated && isCompared(list, car.car_id);
  const toggle = useSetAtom(toggleCompareAtom);
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={selected}
      onClick={() => toggle(car)}
    >
      {label}
    </button>
  );
}
