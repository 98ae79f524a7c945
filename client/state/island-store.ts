import { createStore } from 'jotai/vanilla';

/**
 * The one jotai store every island of a page shares in the browser, so that, for example, the
 * compare bar and the compare buttons on car cards see the same list. The server creates its own
 * store per request instead.
 */
export const islandStore = createStore();
