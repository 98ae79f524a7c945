import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { afterFrames, pageHydrated } from './support/hydration.ts';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

/** Loads the page on a phone with shifts recorded, and waits until it has settled. */
async function openSettled(url: string): Promise<Page> {
  const { page } = await session.open({ viewport: { width: 390, height: 844 }, consent: true });
  await recordLayoutShifts(page);
  await page.goto(url);
  await pageHydrated(page);
  await page.waitForLoadState('networkidle');
  await afterFrames(page);
  return page;
}

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe("a page's own stylesheets in Chromium", () => {
  it('shows the stock page with its car list styled and no layout shift', async () => {
    const page = await openSettled(siteUrl('store-se', '/kop-bil'));
    // car-list.css and car-card.css, which only pages with a car list link.
    expect(await style(page, '.car-list', 'max-width')).toBe('1500px');
    expect(await style(page, '.car-card', 'flex-direction')).toBe('column');
    expect(await layoutShifts(page)).toEqual([]);
  });

  it('shows a detail page with its own layout styled and no layout shift', async () => {
    const list = await openSettled(siteUrl('store-se', '/kop-bil'));
    const href = await list.locator('.car-card__link').first().getAttribute('href');
    const page = await openSettled(siteUrl('store-se', href!));
    // car-detail.css, which only detail pages link.
    expect(await style(page, '.car-detail__grid', 'display')).toBe('grid');
    expect(await layoutShifts(page)).toEqual([]);
  });

  it('shows a story with its streamed teaser styled and no layout shift', async () => {
    const page = await openSettled(
      siteUrl('group-no', '/om-oss/presse/2026/na-er-det-tid-for-vinterdekk'),
    );
    await page.locator('.story-card').first().scrollIntoViewIfNeeded();
    // story-card.css, linked in the head before the teaser's section streamed in.
    expect(await style(page, '.story-card', 'display')).toBe('flex');
    expect(await layoutShifts(page)).toEqual([]);
  });
});
