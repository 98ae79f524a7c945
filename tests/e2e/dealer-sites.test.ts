import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const url = (host: string, path: string) => `http://${host}:${inject('sitePort')}${path}`;
const consent = { name: 'consent', value: 'v1:statistics=0|marketing=0' };

async function open(address: string, viewport?: { width: number; height: number }) {
  const watched = await openWatchedPage(browser, viewport);
  await watched.page.context().addCookies([{ ...consent, url: address }]);
  await watched.page.goto(address);
  return watched;
}

const cardNames = (page: import('playwright-core').Page) =>
  page.locator('.site-card__link').allTextContents();

describe('dealer site detail page', () => {
  it('opens and closes the employees of a department by keyboard, showing name, title, phone and email', async () => {
    const { page, problems } = await open(
      url('group-se.localhost', '/anlaggningar/volvo-goteborg'),
    );
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
    expect(problems).toEqual([]);
  });

  it('takes the latest-arrivals link to the car list filtered by the dealer city and name', async () => {
    const { page, problems } = await open(url('group-se.localhost', '/anlaggningar/bmw-stockholm'));
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
    expect(problems).toEqual([]);
  });

  it('goes back to the list the visitor came from, and to all sites when opened directly', async () => {
    const list = url('group-se.localhost', '/anlaggningar?website_city=Malm%C3%B6');
    const { page, problems } = await open(list);
    await Promise.all([
      page.waitForURL('**/anlaggningar/toyota-malmo'),
      page.locator('.site-card__link', { hasText: 'Hedin Toyota Malmö' }).click(),
    ]);
    const back = page.locator('.dealer-back');
    await expect.poll(() => back.textContent(), { timeout: 10_000 }).toContain('Tillbaka');
    await Promise.all([page.waitForURL((u) => u.pathname === '/anlaggningar'), back.click()]);
    expect(new URL(page.url()).searchParams.get('website_city')).toBe('Malmö');

    const direct = await open(url('group-se.localhost', '/anlaggningar/toyota-malmo'));
    await direct.page.waitForLoadState('networkidle');
    expect(await direct.page.locator('.dealer-back').textContent()).toContain('Alla anläggningar');
    expect(await direct.page.locator('.dealer-back').getAttribute('href')).toBe('/anlaggningar');
    expect([...problems, ...direct.problems]).toEqual([]);
  });
});

describe('dealer site list', () => {
  it('filters by a facet in place, updates the URL and clears the filter by its chip', async () => {
    const { page, problems } = await open(url('group-se.localhost', '/anlaggningar'));
    expect(await cardNames(page)).toHaveLength(12);
    const form = page.locator('.site-list__form[data-live]');
    await form.scrollIntoViewIfNeeded();
    await form.waitFor();
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
    expect(problems).toEqual([]);
  });

  it('searches by keyphrase and says so when nothing matches', async () => {
    const { page, problems } = await open(url('group-uk.localhost', '/find-us'));
    await page.locator('.site-list__form[data-live]').waitFor();
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
    expect(problems).toEqual([]);
  });

  it('folds the filters behind their toggle on a phone, so the dealers come first, opened by keyboard or without JavaScript', async () => {
    const phone = { width: 390, height: 844 };
    const { page, problems } = await open(url('group-se.localhost', '/anlaggningar'), phone);
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
    await page.locator('.site-list__form[data-live]').waitFor();
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
    expect(problems).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const plain = await context.newPage();
    await context.addCookies([{ ...consent, url: url('group-se.localhost', '/') }]);
    await plain.goto(url('group-se.localhost', '/anlaggningar'));
    expect(await plain.getByRole('group', { name: 'Ort' }).isVisible()).toBe(false);
    await plain.getByRole('button', { name: 'Filtrera' }).click();
    await expect.poll(() => plain.getByRole('group', { name: 'Ort' }).isVisible()).toBe(true);
    await context.close();
  });

  it('works as a plain form and links without JavaScript once the list has been asked for in the last minute', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await context.addCookies([{ ...consent, url: url('store-se.localhost', '/') }]);
    // The first answer in a minute may stream in after the page (React's swap needs JavaScript);
    // from then on the list renders in place (src/search/site-list.ts prefetchSiteList).
    await page.goto(url('store-se.localhost', '/hitta-oss'));
    await page.goto(url('store-se.localhost', '/hitta-oss?website_city=M%C3%B6lndal'));
    await page.goto(url('store-se.localhost', '/hitta-oss'));
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
    await context.close();
  });
});
