import { z } from 'zod';
import { islandNameFromPath } from '#client/runtime/island-markup.ts';
import type { PageAssets } from '#client/runtime/page-context.tsx';
import { type Stylesheet, stylesheetSources } from '#client/styles/stylesheets.ts';
import { type Fetcher, fetchFrom } from '../platform.ts';
import { browserEntry, islandRuntimeSource } from './browser-entry.ts';

const rawManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    src: z.string().optional(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type RawManifest = z.infer<typeof rawManifestSchema>;

const manifestPath = '/.vite/manifest.json';

/** Turns vite's client manifest into the page's asset list. */
export function toPageAssets(manifest: RawManifest): PageAssets {
  const [, entry] = browserEntry(manifest);
  const islandKeys = new Map<string, string>();
  let runtimeKey: string | undefined;
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = islandNameFromPath(chunk.src ?? '');
    if (name) islandKeys.set(name, key);
    if (chunk.src === islandRuntimeSource) runtimeKey = key;
  }
  const chunksOf = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((dep) => chunksOf(dep, seen))];
  };
  const islandChunks = new Map<string, string[]>();
  for (const [name, key] of islandKeys) {
    const seen = new Set<string>();
    islandChunks.set(name, [
      ...chunksOf(key, seen),
      ...(runtimeKey ? chunksOf(runtimeKey, seen) : []),
    ]);
  }
  const stylesheetHref = (name: Stylesheet) => {
    const chunk = manifest[stylesheetSources[name]];
    return chunk ? `/${chunk.file}` : undefined;
  };
  return {
    scripts: [`/${entry.file}`],
    stylesheets: (entry.css ?? []).map((file) => `/${file}`),
    stylesheetHref,
    islandChunks: (name) => islandChunks.get(name) ?? [],
    islandModule: (name) => islandChunks.get(name)?.[0],
    islandRuntime: runtimeKey ? `/${manifest[runtimeKey]!.file}` : undefined,
    builtFile: (source) => (manifest[source] ? `/${manifest[source].file}` : undefined),
  };
}

/** In `vite dev` the browser loads sources through vite's module server (a linked .css as CSS). */
export const devPageAssets: PageAssets = {
  scripts: ['/@vite/client', `/${__CLIENT_ENTRY__}`],
  stylesheets: [],
  stylesheetHref: (name) => `/${stylesheetSources[name]}`,
  islandChunks: () => [],
  islandModule: () => undefined,
  islandRuntime: undefined,
  builtFile: () => undefined,
};

// Compiled data, not request state: the built manifest cannot change within an isolate.
let cached: Promise<PageAssets> | undefined;

/**
 * The production build's asset list, read once per isolate from the client manifest through the
 * assets binding (the worker is built before the client, so it cannot import the manifest).
 */
export function loadPageAssets(assets: Fetcher, dev: boolean): Promise<PageAssets> {
  if (dev) return Promise.resolve(devPageAssets);
  cached ??= (async () => {
    const res = await fetchFrom(assets, new Request(`https://assets.invalid${manifestPath}`));
    if (!res.ok)
      throw new Error(
        `client manifest: ${manifestPath} answered ${res.status}; run the build first`,
      );
    return toPageAssets(rawManifestSchema.parse(await res.json()));
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
