import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

const se = (path: string) => siteUrl('store-se', path);
const uk = (path: string) => siteUrl('group-uk', path);
/** A typed price applies once the visitor has stopped typing for 1.5 s. */
const typingIdleMs = 1500;

/** Opens a list page with consent given (no dialog in the way) and waits until the list island is hydrated. */
async function openList(
  url: string,
  viewport = { width: 1440, height: 900 },
  options: OpenOptions = {},
) {
  const watched = await session.open({ viewport, consent: true, ...options });
  await watched.page.goto(url);
  await islandHydrated(watched.page, 'car-list');
  // A mark on the window survives in-place loading and is gone after a full page load.
  await watched.page.evaluate(() => Object.assign(window, { listMark: true }));
  return watched;
}

/** Polls long enough for a search on a busy machine (vitest's default is 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const inPlace = (page: Page) =>
  page.evaluate(() => (window as unknown as { listMark?: boolean }).listMark === true);
const cardNames = (page: Page) =>
  page.locator('.car-list__results .car-card__link').allTextContents();
const cardCount = (page: Page) => page.locator('.car-list__results .car-card').count();
const progress = (page: Page) => page.locator('.car-list__progress').textContent();
const path = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
};
/** Waits until the list shows results again after a change. */
async function settled(page: Page) {
  await page.locator('.car-list__results[aria-busy="false"]').waitFor();
}
/** A value as its ~segment of the list's address. */
const segment = (value: string) => value.toLowerCase().replace(/\s+/g, '-');
/** Chooses the first model of the chosen brand and waits for its list; resolves to its name. */
async function chooseFirstModel(page: Page, brandPath: string): Promise<string> {
  const model = page
    .locator('.car-list-facet__values .car-list-facet__values [role="checkbox"]')
    .first();
  const name = (await model.locator('.car-list-facet__text').textContent())!;
  await model.click();
  await poll(() => path(page)).toBe(`${brandPath}/~${segment(name)}`);
  await settled(page);
  return name;
}
const facetValue = (page: Page, legend: string, value: string) =>
  page
    .locator('fieldset.car-list-facet', { has: page.locator('legend', { hasText: legend }) })
    .getByRole('checkbox', { name: new RegExp(`^${value}\\b`) })
    .first();
const prices = async (page: Page) =>
  (
    await page
      .locator('.car-list__results .car-card__price')
      .evaluateAll((nodes) =>
        nodes.map((node) => (node.querySelector('strong') ?? node).textContent ?? ''),
      )
  ).map((text) => Number(text.replace(/\D/g, '')));

/** What names the page: the document title, the list's heading and the breadcrumb's steps. */
const titling = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    heading: document.querySelector('.car-list-section__title')?.textContent ?? null,
    breadcrumb: [...document.querySelectorAll('.car-list-breadcrumb li')].map((step) => {
      const link = step.querySelector('a');
      return link ? `${step.textContent} → ${link.getAttribute('href')}` : step.textContent;
    }),
  }));

describe('car list on store-se', () => {
  it('chooses a brand then a model in place, shows them as chips, removes one and clears all', async () => {
    const { page } = await openList(se('/kop-bil'));
    await facetValue(page, 'Märke', 'Volvo').click();
    await poll(() => path(page)).toBe('/kop-bil/~volvo');
    await settled(page);
    expect((await cardNames(page)).every((name) => name.startsWith('Volvo '))).toBe(true);
    const modelName = await chooseFirstModel(page, '/kop-bil/~volvo');
    expect(new Set(await cardNames(page))).toEqual(new Set([`Volvo ${modelName}`]));
    await poll(() => page.locator('.car-list__chip').allTextContents()).toEqual([
      'Volvo ×',
      `${modelName} ×`,
    ]);

    await page.getByRole('link', { name: `Ta bort filtret ${modelName}` }).click();
    await poll(() => path(page)).toBe('/kop-bil/~volvo');
    await page.getByRole('link', { name: 'Rensa alla' }).click();
    await poll(() => path(page)).toBe('/kop-bil');
    await settled(page);
    expect(await page.locator('.car-list__chip').count()).toBe(0);
    expect(await inPlace(page)).toBe(true);
  });

  it('titles the page after a brand then a model chosen in place as a reload does, and on back', async () => {
    const { page } = await openList(se('/kop-bil'));
    const unfiltered = await titling(page);
    await facetValue(page, 'Märke', 'Volvo').click();
    await poll(() => path(page)).toBe('/kop-bil/~volvo');
    await settled(page);
    const model = await chooseFirstModel(page, '/kop-bil/~volvo');
    const shown = await titling(page);
    expect(shown.heading).toBe(`Volvo ${model}`);
    expect(shown.title).toMatch(new RegExp(`^Volvo ${model} – `));
    expect(shown.breadcrumb).toEqual([
      `${unfiltered.heading} → /kop-bil`,
      'Volvo → /kop-bil/~volvo',
      model,
    ]);
    expect(await inPlace(page)).toBe(true);
    // Exactly what the server renders for the same address.
    const reloaded = await session.open({ consent: true });
    await reloaded.page.goto(page.url());
    expect(await titling(reloaded.page)).toEqual(shown);

    await page.goBack();
    await poll(() => path(page)).toBe('/kop-bil/~volvo');
    await poll(() => titling(page)).toEqual({
      title: shown.title.replace(`Volvo ${model}`, 'Volvo'),
      heading: 'Volvo',
      breadcrumb: [`${unfiltered.heading} → /kop-bil`, 'Volvo'],
    });
    await page.goBack();
    await poll(() => path(page)).toBe('/kop-bil');
    await poll(() => titling(page)).toEqual(unfiltered);
    await page.goForward();
    await poll(() => titling(page)).toMatchObject({ heading: 'Volvo' });
  });

  it('sets a price range by typing (after 1.5 s idle) and by slider', async () => {
    const { page } = await openList(se('/kop-bil'), undefined, { clock: 'paused' });
    const price = page.locator('fieldset.car-list-range', {
      has: page.locator('legend', { hasText: 'Pris' }),
    });
    const from = price.getByLabel('Från', { exact: true });
    await from.fill('200 000');
    // Nothing is submitted while the visitor may still be typing.
    await page.clock.runFor(typingIdleMs - 1);
    expect(path(page)).toBe('/kop-bil');
    await page.clock.runFor(1);
    await poll(() => path(page)).toMatch(/^\/kop-bil\?car_price=200000-\d+$/);
    // The rest goes at the page's own pace.
    await page.clock.resume();
    await settled(page);
    expect(Math.min(...(await prices(page)))).toBeGreaterThanOrEqual(200_000);

    const slider = price.getByRole('slider', { name: 'Pris: Till' });
    await slider.focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowLeft');
    await poll(() => path(page)).toMatch(/^\/kop-bil\?car_price=200000-\d+$/);
    const [, max] = /car_price=200000-(\d+)/.exec(path(page))!;
    const bounds = {
      max: Number(await slider.getAttribute('max')),
      step: Number(await slider.getAttribute('step')),
    };
    // Ten steps down from the top (the first one may snap onto the step grid).
    expect(Number(max)).toBeLessThan(bounds.max);
    expect(Number(max)).toBeGreaterThanOrEqual(bounds.max - 10 * bounds.step);
    await settled(page);
    expect(Math.max(...(await prices(page)))).toBeLessThanOrEqual(Number(max));
  });

  it('turns a brand word of the keyphrase into a chip and keeps the rest as the keyphrase', async () => {
    const { page } = await openList(se('/kop-bil'));
    await page.getByRole('searchbox', { name: 'Sök bil' }).fill('VOLVO dragkrok');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await poll(() => path(page)).toBe('/kop-bil/~volvo?keyphrase=dragkrok');
    await poll(() => page.locator('.car-list__chip').allTextContents()).toEqual([
      'Volvo ×',
      '“dragkrok” ×',
    ]);
    expect(await page.getByRole('searchbox', { name: 'Sök bil' }).inputValue()).toBe('dragkrok');
  });

  it('sorts, shows more to the third page, and keeps it all on reload', async () => {
    const { page } = await openList(se('/kop-bil?car_fuel=Bensin'));
    await page.getByLabel('Sortera efter').selectOption('car_price_asc');
    await poll(() => path(page)).toBe('/kop-bil?car_fuel=Bensin&sortName=car_price_asc');
    await settled(page);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Visa fler bilar' }).click();
    await poll(() => cardCount(page)).toBe(96);
    await page.getByRole('button', { name: 'Visa fler bilar' }).click();
    await poll(() => cardCount(page)).toBe(144);
    expect(path(page)).toBe('/kop-bil?car_fuel=Bensin&sortName=car_price_asc&page=2');
    expect(await progress(page)).toMatch(/^144 av [\d\s\u00a0]+$/);
    const before = await cardNames(page);
    expect(await inPlace(page)).toBe(true);

    await page.reload();
    await islandHydrated(page, 'car-list');
    expect(await cardCount(page)).toBe(144);
    expect(await cardNames(page)).toEqual(before);
    expect(await page.getByLabel('Sortera efter').inputValue()).toBe('car_price_asc');
  });

  it('applies a typed price range with its button without JavaScript and keeps it in the form', async () => {
    const { page } = await session.open({
      javaScript: false,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(se('/kop-bil/~volvo?car_fuel=El'));
    const price = page.locator('fieldset.car-list-range', {
      has: page.locator('legend', { hasText: 'Pris' }),
    });
    // Sliders could not move the form's amounts here: the form shows the fields and its button.
    const slider = price.locator('input[type="range"]').first();
    expect(await slider.isVisible()).toBe(false);
    // A quarter and three quarters into the facet's bounds, in thousands.
    const [min, max] = [
      Number(await slider.getAttribute('min')),
      Number(await slider.getAttribute('max')),
    ];
    const [low, high] = [0.25, 0.75].map(
      (at) => Math.round((min + (max - min) * at) / 1000) * 1000,
    );
    const typedAs = (amount: number) => `${Math.floor(amount / 1000)} 000`;
    await price.getByLabel('Från', { exact: true }).fill(typedAs(low!));
    await price.getByLabel('Till', { exact: true }).fill(typedAs(high!));
    await price.getByRole('button', { name: 'Använd' }).click();
    await page.waitForURL(/car_price=/);
    const sent = new URL(page.url());
    expect(sent.pathname).toBe('/kop-bil/~volvo');
    expect([...sent.searchParams]).toEqual([
      ['car_fuel', 'El'],
      ['car_price', typedAs(low!)],
      ['car_price', typedAs(high!)],
    ]);
    const shown = await prices(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(Math.min(...shown)).toBeGreaterThanOrEqual(low!);
    expect(Math.max(...shown)).toBeLessThanOrEqual(high!);
    expect((await cardNames(page)).every((name) => name.startsWith('Volvo '))).toBe(true);
    const typed = async (label: string) =>
      (await price.getByLabel(label, { exact: true }).inputValue()).replace(/\s/g, '');
    expect([await typed('Från'), await typed('Till')]).toEqual([String(low), String(high)]);
  });

  it('restores earlier filters with back and forward', async () => {
    const { page } = await openList(se('/kop-bil'));
    await facetValue(page, 'Drivmedel', 'El').click();
    await poll(() => path(page)).toBe('/kop-bil?car_fuel=El');
    await settled(page);
    const electric = await cardNames(page);
    await facetValue(page, 'Märke', 'Volvo').click();
    await poll(() => path(page)).toBe('/kop-bil/~volvo?car_fuel=El');
    await settled(page);

    await page.goBack();
    await poll(() => path(page)).toBe('/kop-bil?car_fuel=El');
    await poll(() => cardNames(page)).toEqual(electric);
    expect(await facetValue(page, 'Märke', 'Volvo').getAttribute('aria-checked')).toBe('false');
    await page.goBack();
    await poll(() => path(page)).toBe('/kop-bil');
    await poll(() => page.locator('.car-list__chip').count()).toBe(0);
    await page.goForward();
    await poll(() => path(page)).toBe('/kop-bil?car_fuel=El');
    await poll(() => cardNames(page)).toEqual(electric);
    expect(await inPlace(page)).toBe(true);
  });

  it('comes back from a car to the loaded pages and the scroll position', async () => {
    const { page } = await openList(se('/kop-bil'));
    await page.getByRole('button', { name: 'Visa fler bilar' }).click();
    await poll(() => cardCount(page)).toBe(96);
    const card = page.locator('.car-list__results .car-card').nth(70);
    await card.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    const href = await card.locator('.car-card__link').getAttribute('href');
    await card.locator('.car-card__link').click();
    await page.waitForURL((url) => url.pathname === href);
    await page.goBack();
    await islandHydrated(page, 'car-list');
    expect(path(page)).toBe('/kop-bil?page=1');
    expect(await cardCount(page)).toBe(96);
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 100);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(100);
  });

  it('stops at the 20th page and shows the error text beyond it', async () => {
    const { page } = await openList(se('/kop-bil?page=19'));
    expect(await cardCount(page)).toBe(960);
    expect(await page.getByRole('button', { name: 'Visa fler bilar' }).count()).toBe(0);
    await page.goto(se('/kop-bil?page=20'));
    await page.getByText('Vi kunde inte hämta bilarna just nu. Försök igen om en stund.').waitFor();
    expect(await cardCount(page)).toBe(0);
  });

  it('shows the empty text, and the error text when the search fails', async () => {
    const { page, expectProblems } = await openList(se('/kop-bil'));
    // The failed request, which the browser reports, and the list's own warning about it.
    expectProblems(/status of 503/, /^console\.warning: car list could not be loaded/);
    await page.getByRole('searchbox', { name: 'Sök bil' }).fill('zzqxjw');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await page.getByText('Inga bilar matchar din sökning.').waitFor();
    expect(await cardCount(page)).toBe(0);

    await page.route('**/api/search', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.getByRole('link', { name: 'Rensa alla' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Vi kunde inte hämta bilarna just nu. Försök igen om en stund.' })
      .waitFor();
  });

  it('adds a car to the compare selection from its card', async () => {
    const { page } = await openList(se('/kop-bil'));
    const toggle = page
      .locator('.car-list__results .car-card')
      .first()
      .getByRole('button', { name: 'Jämför' });
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const id = (await page
      .locator('.car-list__results .car-card__link')
      .first()
      .getAttribute('href'))!.split('/')[3];
    await poll(() =>
      page.evaluate(() =>
        (JSON.parse(sessionStorage.getItem('compare') ?? '[]') as Array<{ car_id: string }>).map(
          (car) => car.car_id,
        ),
      ),
    ).toEqual([id]);
  });

  it('keeps the scroll-to-top button above the compare bar at 1280 px', async () => {
    const { page } = await openList(se('/kop-bil'), { width: 1280, height: 800 });
    const toggles = page
      .locator('.car-list__results .car-card')
      .getByRole('button', { name: 'Jämför' });
    for (let i = 0; i < 3; i += 1) {
      await toggles.nth(i).click();
      await poll(() => toggles.nth(i).getAttribute('aria-pressed')).toBe('true');
    }
    const bar = page.getByRole('region', { name: 'Jämför bilar' });
    await bar.getByText('3 valda').waitFor();
    await page.mouse.wheel(0, 2000);
    const top = page.getByRole('button', { name: 'Till toppen' });
    await top.waitFor();
    await poll(async () => {
      const [button, strip] = await Promise.all([top.boundingBox(), bar.boundingBox()]);
      return button!.y + button!.height <= strip!.y;
    }).toBe(true);
    // Nothing covers it: a click there reaches the button (Playwright refuses a covered target).
    await top.click();
  });

  it('opens the filters as a drawer at 390 px that keeps focus and closes with Escape', async () => {
    const { page } = await openList(se('/kop-bil'), { width: 390, height: 844 });
    const button = page.getByRole('button', { name: 'Filtrera' });
    expect(await page.locator('.car-list__panel').isVisible()).toBe(false);
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filtrera' });
    await drawer.waitFor();
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 60; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await facetValue(page, 'Märke', 'Volvo').click();
    await poll(() => path(page)).toBe('/kop-bil/~volvo');
    expect(await drawer.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    expect(await button.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.locator('.car-list__panel').isVisible()).toBe(false);
  });

  it('keeps the desktop filter mode chosen for the session', async () => {
    const { page } = await openList(se('/kop-bil'));
    expect(await page.locator('.car-list__panel').isVisible()).toBe(true);
    expect(
      await page.locator('.car-list__panel').evaluate((node) => getComputedStyle(node).position),
    ).toBe('sticky');
    await page.getByLabel('Visa alltid filter').uncheck();
    await poll(() => page.locator('.car-list__panel').isVisible()).toBe(false);
    await page.reload();
    await islandHydrated(page, 'car-list');
    await poll(() => page.locator('.car-list__panel').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtrera' }).click();
    expect(await page.locator('.car-list__panel').isVisible()).toBe(true);
  });
});

describe('car list on group-uk', () => {
  it('chooses a brand and a model, sorts and shows progress in English', async () => {
    const { page } = await openList(uk('/buy-car/all-cars'));
    expect(await progress(page)).toMatch(/^48 of (\d{1,3}(,\d{3})*|10000\+)$/);
    await facetValue(page, 'Make', 'BMW').click();
    await poll(() => path(page)).toBe('/buy-car/all-cars/~bmw');
    await settled(page);
    const modelName = await chooseFirstModel(page, '/buy-car/all-cars/~bmw');
    expect(new Set(await cardNames(page))).toEqual(new Set([`BMW ${modelName}`]));
    await page.getByLabel('Sort by').selectOption('car_price_desc');
    await settled(page);
    const sorted = await prices(page);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    await page.goBack();
    await poll(() => path(page)).toBe(`/buy-car/all-cars/~bmw/~${segment(modelName)}`);
    await page.reload();
    await islandHydrated(page, 'car-list');
    expect(await page.locator('.car-list__chip').allTextContents()).toEqual([
      'BMW ×',
      `${modelName} ×`,
    ]);
    expect(await page.title()).toContain(`BMW ${modelName}`);
  });

  it('works as plain links without JavaScript', async () => {
    const { page } = await session.open({
      javaScript: false,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(uk('/buy-car/all-cars'));
    expect(await cardCount(page)).toBe(48);
    await facetValue(page, 'Make', 'BMW').click();
    await page.waitForURL(/\/buy-car\/all-cars\/~bmw$/);
    expect((await cardNames(page)).every((name) => name.startsWith('BMW '))).toBe(true);
    await page.getByRole('button', { name: 'Show more cars' }).click();
    await page.waitForURL(/\/~bmw\?page=1$/);
    expect(await cardCount(page)).toBe(96);
  });
});
