import { atom } from 'jotai/vanilla';
import { fetchCompareDetail } from './compare-detail.ts';
import {
  type CompareCar,
  compareStorageKey,
  isCompared,
  parseStoredCompare,
  toggleCompared,
  withDetail,
} from './compare-list.ts';

const selection = atom<CompareCar[]>([]);

/**
 * The compare selection every island of the page shares (through jotai's default store, in the
 * browser the page's one store), kept in session storage. It starts empty, as the server rendered
 * it, and reads the stored list once mounted, so hydration never disagrees with the server's HTML.
 */
export const compareAtom = atom(
  (get) => get(selection),
  (_get, set, next: CompareCar[]) => {
    set(selection, next);
    try {
      sessionStorage.setItem(compareStorageKey, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the selection still works for this page.
    }
  },
);
compareAtom.onMount = (setSelection) => {
  try {
    setSelection(parseStoredCompare(sessionStorage.getItem(compareStorageKey)));
  } catch {
    // Blocked storage: start empty.
  }
};

/**
 * Adds or removes one car (spec 4). An added car shows at once as the card gave it; its detailed
 * record is fetched and replaces it when it arrives (a failed fetch keeps the card's car). Resolves
 * once the selection is final, for callers that wait (the tests).
 */
export const toggleCompareAtom = atom(null, async (get, set, car: CompareCar) => {
  const current = get(compareAtom);
  if (isCompared(current, car.car_id)) {
    set(compareAtom, toggleCompared(current, car));
    return;
  }
  set(compareAtom, toggleCompared(current, car));
  const detail = await fetchCompareDetail(car.car_id);
  if (detail && isCompared(get(compareAtom), car.car_id))
    set(compareAtom, withDetail(get(compareAtom), detail));
});

/** Empties the selection (the bar's clear button, the last car removed in the modal). */
export const clearCompareAtom = atom(null, (_get, set) => set(compareAtom, []));
