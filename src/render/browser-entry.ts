import { islandNameFromPath } from '#client/runtime/island-markup.ts';

/** The hydration runtime (React DOM): an entry of the client build the browser imports by URL. */
export const islandRuntimeSource = 'client/runtime/hydrate-island.tsx';

/**
 * The browser entry of a client manifest: its one entry chunk that is neither an island, the
 * hydration runtime nor a stylesheet (each of those is an entry of its own, see vite.config.ts).
 */
export function browserEntry<C extends { src?: string; isEntry?: boolean }>(
  manifest: Record<string, C>,
): [key: string, chunk: C] {
  const entries = Object.entries(manifest).filter(
    ([, chunk]) =>
      chunk.isEntry &&
      !islandNameFromPath(chunk.src ?? '') &&
      chunk.src !== islandRuntimeSource &&
      !chunk.src?.endsWith('.css'),
  );
  if (entries.length !== 1)
    throw new Error(`client manifest: expected one entry chunk, found ${entries.length}`);
  return entries[0]!;
}
