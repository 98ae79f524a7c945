/** How an island asks to be hydrated: at once, when the browser is idle, or when scrolled into view. */
export type HydrateStrategy = 'load' | 'idle' | 'visible';

/** Attribute names shared by the server's island markup and the browser's island loader. */
export const islandAttributes = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  props: 'data-island-props',
  /** The island's own chunk in a build, which the browser imports (absent in `vite dev`). */
  src: 'data-island-src',
  /** On the page's module script in a build: the hydration runtime's chunk. */
  runtime: 'data-island-runtime',
  /**
   * Set by the browser: on an island once React has hydrated it and its mount effects have run;
   * on `<html>` once every island that hydrates at load or when idle has (tests wait on these).
   */
  hydrated: 'data-hydrated',
} as const;

/** An island's name from its module path: `./islands/car-list.island.tsx` is `car-list`. */
export function islandNameFromPath(path: string): string | undefined {
  return /([\w-]+)\.island\.tsx$/.exec(path)?.[1];
}
