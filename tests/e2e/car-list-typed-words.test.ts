import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

// Issue 18 items 4 and 2: chips remove as the panel unticks, typed words become filters whatever
// the results on screen, and English pages match typed English words to the index's values.

const session = useBrowser();

async function openList(url: string) {
  const { page } = await session.open({ viewport: { width: 1440, height: 900 }, consent: true });
  await page.goto(url);
  await islandHydrated(page, 'car-list');
  return page;
}

/** Polls long enough for a search on a busy machine. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const path = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(`${url.pathname}${url.search}`);
};
const chips = (page: Page) => page.locator('.car-list__chip').allTextContents();

async function search(page: Page, words: string, field = 'Sök bil', button = 'Sök') {
  await page.getByRole('searchbox', { name: field }).fill(words);
  await page.getByRole('button', { name: button, exact: true }).click();
}

describe('car list chips and typed words on store-se', () => {
  it("removes Volvo's models with the Volvo chip, as unticking Volvo does", async () => {
    const page = await openList(
      siteUrl('store-se', '/kop-bil?car_brand=Volvo&car_brand=BMW&car_model=XC60&car_model=X3'),
    );
    expect(await chips(page)).toEqual(['Volvo ×', 'BMW ×', 'XC60 ×', 'X3 ×']);
    await page.getByRole('link', { name: 'Ta bort filtret Volvo' }).click();
    await poll(() => path(page)).toBe('/kop-bil/~bmw/~x3');
    await poll(() => chips(page)).toEqual(['BMW ×', 'X3 ×']);
  });

  it("makes 'volvo xc60' both filters and no keyphrase", async () => {
    const page = await openList(siteUrl('store-se', '/kop-bil'));
    await search(page, 'volvo xc60');
    await poll(() => path(page)).toBe('/kop-bil/~volvo/~xc60');
    await poll(() => chips(page)).toEqual(['Volvo ×', 'XC60 ×']);
    expect(await page.getByRole('searchbox', { name: 'Sök bil' }).inputValue()).toBe('');
  });

  it("gives the BMW chip for 'bmw' typed after 'XC60'", async () => {
    const page = await openList(siteUrl('store-se', '/kop-bil'));
    await search(page, 'XC60');
    await poll(() => path(page)).toBe('/kop-bil/~volvo/~xc60');
    await page.locator('.car-list__results[aria-busy="false"]').waitFor();
    await search(page, 'bmw');
    await poll(() => chips(page)).toEqual(['Volvo ×', 'BMW ×', 'XC60 ×']);
    expect(path(page)).toBe('/kop-bil?car_brand=Volvo&car_brand=BMW&car_model=XC60');
  });
});

describe('car list typed words on group-se in English', () => {
  it("matches 'electric' to the index's El and shows its chip in English", async () => {
    const page = await openList(siteUrl('group-se', '/en/buy-car/all-cars'));
    await search(page, 'electric towbar', 'Search cars', 'Search');
    await poll(() => path(page)).toBe('/en/buy-car/all-cars?car_fuel=El&keyphrase=towbar');
    await poll(() => chips(page)).toEqual(['Electric ×', '“towbar” ×']);
  });
});
