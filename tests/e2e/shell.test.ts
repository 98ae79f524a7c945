import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const site = (host: string, path = '/') => `http://${host}:${inject('sitePort')}${path}`;

/** The button hydrates when the browser is idle; wait until React owns it and the page is whole. */
async function waitUntilHydrated(page: Page) {
  await page.locator('.stock-summary').waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector('.scroll-to-top');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  });
}

describe('scroll-to-top', () => {
  it('appears at the bottom left after 528 px of scrolling and takes the visitor back to the top', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 1280, height: 250 });
    await page.goto(site('group-se.localhost'));
    const button = page.getByRole('button', { name: 'Till toppen', includeHidden: true });
    await waitUntilHydrated(page);
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(scrollable).toBeGreaterThan(600);
    await expect.poll(() => button.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(100);
    expect(await button.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 560));
    await expect.poll(() => button.isVisible()).toBe(true);
    const box = await button.boundingBox();
    expect(box!.x).toBeLessThan(100);
    expect(box!.y + box!.height).toBeGreaterThan(250 - 100);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => button.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('is reachable with the keyboard once shown', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 390, height: 300 });
    await page.goto(site('store-sk.localhost'));
    await waitUntilHydrated(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(600);
    await page.evaluate(() => window.scrollTo(0, 600));
    const button = page.getByRole('button', { name: 'Späť hore' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('content security policy', () => {
  for (const host of ['group-se.localhost', 'group-uk.localhost', 'store-fi.localhost']) {
    it(`leaves no inline executable script on ${host} without the response nonce, and nothing is blocked`, async () => {
      const { page, problems } = await openWatchedPage(browser);
      const response = await page.goto(site(host));
      const nonce = /'nonce-([^']+)'/.exec(
        (await response!.allHeaders())['content-security-policy'] ?? '',
      )?.[1];
      expect(nonce).toBeTruthy();
      await page.waitForLoadState('networkidle');
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('script')].map((s) => ({
          type: s.type,
          src: s.src,
          nonce: s.nonce,
          text: s.textContent ?? '',
        })),
      );
      const data = new Set(['application/json', 'application/ld+json']);
      const inline = scripts.filter((s) => !s.src && !data.has(s.type));
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) expect(script.nonce, script.text.slice(0, 60)).toBe(nonce);
      for (const script of scripts.filter((s) => s.src))
        expect(new URL(script.src).host).toBe(new URL(site(host)).host);
      expect(problems).toEqual([]);
    });
  }
});
