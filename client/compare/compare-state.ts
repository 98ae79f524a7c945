import { atom } from 'jotai/vanilla';
import { type CompareCar, compareStorageKey, parseStoredCompare, toggleCompared } from './compare-list.ts';

const selection = atom<CompareCar[]>([]);

/**
 * The compare selection every island of the page shares (through client/state/island-store.ts),
 * kept in session storage. It starts empty, as the server rendered it, and reads the stored list
 * once mounted, so hydration never disagrees with the server's HTML.
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

/** Adds or removes one car. */
export const toggleCompareAtom = atom(null, (get, set, car: CompareCar) => {
  set(compareAtom, toggleCompared(get(compareAtom), car));
});
