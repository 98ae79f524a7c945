import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

const showcase = siteUrl('group-uk', '/buy-car/model-range');

/** A visitor who has answered the consent dialog, so it covers nothing. */
async function openShowcase(viewport: { width: number; height: number }) {
  const watched = await session.open({ viewport, consent: true });
  await watched.page.goto(showcase);
  return watched;
}

/** The files a visitor can see (display none leaves them out of the accessibility tree too). */
const visibleFiles = (page: Page) =>
  page
    .locator('.file-download-list .file-list__item')
    .evaluateAll(
      (items) => items.filter((item) => (item as HTMLElement).offsetParent !== null).length,
    );

describe('file download list', () => {
  it('shows 3 files, all of them after show more with focus on the first new one, and 3 again after show less', async () => {
    const { page } = await openShowcase({ width: 1280, height: 800 });
    const list = page.locator('.file-download-list');
    const toggle = list.getByRole('button', { name: 'Show more' });
    // The island hydrates once it is in view; until then its toggle is disabled.
    await islandHydrated(page, 'file-list');
    expect(await toggle.isEnabled()).toBe(true);
    expect(await visibleFiles(page)).toBe(3);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => visibleFiles(page)).toBe(5);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'smart #1 price list',
    );
    const less = list.getByRole('button', { name: 'Show less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');

    await less.click();
    await expect.poll(() => visibleFiles(page)).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'file-list__toggle',
    );
  });

  it('lists every file and no toggle without JavaScript', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(showcase);
    expect(await visibleFiles(page)).toBe(5);
    expect(await page.locator('.file-list__toggle').isVisible()).toBe(false);
  });
});

describe('accordion', () => {
  it('opens and closes by keyboard, with a visible focus ring on its title', async () => {
    const { page } = await openShowcase({ width: 1280, height: 800 });
    const summaries = page.locator('.accordion-item summary');
    const first = summaries.first();
    const details = page.locator('.accordion-item details').first();
    await first.scrollIntoViewIfNeeded();
    // Reach it by keyboard: from the summary before it, Tab onwards.
    await page.locator('.faq-list summary').last().focus();
    await page.keyboard.press('Tab');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('.accordion-item .accordion__panel').first().isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.accordion-item .accordion__panel').first().textContent()).toContain(
      'Your driving licence',
    );
    await page.keyboard.press('Space');
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  it('joins consecutive accordion items into one list with no gap between them', async () => {
    const { page } = await openShowcase({ width: 1280, height: 800 });
    const boxes = await page
      .locator('.accordion-item details')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    expect(boxes).toHaveLength(3);
    expect(Math.abs(boxes[1]!.top - boxes[0]!.bottom)).toBeLessThan(1);
    expect(Math.abs(boxes[2]!.top - boxes[1]!.bottom)).toBeLessThan(1);
  });
});

describe('card grid', () => {
  const columns = (page: Page, selector: string) =>
    page
      .locator(selector)
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  const rowsOfFirstItems = (page: Page, selector: string) =>
    page
      .locator(`${selector} > li`)
      .evaluateAll(
        (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size,
      );

  for (const [width, fourPerRow, listCards] of [
    [390, 1, 1],
    [900, 3, 1],
    [1100, 2, 3],
    [1440, 4, 3],
  ] as const) {
    it(`puts ${fourPerRow} cards per row (four-per-row list) and ${listCards} list cards per row at ${width} px`, async () => {
      const { page } = await openShowcase({ width, height: 900 });
      expect(await columns(page, '.card-grid--per-row-4')).toBe(fourPerRow);
      expect(await rowsOfFirstItems(page, '.card-grid--per-row-4')).toBe(Math.ceil(4 / fourPerRow));
      expect(await columns(page, '.card-grid--list')).toBe(listCards);
      // Nothing overflows the viewport sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  }

  it('opens a car model card’s page from anywhere on the card, and rings the whole card on keyboard focus', async () => {
    const { page } = await openShowcase({ width: 1280, height: 800 });
    const card = page.locator('.car-model-card').filter({ hasText: 'MINI Cooper E' });
    // One tab stop per card: from the card before it, Tab lands on this card's link.
    await page.locator('.car-model-card').filter({ hasText: 'BMW iX1' }).getByRole('link').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('MINI Cooper E');
    expect(await card.locator('.card').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe(
      'solid',
    );

    // A click on the facts, far from the title: the title link's area covers the whole card.
    await card.locator('.car-model-card__facts').scrollIntoViewIfNeeded();
    const facts = await card.locator('.car-model-card__facts').boundingBox();
    await page.mouse.click(facts!.x + facts!.width / 2, facts!.y + facts!.height / 2);
    await page.waitForURL(/\/buy-car\/new-cars\/mini$/);
  });
});
