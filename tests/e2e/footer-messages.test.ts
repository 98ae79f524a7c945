import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { hydratedAround } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

const banner = (page: Page) => page.locator('.site-message--alert');
const notice = (page: Page) => page.locator('.site-message--notice');

describe('alert banner', () => {
  it('folds away over half a second when closed and stays away for a day, across reloads', async () => {
    // Paused, the page's clock cannot fire the fold's backup timer while the fold is measured.
    const { page } = await session.open({ clock: 'paused' });
    await page.goto(siteUrl('group-se'));
    const close = banner(page).getByRole('button', { name: 'Stäng' });
    await hydratedAround(close);
    const before = (await banner(page).boundingBox())!.height;
    expect(before).toBeGreaterThan(30);

    await close.click();
    // The fold is a CSS transition of the height: held halfway, the banner is part folded.
    const fold = await banner(page).evaluate((el) => {
      const transition = el
        .getAnimations()
        .find((a) => (a as CSSTransition).transitionProperty === 'height');
      if (!transition) return null;
      transition.pause();
      transition.currentTime = 250;
      return {
        duration: transition.effect!.getTiming().duration,
        height: el.getBoundingClientRect().height,
      };
    });
    expect(fold).toMatchObject({ duration: 500 });
    expect(fold!.height).toBeGreaterThan(0);
    expect(fold!.height).toBeLessThan(before);
    await banner(page).evaluate((el) => el.getAnimations().forEach((a) => a.finish()));
    await expect.poll(() => banner(page).count()).toBe(0);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'hideAlert');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    // Max-Age: the browser dates it by its own (real) clock.
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(60);

    await page.reload();
    expect(await page.locator('header').count()).toBe(1);
    expect(await banner(page).count()).toBe(0);
    await page.goto(siteUrl('group-se', '/om-hedin-automotive'));
    expect(await banner(page).count()).toBe(0);
  });

  it('disappears at once for a visitor who asked for reduced motion', async () => {
    // With the clock held, no timer can be what removes it: it goes without any time passing.
    const { page } = await session.open({
      viewport: { width: 390, height: 800 },
      reducedMotion: true,
      clock: 'paused',
    });
    await page.goto(siteUrl('group-uk'));
    const close = banner(page).getByRole('button', { name: 'Close' });
    await hydratedAround(close);
    await close.click();
    await expect.poll(() => banner(page).count()).toBe(0);
  });

  it('shows a Warning above the navigation with no close control, even with the hideAlert cookie', async () => {
    const { page } = await session.open();
    await page.context().addCookies([{ name: 'hideAlert', value: '1', url: siteUrl('group-no') }]);
    await page.goto(siteUrl('group-no'));
    await page.waitForLoadState('networkidle');
    const region = page.getByRole('region', { name: 'Endrede åpningstider i julen' });
    expect(await region.isVisible()).toBe(true);
    expect(await region.getByRole('button').count()).toBe(0);
    const header = (await page.locator('header').boundingBox())!;
    expect((await region.boundingBox())!.y).toBeLessThan(header.y);
  });
});

describe('notice bar', () => {
  it('stays hidden after a reload in the same tab once closed, and shows again in a fresh session', async () => {
    const { page } = await session.open();
    await page.goto(siteUrl('store-se'));
    const bar = page.getByRole('region', { name: 'Black Week hos Carstore' });
    expect((await bar.boundingBox())!.y).toBeLessThan(
      (await page.locator('header').boundingBox())!.y,
    );
    const close = bar.getByRole('button', { name: 'Stäng' });
    await hydratedAround(close);
    await close.click();
    await expect.poll(() => notice(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hiddenNotices'))).toBe(
      '["Black Week hos Carstore"]',
    );

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => notice(page).count()).toBe(0);

    const fresh = await session.open();
    await fresh.page.goto(siteUrl('store-se'));
    await fresh.page.waitForLoadState('networkidle');
    expect(
      await fresh.page.getByRole('region', { name: 'Black Week hos Carstore' }).isVisible(),
    ).toBe(true);
  });

  it('always shows a Warning notice below the navigation, with no close control', async () => {
    const { page } = await session.open();
    await page.goto(siteUrl('store-no'));
    // A title remembered as hidden (by hand, as no control exists) must not hide a Warning.
    await page.evaluate(() =>
      sessionStorage.setItem('hiddenNotices', JSON.stringify(['Endrede åpningstider i julen'])),
    );
    await page.reload();
    await page.waitForLoadState('networkidle');
    await hydratedAround(notice(page));
    const bar = page.getByRole('region', { name: 'Endrede åpningstider i julen' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole('button').count()).toBe(0);
    const header = (await page.locator('header').boundingBox())!;
    expect((await bar.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  });

  it('folds to one line as the page scrolls, stays in view, and opens again at the top', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 500 } });
    await page.goto(siteUrl('store-se'));
    await hydratedAround(notice(page));
    const open = (await notice(page).boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => notice(page).getAttribute('data-collapsed')).toBe('true');
    const folded = (await notice(page).boundingBox())!;
    expect(folded.height).toBeLessThan(open);
    expect(folded.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => notice(page).getAttribute('data-collapsed')).toBe(null);
  });
});

describe('footer', () => {
  it('copies an address without mailto: and shows Kopierat for a second', async () => {
    const { page } = await session.open({ clock: 'paused' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(siteUrl('group-se')).origin,
    });
    await page.goto(siteUrl('group-se'));
    const button = page.getByRole('button', { name: 'Kopiera kundservice@hedinautomotive.se' });
    await hydratedAround(button);
    const row = page.locator('.site-footer__link-row', { has: button });
    const feedback = row.locator('.copy-button__feedback');

    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'kundservice@hedinautomotive.se',
    );
    expect(await feedback.textContent()).toBe('Kopierat');
    expect(await row.getByRole('status').textContent()).toBe('Kopierat');
    await page.clock.runFor(999);
    expect(await feedback.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await expect.poll(() => feedback.count()).toBe(0);
    expect(await row.getByRole('status').textContent()).toBe('');

    const tel = page.getByRole('button', { name: 'Kopiera +46846500420' });
    await tel.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+46846500420');
  });

  it('shows Copied on English pages, and marks the cookie-settings link for the consent dialog', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 800 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(siteUrl('group-uk')).origin,
    });
    await page.goto(siteUrl('group-uk'));
    const link = page.getByRole('link', { name: 'Cookie settings' });
    expect(await link.getAttribute('data-open-consent')).toBe('');
    expect(await link.getAttribute('href')).toBe('#cookie-settings');
    const button = page.getByRole('button', { name: /^Copy customerservices@/ });
    await button.scrollIntoViewIfNeeded();
    await hydratedAround(button);
    await button.click();
    await expect.poll(() => page.locator('.copy-button__feedback').textContent()).toBe('Copied');
  });

  it('removes a brand logo whose image fails to load, keeping the others', async () => {
    const { page, expectProblems } = await session.open();
    // The browser reports the missing logo itself.
    expectProblems(/status of 404/);
    await page.route('**/brands/volvo.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(siteUrl('group-se'));
    const strip = page.locator('.footer-brands');
    await hydratedAround(strip);
    await expect.poll(() => strip.getByRole('img', { name: 'Volvo' }).count()).toBe(0);
    expect(await strip.getByRole('img').count()).toBe(11);
  });
});
