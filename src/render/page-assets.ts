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

/**
 * The sheets a page carries inline rather than links: every one but the shell's. Linked, each was
 * a render-blocking request of its own (six or seven on a stock or detail page, about a round trip
 * each on a phone); inline they cost a few KB of the page's own bytes. The shell's sheet, the
 * largest and the same on every page, stays one cached file.
 */
const inlined = (name: Stylesheet) => name !== 'shell';

/** Turns vite's client manifest (and the inlined sheets' rules, by name) into the page's asset list. */
export function toPageAssets(
  manifest: RawManifest,
  sheetTexts: ReadonlyMap<Stylesheet, string> = new Map(),
): PageAssets {
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
    stylesheetText: (name) => sheetTexts.get(name),
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
  stylesheetText: () => undefined,
  islandChunks: () => [],
  islandModule: () => undefined,
  islandRuntime: undefined,
  builtFile: () => undefined,
};

/** The rules of the sheets pages carry inline, read once with the manifest. */
async function readInlinedSheets(
  assets: Fetcher,
  manifest: RawManifest,
): Promise<Map<Stylesheet, string>> {
  const names = (Object.keys(stylesheetSources) as Stylesheet[]).filter(inlined);
  const texts = await Promise.all(
    names.map(async (name) => {
      const chunk = manifest[stylesheetSources[name]];
      if (!chunk) return undefined;
      const res = await fetchFrom(assets, new Request(`https://assets.invalid/${chunk.file}`));
      if (!res.ok) throw new Error(`stylesheet ${chunk.file} answered ${res.status}`);
      return [name, await res.text()] as const;
    }),
  );
  return new Map(texts.filter((entry) => entry !== undefined));
}

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
    const manifest = rawManifestSchema.parse(await res.json());
    return toPageAssets(manifest, await readInlinedSheets(assets, manifest));
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
