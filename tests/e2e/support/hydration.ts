import type { Locator, Page } from 'playwright-core';

// The island runtime (client/runtime/start-islands.ts) marks each island `data-hydrated` once
// React has hydrated it, and `<html>` once every island that hydrates at load or when idle has:
// tests wait on those marks, never on React's internals or a pause.

const pausedClocks = new WeakSet<Page>();

/** Notes that this page's clock starts paused (browser-session.ts). */
export function markClockPaused(page: Page): void {
  pausedClocks.add(page);
}

/** Playwright's stand-in for requestIdleCallback is a timer of at most 50 ms. */
const idleCallbackMs = 50;

/** Under a paused clock, runs the timers that stand in for the page's idle callbacks. */
async function runIdleCallbacks(page: Page): Promise<void> {
  if (pausedClocks.has(page)) await page.clock.runFor(idleCallbackMs);
}

/**
 * Waits until every island of the page that hydrates at load or when idle has hydrated. Under a
 * paused clock the idle callbacks that start idle islands are timers, so it runs them first.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await runIdleCallbacks(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the island `name` (the first of that name in `scope`) has hydrated, scrolling it
 * into view first so an island that waits to be seen starts. Resolves to the island's element.
 */
export async function islandHydrated(scope: Page | Locator, name: string): Promise<Locator> {
  const island = scope.locator(`[data-island="${name}"]`).first();
  await hydrated(island);
  return island;
}

/** Waits until the island that holds this element has hydrated, scrolling to it first. */
export async function hydratedAround(element: Locator): Promise<void> {
  await hydrated(element.locator('xpath=ancestor::*[@data-island][1]'));
}

async function hydrated(island: Locator): Promise<void> {
  await island.scrollIntoViewIfNeeded();
  await runIdleCallbacks(island.page());
  await island.and(island.page().locator('[data-hydrated]')).waitFor({ state: 'attached' });
}

/**
 * Resolves after the page has drawn two more frames: whatever an event just queued (a scroll
 * handler's render, a layout-shift entry) has happened by then. Not under a paused clock, which
 * holds animation frames too.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}
