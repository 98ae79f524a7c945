// What the build weighs: the worker bundle, and the JavaScript and CSS a given page makes the
// browser load, found from the page's HTML plus the client manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { islandNameFromPath } from '#client/runtime/island-markup.ts';
import { browserEntry, islandRuntimeSource } from '#src/render/browser-entry.ts';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  /** Why it counts: named in the HTML, reached through the manifest, or both. */
  via: string[];
  /** Named by the page but absent from dist/client (a stale build or a bad URL). */
  missing?: boolean;
}

export function sizeOf(path: string): { raw: number; gzip: number } {
  const bytes = readFileSync(path);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageRefs {
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
  islands: string[];
}

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Same-origin URL to a path under dist/client; other origins are not this build's files. */
function localFile(url: string): string | undefined {
  const parsed = new URL(url.replaceAll('&amp;', '&'), 'http://page.invalid/');
  return parsed.host === 'page.invalid'
    ? decodeURIComponent(parsed.pathname).replace(/^\/+/, '')
    : undefined;
}

export function pageRefs(html: string): PageRefs {
  const refs: PageRefs = { scripts: [], modulePreloads: [], stylesheets: [], islands: [] };
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(m[2]!);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (m[1]!.toLowerCase() === 'script' && attrs.get('type') === 'module' && attrs.get('src'))
      refs.scripts.push(attrs.get('src')!);
    else if (rel.includes('modulepreload') && attrs.get('href'))
      refs.modulePreloads.push(attrs.get('href')!);
    else if (rel.includes('stylesheet') && attrs.get('href'))
      refs.stylesheets.push(attrs.get('href')!);
  }
  // `data-island-props` is a different attribute: the `="` right after the name excludes it.
  refs.islands = [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((m) => m[1]!))];
  return refs;
}

/**
 * The chunks the page loads at startup: the browser entry and its static imports, the chunks of
 * the islands present in the HTML (each island is an entry of its own) with their imports, and
 * (when there is any island) the hydration runtime, also an entry. Lazy imports
 * inside islands are not counted: nothing loads them at start.
 */
export function manifestFiles(
  manifest: Manifest,
  islands: string[],
): { js: string[]; css: string[] } {
  const [entryKey] = browserEntry(manifest);
  const js = new Set<string>();
  const css = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk(entryKey);
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = islandNameFromPath(chunk.src ?? '');
    if (name && chunk.isEntry && islands.includes(name)) walk(key);
  }
  const runtimeKey = Object.keys(manifest).find(
    (key) => manifest[key]!.src === islandRuntimeSource,
  );
  if (islands.length > 0 && runtimeKey) walk(runtimeKey);
  return { js: [...js], css: [...css] };
}

export interface PageWeight {
  islands: string[];
  js: FileSize[];
  css: FileSize[];
  jsTotal: { raw: number; gzip: number };
  cssTotal: { raw: number; gzip: number };
}

export function pageWeight(html: string, clientDir: string): PageWeight {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const refs = pageRefs(html);
  const fromManifest = manifestFiles(manifest, refs.islands);

  const collect = (named: string[], reached: string[]): FileSize[] => {
    const files = new Map<string, FileSize>();
    const add = (file: string, via: string) => {
      const known = files.get(file);
      if (known) {
        if (!known.via.includes(via)) known.via.push(via);
        return;
      }
      try {
        files.set(file, { file, ...sizeOf(join(clientDir, file)), via: [via] });
      } catch {
        files.set(file, { file, raw: 0, gzip: 0, via: [via], missing: true });
      }
    };
    for (const url of named) {
      const file = localFile(url);
      if (file) add(file, 'html');
    }
    for (const file of reached) add(file, 'manifest');
    return [...files.values()];
  };
  const total = (files: FileSize[]) => ({
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  });

  const js = collect([...refs.scripts, ...refs.modulePreloads], fromManifest.js);
  const css = collect(refs.stylesheets, fromManifest.css);
  return { islands: refs.islands, js, css, jsTotal: total(js), cssTotal: total(css) };
}
