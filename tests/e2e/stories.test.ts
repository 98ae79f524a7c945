import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

const uk = (path: string) => siteUrl('group-uk', path);

/** Opens a page with consent given (the dialog stays shut) and waits for the stories island to hydrate. */
async function openList(path: string) {
  const watched = await session.open({ viewport: { width: 1280, height: 900 }, consent: true });
  await watched.page.goto(uk(path));
  await islandHydrated(watched.page, 'stories-list');
  return watched;
}

const titles = (page: Page) => page.locator('.stories-list .story-card__link').allTextContents();
const chip = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Filter by topic' })
    .getByRole('link', { name, exact: true });

describe('stories list', () => {
  it('filters by tags in place (an OR of the chosen tags), and show all clears them', async () => {
    const { page } = await openList('/news-and-events');
    // A mark on the window survives in-place loading and is gone after any full page load.
    await page.evaluate(() => Object.assign(window, { storiesMark: true }));

    await chip(page, 'Electric cars').click();
    await expect
      .poll(() => titles(page))
      .toEqual([
        'Charging your electric car at home',
        'Keeping your electric range in winter',
        'The new BMW iX3 arrives in our showrooms',
        'Plug-in hybrid or fully electric?',
      ]);
    expect(await chip(page, 'Electric cars').getAttribute('aria-current')).toBe('true');
    expect(await chip(page, 'Show all').getAttribute('aria-current')).toBeNull();
    expect(new URL(page.url()).search).toBe('?tags=electric-cars');

    // A second tag widens the list: stories with either tag.
    await chip(page, 'News').click();
    await expect
      .poll(() => titles(page))
      .toEqual([
        'Charging your electric car at home',
        'Keeping your electric range in winter',
        'The new BMW iX3 arrives in our showrooms',
        'We are opening a new dealership in Leeds',
      ]);
    expect(new URL(page.url()).searchParams.get('tags')).toBe('electric-cars,news');

    // Choosing a chosen tag again removes it.
    await chip(page, 'Electric cars').click();
    await expect
      .poll(() => titles(page))
      .toEqual(['We are opening a new dealership in Leeds', 'Named dealer group of the year']);
    await expect.poll(() => page.locator('.stories-list__more').count()).toBe(0);

    await chip(page, 'Show all').click();
    await expect.poll(() => titles(page)).toHaveLength(4);
    expect((await titles(page))[0]).toBe('Time to switch to winter tyres');
    expect(await chip(page, 'Show all').getAttribute('aria-current')).toBe('true');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => 'storiesMark' in window)).toBe(true);
  });

  it('loads more while more are available, with a spinner while loading, to the end', async () => {
    const { page } = await openList('/news-and-events');
    // Hold each answer until the test has seen the pending state, then let it through.
    let release = () => {};
    await page.route('**/api/stories?**', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const more = page.getByRole('link', { name: 'Load more' });
    for (const shown of [8, 12]) {
      await more.click();
      await expect.poll(() => page.locator('.stories-list .spinner').count()).toBe(1);
      expect(await page.getByRole('status').filter({ hasText: 'Loading…' }).count()).toBe(1);
      release();
      await expect.poll(() => titles(page)).toHaveLength(shown);
      await expect.poll(() => page.locator('.stories-list .spinner').count()).toBe(0);
    }
    expect(await more.count()).toBe(0);
    const all = await titles(page);
    expect(new Set(all).size).toBe(12);
    expect(all.at(-1)).toBe('Named dealer group of the year');
    // Focus moves to the first newly loaded story.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(all[8]);
  });

  it('shows the no-results text when no story has the chosen tag', async () => {
    const { page } = await openList('/news-and-events/2025');
    await chip(page, 'Electric cars').click();
    await expect
      .poll(() => page.locator('.stories-list__empty').textContent())
      .toBe('There are no articles to show right now.');
    expect(await titles(page)).toEqual([]);
    await chip(page, 'Show all').click();
    await expect.poll(() => titles(page)).toHaveLength(2);
    expect(await page.locator('.stories-list__empty').count()).toBe(0);
  });
});

describe('story navigation', () => {
  it('goes to the next (newer) and previous (older) story, and back to the parent', async () => {
    const { page } = await session.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(uk('/news-and-events/2026/new-dealership-in-leeds'));
    await page.getByRole('link', { name: /Next article/ }).click();
    await page.waitForURL(uk('/news-and-events/2026/five-things-we-check-at-a-service'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Five things we check at every service',
    );

    await page.getByRole('link', { name: /Previous article/ }).click();
    await page.waitForURL(uk('/news-and-events/2026/new-dealership-in-leeds'));
    await page.getByRole('link', { name: /Previous article/ }).click();
    await page.waitForURL(uk('/news-and-events/2026/mot-what-to-expect'));

    await page
      .getByRole('navigation', { name: 'Story navigation' })
      .getByRole('link', { name: /Back/ })
      .click();
    await page.waitForURL(uk('/news-and-events/2026'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stories from 2026');
  });
});
