import { atom } from 'jotai/vanilla';

/**
 * The monthly cost each calculator of the page shows now, by its anchor (financeAnchors): the
 * car-finance island writes it as the visitor moves a slider, the sticky column's cards read it
 * (both through jotai's default store, the page's one store in the browser). Empty until a
 * calculator changes, so the cards show the opening costs the server rendered.
 */
export const financeCostsAtom = atom<Readonly<Record<string, number>>>({});
