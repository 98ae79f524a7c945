import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const site = (host: string, path = '/') => `http://${host}:${inject('sitePort')}${path}`;

/** Waits until React has hydrated the element (its island has loaded and taken it over). */
async function hydrated(locator: Locator) {
  await locator.waitFor();
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

const banner = (page: Page) => page.locator('.site-message--alert');
const notice = (page: Page) => page.locator('.site-message--notice');

describe('alert banner', () => {
  it('folds away over half a second when closed and stays away for a day, across reloads', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.goto(site('group-se.localhost'));
    const close = banner(page).getByRole('button', { name: 'Stäng' });
    await hydrated(close);
    const before = (await banner(page).boundingBox())!.height;
    expect(before).toBeGreaterThan(30);

    const closedAt = Date.now();
    await close.click();
    await page.waitForTimeout(200);
    const midway = await banner(page).evaluate((el) => el.getBoundingClientRect().height);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(before);
    await expect.poll(() => banner(page).count(), { timeout: 2000 }).toBe(0);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(450);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'hideAlert');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(Math.abs(cookie!.expires - (closedAt / 1000 + 86_400))).toBeLessThan(60);

    await page.reload();
    expect(await page.locator('header').count()).toBe(1);
    expect(await banner(page).count()).toBe(0);
    await page.goto(site('group-se.localhost', '/om-hedin-automotive'));
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('disappears at once for a visitor who asked for reduced motion', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 390, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site('group-uk.localhost'));
    const close = banner(page).getByRole('button', { name: 'Close' });
    await hydrated(close);
    await close.click();
    await expect.poll(() => banner(page).count(), { timeout: 150, interval: 20 }).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows a Warning above the navigation with no close control, even with the hideAlert cookie', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page
      .context()
      .addCookies([{ name: 'hideAlert', value: '1', url: site('group-no.localhost') }]);
    await page.goto(site('group-no.localhost'));
    await page.waitForLoadState('networkidle');
    const region = page.getByRole('region', { name: 'Endrede åpningstider i julen' });
    expect(await region.isVisible()).toBe(true);
    expect(await region.getByRole('button').count()).toBe(0);
    const header = (await page.locator('header').boundingBox())!;
    expect((await region.boundingBox())!.y).toBeLessThan(header.y);
    expect(problems).toEqual([]);
  });
});

describe('notice bar', () => {
  it('stays hidden after a reload in the same tab once closed, and shows again in a fresh session', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.goto(site('store-se.localhost'));
    const bar = page.getByRole('region', { name: 'Black Week hos Carstore' });
    expect((await bar.boundingBox())!.y).toBeLessThan(
      (await page.locator('header').boundingBox())!.y,
    );
    const close = bar.getByRole('button', { name: 'Stäng' });
    await hydrated(close);
    await close.click();
    await expect.poll(() => notice(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hiddenNotices'))).toBe(
      '["Black Week hos Carstore"]',
    );

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => notice(page).count()).toBe(0);

    const fresh = await openWatchedPage(browser);
    await fresh.page.goto(site('store-se.localhost'));
    await fresh.page.waitForLoadState('networkidle');
    expect(
      await fresh.page.getByRole('region', { name: 'Black Week hos Carstore' }).isVisible(),
    ).toBe(true);
    expect(fresh.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('always shows a Warning notice below the navigation, with no close control', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.goto(site('store-no.localhost'));
    // A title remembered as hidden (by hand, as no control exists) must not hide a Warning.
    await page.evaluate(() =>
      sessionStorage.setItem('hiddenNotices', JSON.stringify(['Endrede åpningstider i julen'])),
    );
    await page.reload();
    await page.waitForLoadState('networkidle');
    await hydrated(notice(page));
    const bar = page.getByRole('region', { name: 'Endrede åpningstider i julen' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('button').count()).toBe(0);
    const header = (await page.locator('header').boundingBox())!;
    expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(problems).toEqual([]);
  });

  it('folds to one line as the page scrolls, stays in view, and opens again at the top', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 390, height: 500 });
    await page.goto(site('store-se.localhost'));
    await hydrated(notice(page));
    const open = (await notice(page).boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => notice(page).getAttribute('data-collapsed')).toBe('true');
    const folded = (await notice(page).boundingBox())!;
    expect(folded.height).toBeLessThan(open);
    expect(folded.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => notice(page).getAttribute('data-collapsed')).toBe(null);
    expect(problems).toEqual([]);
  });
});

describe('footer', () => {
  it('copies an address without mailto: and shows Kopierat for about a second', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site('group-se.localhost').replace(/\/$/, ''),
    });
    await page.goto(site('group-se.localhost'));
    const button = page.getByRole('button', { name: 'Kopiera kundservice@hedinautomotive.se' });
    await button.scrollIntoViewIfNeeded();
    await hydrated(button);
    const row = page.locator('.site-footer__link-row', { has: button });

    await button.click();
    const copiedAt = Date.now();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'kundservice@hedinautomotive.se',
    );
    expect(await row.locator('.copy-button__feedback').textContent()).toBe('Kopierat');
    expect(await row.getByRole('status').textContent()).toBe('Kopierat');
    await page.waitForTimeout(Math.max(0, 700 - (Date.now() - copiedAt)));
    expect(await row.locator('.copy-button__feedback').isVisible()).toBe(true);
    await expect
      .poll(() => row.locator('.copy-button__feedback').count(), { timeout: 1500, interval: 50 })
      .toBe(0);
    expect(Date.now() - copiedAt).toBeLessThan(1600);
    expect(await row.getByRole('status').textContent()).toBe('');

    const tel = page.getByRole('button', { name: 'Kopiera +46846500420' });
    await tel.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+46846500420');
    expect(problems).toEqual([]);
  });

  it('shows Copied on English pages, and marks the cookie-settings link for the consent dialog', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 390, height: 800 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site('group-uk.localhost').replace(/\/$/, ''),
    });
    await page.goto(site('group-uk.localhost'));
    const link = page.getByRole('link', { name: 'Cookie settings' });
    expect(await link.getAttribute('data-open-consent')).toBe('');
    expect(await link.getAttribute('href')).toBe('#cookie-settings');
    const button = page.getByRole('button', { name: /^Copy customerservices@/ });
    await button.scrollIntoViewIfNeeded();
    await hydrated(button);
    await button.click();
    await expect.poll(() => page.locator('.copy-button__feedback').textContent()).toBe('Copied');
    expect(problems).toEqual([]);
  });

  it('removes a brand logo whose image fails to load, keeping the others', async () => {
    const { page, problems } = await openWatchedPage(browser);
    await page.route('**/brands/volvo.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(site('group-se.localhost'));
    const strip = page.locator('.footer-brands');
    await strip.scrollIntoViewIfNeeded();
    await hydrated(strip);
    await expect.poll(() => strip.getByRole('img', { name: 'Volvo' }).count()).toBe(0);
    expect(await strip.getByRole('img').count()).toBe(11);
    expect(problems.filter((line) => !line.includes('404'))).toEqual([]);
  });
});
