import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const fixture = (path: string) => `http://group-se.localhost:${inject('fixturePort')}${path}`;

describe('islands', () => {
  it('share one store: two separately hydrated islands stay in sync', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 1024, height: 600 });
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(fixture('/__fixtures/islands'));
    const addOne = page.getByRole('button', { name: 'Add one' });
    const reset = page.getByRole('button', { name: 'Reset' });
    const countA = page.getByTestId('count-a');
    const countB = page.getByTestId('count-b');

    // Island A hydrates at load; B waits until it is scrolled into view and loads its own chunk then.
    await expect
      .poll(() => chunks.some((p) => p.includes('counter-add.island')), { timeout: 10_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(chunks.some((p) => p.includes('counter-reset.island'))).toBe(false);
    await reset.scrollIntoViewIfNeeded();
    await expect
      .poll(() => chunks.some((p) => p.includes('counter-reset.island')), { timeout: 10_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');

    await addOne.click();
    await addOne.click();
    await expect.poll(() => countA.textContent(), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => countB.textContent(), { timeout: 10_000 }).toBe('2');

    await reset.click();
    await expect.poll(() => countB.textContent(), { timeout: 10_000 }).toBe('0');
    await expect.poll(() => countA.textContent(), { timeout: 10_000 }).toBe('0');
    expect(problems).toEqual([]);
  });

  it('write their props as data, not script, and hydrate without mismatches', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.goto(fixture('/__fixtures/islands'));
    const props = await page.evaluate(() =>
      [...document.querySelectorAll('script[data-island-props]')].map((s) => ({
        type: (s as HTMLScriptElement).type,
        text: s.textContent,
      })),
    );
    expect(props).toContainEqual({ type: 'application/json', text: '{"label":"Count A"}' });
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => page.getByTestId('count-a').textContent()).toBe('1');
    expect(problems).toEqual([]);
  });
});
