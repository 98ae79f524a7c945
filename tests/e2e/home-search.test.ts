import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '#client/contracts/site-profile.ts';
import { heroBannerTexts } from '#client/blocks/hero-banner/hero-banner.texts.ts';
import { useBrowser } from './support/browser-session.ts';
import { type SiteName, siteUrl } from './support/sites.ts';

const session = useBrowser();

/** Every seeded start page, the stock list its search leads to, and a brand that site sells. */
const startPages: Array<{
  site: SiteName;
  home: string;
  language: Language;
  list: string;
  brand: string;
}> = [
  {
    site: 'group-se',
    home: '/',
    language: 'sv',
    list: '/kop-bil/alla-bilar-i-lager',
    brand: 'Toyota',
  },
  { site: 'group-se', home: '/en', language: 'en', list: '/en/buy-car/all-cars', brand: 'Toyota' },
  { site: 'group-no', home: '/', language: 'nb', list: '/kjop-bil', brand: 'BMW' },
  { site: 'group-uk', home: '/', language: 'en', list: '/buy-car/all-cars', brand: 'MINI' },
  { site: 'store-se', home: '/', language: 'sv', list: '/kop-bil', brand: 'Toyota' },
  { site: 'store-no', home: '/', language: 'nb', list: '/kjop-bil', brand: 'Toyota' },
  { site: 'store-fi', home: '/', language: 'fi', list: '/osta-auto', brand: 'Toyota' },
  { site: 'store-sk', home: '/', language: 'sk', list: '/kupit-auto', brand: 'Toyota' },
];

const cardNames = (page: Page) =>
  page.locator('.car-list__results .car-card__link').allTextContents();

describe('the start page search', () => {
  it.each(startPages)(
    '$site $home: the opening banner searches the stock list without JavaScript',
    async ({ site, home, language, list, brand }) => {
      const { page } = await session.open({ javaScript: false, consent: true });
      await page.goto(siteUrl(site, home));
      // Where authors put it: in the banner that opens the page, in view at once.
      const field = page
        .locator('.hero-banner')
        .first()
        .getByRole('searchbox', { name: heroBannerTexts[language].heroSearchLabel });
      await expect.poll(() => field.isVisible()).toBe(true);
      await field.fill(brand);
      await field.press('Enter');

      await page.waitForURL((url) => url.pathname.startsWith(list));
      const landed = new URL(page.url());
      // The plain form sends the words as the keyphrase (a list may turn a brand into its filter).
      const filtered =
        landed.searchParams.get('keyphrase') === brand ||
        landed.pathname === `${list}/~${brand.toLowerCase()}`;
      expect(filtered, `${landed.pathname}${landed.search}`).toBe(true);
      const names = await cardNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !name.trim().startsWith(brand))).toEqual([]);
    },
  );
});
