import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { type SiteName, siteUrl } from './support/sites.ts';

const session = useBrowser();

const url = (site: SiteName, path: string) => siteUrl(site, path);

async function open(address: string, viewport?: { width: number; height: number }) {
  const watched = await session.open({ viewport, consent: true });
  await watched.page.goto(address);
  return watched;
}

const cardNames = (page: Page) => page.locator('.site-card__link').allTextContents();

describe('dealer site detail page', () => {
  it('opens and closes the employees of a department by keyboard, showing name, title, phone and email', async () => {
    const { page } = await open(url('group-se', '/anlaggningar/volvo-goteborg'));
    const people = page.locator('.dealer-dept__people').first();
    const person = people.locator('.dealer-person').first();
    await expect.poll(() => person.isVisible(), { timeout: 10_000 }).toBe(false);
    await people.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => person.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await person.locator('.dealer-person__name').textContent()).toMatch(/^\p{L}+ \p{L}+$/u);
    expect(await person.locator('.dealer-person__title').textContent()).not.toBe('');
    expect(await person.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await person.locator('a[href^="mailto:"]').getAttribute('href')).toMatch(
      /@hedinautomotive\.se$/,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => person.isVisible(), { timeout: 10_000 }).toBe(false);
  });

  it('takes the latest-arrivals link to the car list filtered by the dealer city and name', async () => {
    const { page } = await open(url('group-se', '/anlaggningar/bmw-stockholm'));
    const shown = await page
      .locator('.dealer-page__cars .car-card__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(shown.length).toBeGreaterThan(0);
    const link = page.locator('.dealer-page__all-cars a');
    await link.scrollIntoViewIfNeeded();
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/kop-bil/alla-bilar-i-lager'),
      link.click(),
    ]);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/kop-bil/alla-bilar-i-lager');
    expect(landed.searchParams.getAll('car_site_city')).toEqual(['Stockholm']);
    expect(landed.searchParams.getAll('car_site_name')).toEqual(['Hedin BMW Stockholm']);
    // Where the car list is built, it shows this dealer's cars: the dealer page's cars are among them.
    const listed = await page
      .locator('.car-card__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    if (listed.length > 0) for (const href of shown) expect(listed).toContain(href);
  });

  it('goes back to the list the visitor came from, and to all sites when opened directly', async () => {
    const list = url('group-se', '/anlaggningar?website_city=Malm%C3%B6');
    const { page } = await open(list);
    await Promise.all([
      page.waitForURL('**/anlaggningar/toyota-malmo'),
      page.locator('.site-card__link', { hasText: 'Hedin Toyota Malmö' }).click(),
    ]);
    const back = page.locator('.dealer-back');
    await expect.poll(() => back.textContent(), { timeout: 10_000 }).toContain('Tillbaka');
    await Promise.all([page.waitForURL((u) => u.pathname === '/anlaggningar'), back.click()]);
    expect(new URL(page.url()).searchParams.get('website_city')).toBe('Malmö');

    const direct = await open(url('group-se', '/anlaggningar/toyota-malmo'));
    // The link learns where the visitor came from when its island hydrates.
    await islandHydrated(direct.page, 'dealer-back-link');
    expect(await direct.page.locator('.dealer-back').textContent()).toContain('Alla anläggningar');
    expect(await direct.page.locator('.dealer-back').getAttribute('href')).toBe('/anlaggningar');
  });
});

describe('dealer site list', () => {
  it('filters by a facet in place, updates the URL and clears the filter by its chip', async () => {
    const { page } = await open(url('group-se', '/anlaggningar'));
    expect(await cardNames(page)).toHaveLength(12);
    await islandHydrated(page, 'site-list');
    await page
      .getByRole('group', { name: 'Ort' })
      .getByRole('checkbox', { name: /^Uppsala/ })
      .check();
    await expect
      .poll(() => cardNames(page), { timeout: 10_000 })
      .toEqual(['Hedin Mercedes-Benz Uppsala', 'Hedin Volvo Uppsala']);
    expect(new URL(page.url()).searchParams.getAll('website_city')).toEqual(['Uppsala']);
    await page
      .getByRole('group', { name: 'Bilmärke' })
      .getByRole('checkbox', { name: /^Volvo/ })
      .check();
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(['Hedin Volvo Uppsala']);
    await page.getByRole('link', { name: 'Ta bort filtret Uppsala' }).click();
    await expect
      .poll(() => cardNames(page), { timeout: 10_000 })
      .toEqual(['Hedin Volvo Göteborg', 'Hedin Volvo Kista', 'Hedin Volvo Uppsala']);
    expect(new URL(page.url()).search).toBe('?site_brands=Volvo');
  });

  it('searches by keyphrase and says so when nothing matches', async () => {
    const { page } = await open(url('group-uk', '/find-us'));
    await islandHydrated(page, 'site-list');
    const search = page.getByLabel('Search dealerships');
    await search.fill('glasgow');
    await search.press('Enter');
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(['Hedin BMW Glasgow']);
    await search.fill('atlantis');
    await search.press('Enter');
    await expect
      .poll(() => page.locator('.site-list__summary').textContent(), { timeout: 10_000 })
      .toBe('No cars match your search.');
    expect(await cardNames(page)).toEqual([]);
  });

  it('folds the filters behind their toggle on a phone, so the dealers come first, opened by keyboard or without JavaScript', async () => {
    const phone = { width: 390, height: 844 };
    const { page } = await open(url('group-se', '/anlaggningar'), phone);
    const toggle = page.getByRole('button', { name: /^Filtrera/ });
    const cities = page.getByRole('group', { name: 'Ort' });
    expect(await cities.isVisible()).toBe(false);
    // The first dealer's card sits right below the search and the toggle.
    const firstCard = (await page.locator('.site-card').first().boundingBox())!;
    const toggleBox = (await toggle.boundingBox())!;
    expect(firstCard.y - (toggleBox.y + toggleBox.height)).toBeLessThan(200);
    // The headings a screen reader meets (folded filters are out of the tree) never skip a level.
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((h) => h.checkVisibility())
        .map((h) => Number(h.tagName[1])),
    );
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, `heading levels ${levels.join(' ')}`).toBeLessThanOrEqual(
        1,
      );
    await islandHydrated(page, 'site-list');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cities.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await cities.getByRole('checkbox', { name: /^Uppsala/ }).check();
    await expect
      .poll(() => cardNames(page), { timeout: 10_000 })
      .toEqual(['Hedin Mercedes-Benz Uppsala', 'Hedin Volvo Uppsala']);
    // The toggle counts the chosen values; Space folds the filters again.
    expect(await toggle.textContent()).toBe('Filtrera (1)');
    await toggle.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => cities.isVisible()).toBe(false);

    const { page: plain } = await session.open({
      javaScript: false,
      viewport: phone,
      consent: true,
    });
    await plain.goto(url('group-se', '/anlaggningar'));
    expect(await plain.getByRole('group', { name: 'Ort' }).isVisible()).toBe(false);
    await plain.getByRole('button', { name: 'Filtrera' }).click();
    await expect.poll(() => plain.getByRole('group', { name: 'Ort' }).isVisible()).toBe(true);
  });

  it('works as a plain form and links without JavaScript once the list has been asked for in the last minute', async () => {
    const { page } = await session.open({ javaScript: false, consent: true });
    // The first answer in a minute may stream in after the page (React's swap needs JavaScript);
    // from then on the list renders in place (src/search/site-list.ts prefetchSiteList).
    await page.goto(url('store-se', '/hitta-oss'));
    await page.goto(url('store-se', '/hitta-oss?website_city=M%C3%B6lndal'));
    await page.goto(url('store-se', '/hitta-oss'));
    expect(await cardNames(page)).toEqual([
      'Carstore Kungens Kurva',
      'Carstore Malmö',
      'Carstore Mölndal',
    ]);
    await page
      .getByRole('group', { name: 'Ort' })
      .getByRole('checkbox', { name: /^Mölndal/ })
      .check();
    await Promise.all([
      page.waitForURL((u) => u.searchParams.get('website_city') === 'Mölndal'),
      page.locator('.site-list__apply').click(),
    ]);
    expect(await cardNames(page)).toEqual(['Carstore Mölndal']);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/hitta-oss' && u.search === ''),
      page.getByRole('link', { name: 'Ta bort filtret Mölndal' }).click(),
    ]);
    expect(await cardNames(page)).toHaveLength(3);
    await Promise.all([
      page.waitForURL('**/hitta-oss/malmo'),
      page.locator('.site-card__link', { hasText: 'Carstore Malmö' }).click(),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Carstore Malmö');
  });
});
