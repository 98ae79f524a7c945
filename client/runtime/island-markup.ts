/** How an island asks to be hydrated: at once, when the browser is idle, or when scrolled into view. */
export type HydrateStrategy = 'load' | 'idle' | 'visible';

/** Attribute names shared by the server's island markup and the browser's island loader. */
export const islandAttributes = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  props: 'data-island-props',
} as const;

/** An island's name from its module path: `./islands/car-list.island.tsx` is `car-list`. */
export function islandNameFromPath(path: string): string | undefined {
  return /([\w-]+)\.island\.tsx$/.exec(path)?.[1];
}
