import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated, pageHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

const session = useBrowser();
const islandsPage = () => fixtureUrl('group-se', '/__fixtures/islands');
/** The fixture's two counters that have hydrated (the shell's islands are on the page too). */
const hydratedCounters = (page: Page) =>
  page
    .locator('[data-island^="counter-"][data-hydrated]')
    .evaluateAll((all) => all.map((island) => island.getAttribute('data-island')));

describe('islands', () => {
  it('share one store: two separately hydrated islands stay in sync', async () => {
    const { page } = await session.open({ viewport: { width: 1024, height: 600 } });
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(islandsPage());
    const addOne = page.getByRole('button', { name: 'Add one' });
    const reset = page.getByRole('button', { name: 'Reset' });
    const countA = page.getByTestId('count-a');
    const countB = page.getByTestId('count-b');

    // Island A hydrates at load; B waits until it is scrolled into view and loads its own chunk then.
    await pageHydrated(page);
    expect(await hydratedCounters(page)).toEqual(['counter-add']);
    expect(chunks.some((p) => p.includes('counter-add.island'))).toBe(true);
    expect(chunks.some((p) => p.includes('counter-reset.island'))).toBe(false);
    await islandHydrated(page, 'counter-reset');
    expect(chunks.some((p) => p.includes('counter-reset.island'))).toBe(true);
    expect(await hydratedCounters(page)).toEqual(['counter-add', 'counter-reset']);

    await addOne.click();
    await addOne.click();
    await expect.poll(() => countA.textContent()).toBe('2');
    await expect.poll(() => countB.textContent()).toBe('2');

    await reset.click();
    await expect.poll(() => countB.textContent()).toBe('0');
    await expect.poll(() => countA.textContent()).toBe('0');
  });

  it('write their props as data, not script, and hydrate without mismatches', async () => {
    const { page } = await session.open();
    await page.goto(islandsPage());
    const props = await page.evaluate(() =>
      [...document.querySelectorAll('script[data-island-props]')].map((s) => ({
        type: (s as HTMLScriptElement).type,
        text: s.textContent,
      })),
    );
    expect(props).toContainEqual({ type: 'application/json', text: '{"label":"Count A"}' });
    await pageHydrated(page);
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => page.getByTestId('count-a').textContent()).toBe('1');
  });

  it('mark the page hydrated only once the islands that hydrate at load have', async () => {
    const { page } = await session.open();
    // Hold island A's chunk: until it arrives, neither A nor the page may claim to be hydrated.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*counter-add.island*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(islandsPage(), { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    expect(await hydratedCounters(page)).toEqual([]);
    release();
    await pageHydrated(page);
    expect(await hydratedCounters(page)).toEqual(['counter-add']);
  });
});
