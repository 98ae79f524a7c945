import type { ComponentType } from 'react';
import { type HydrateStrategy, islandAttributes, islandNameFromPath } from './island-markup.ts';

/**
 * Island modules by path, as `import.meta.glob('./islands/*.island.tsx')` gives them: only for
 * `vite dev`. A build's island markup names its chunk (data-island-src) and needs no map.
 */
export type IslandLoaders = Record<string, () => Promise<unknown>>;

interface IslandModule {
  default: ComponentType<object>;
}

/**
 * Finds the islands in the page, loads each island's own chunk and hydrates it at the moment its
 * markup asks for. React itself is loaded only when the page has an island. Each island is marked
 * `data-hydrated` once hydrated, and `<html>` once every island that hydrates at load or when idle
 * has settled (hydrated or failed, which logs an error): the state browser tests wait on.
 */
export function startIslands(loaders: IslandLoaders, root: ParentNode = document): void {
  const loadRuntime = runtimeLoader();
  const byName = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const name = islandNameFromPath(path);
    if (name) byName.set(name, load);
  }
  const eager: Promise<void>[] = [];
  for (const element of root.querySelectorAll(`[${islandAttributes.name}]`)) {
    const name = element.getAttribute(islandAttributes.name) ?? '';
    const src = element.getAttribute(islandAttributes.src);
    // Only a path on this origin: the page's CSP allows no other script host anyway.
    const load =
      src?.startsWith('/') && !src.startsWith('//')
        ? () => import(/* @vite-ignore */ src)
        : byName.get(name);
    if (!load) {
      console.error(`Island "${name}" has no module in this build; it stays server-rendered.`);
      continue;
    }
    const strategy = (element.getAttribute(islandAttributes.hydrate) ?? 'load') as HydrateStrategy;
    const settled = new Promise<void>((resolve) => {
      whenReady(element, strategy, () => {
        hydrate(element, load, loadRuntime)
          .then(() => element.setAttribute(islandAttributes.hydrated, ''))
          .catch((error: unknown) => {
            console.error(`Island "${name}" failed to hydrate; it stays server-rendered.`, error);
          })
          .finally(resolve);
      });
    });
    if (strategy !== 'visible') eager.push(settled);
  }
  void Promise.all(eager).then(() =>
    document.documentElement.setAttribute(islandAttributes.hydrated, ''),
  );
}

type HydrateRuntime = typeof import('./hydrate-island.tsx');

/**
 * React DOM and the island store, one import for all islands: named by the page's script in a
 * build (looked up once, at start), by path in `vite dev`.
 */
function runtimeLoader(): () => Promise<HydrateRuntime> {
  if (import.meta.env.DEV) return () => import('./hydrate-island.tsx');
  const src =
    document
      .querySelector(`script[${islandAttributes.runtime}]`)
      ?.getAttribute(islandAttributes.runtime) ?? '';
  let runtime: Promise<HydrateRuntime> | undefined;
  return () => (runtime ??= import(/* @vite-ignore */ src) as Promise<HydrateRuntime>);
}

async function hydrate(
  element: Element,
  load: () => Promise<unknown>,
  loadRuntime: () => Promise<HydrateRuntime>,
): Promise<void> {
  const [{ hydrateIsland }, module] = await Promise.all([
    loadRuntime(),
    load() as Promise<IslandModule>,
  ]);
  await hydrateIsland(element, module.default, readProps(element));
}

function readProps(element: Element): object {
  const script = document.querySelector(
    `script[${islandAttributes.props}="${CSS.escape(element.id)}"]`,
  );
  return script?.textContent ? (JSON.parse(script.textContent) as object) : {};
}

function whenReady(element: Element, strategy: HydrateStrategy, run: () => void): void {
  if (strategy === 'idle') {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
    return;
  }
  if (strategy === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return;
  }
  run();
}
