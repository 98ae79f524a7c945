import { describe, expect, it } from 'vitest';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import { useBrowser } from './support/browser-session.ts';
import { fixtureUrl, siteUrl } from './support/sites.ts';

const session = useBrowser();

/** A visitor without JavaScript, the consent question answered so its dialog covers nothing. */
const openWithoutScript = () =>
  session.open({ javaScript: false, consent: true, viewport: { width: 1280, height: 900 } });

describe('streamed sections without JavaScript (issue 18 item 9)', () => {
  it('shows every stories list with its stories, not a skeleton', async () => {
    const { page } = await openWithoutScript();
    for (const [site, path] of [
      ['group-se', '/om-hedin-automotive/press'],
      ['group-uk', '/news-and-events'],
      ['store-se', '/om-carstore/nyheter'],
    ] as const) {
      await page.goto(siteUrl(site, path));
      const stories = page.locator('main .story-card__link');
      expect(await stories.count(), path).toBeGreaterThan(2);
      expect(await stories.first().isVisible(), path).toBe(true);
      expect(await page.locator('.section-skeleton').count(), path).toBe(0);
    }
  });

  it("shows each home page's latest arrivals in place, each card a link to its car", async () => {
    const { page } = await openWithoutScript();
    for (const site of Object.keys(sites) as SiteName[]) {
      await page.goto(siteUrl(site, '/'));
      const cards = page.locator('main .stock-summary .car-card__link');
      expect(await cards.count(), site).toBeGreaterThan(0);
      expect(await cards.first().isVisible(), site).toBe(true);
      expect(await page.locator('.section-skeleton').count(), site).toBe(0);
    }
    // group-uk: a card leads to its car's detail page, the section's link to the stock list.
    await page.goto(siteUrl('group-uk', '/'));
    const card = page.locator('.stock-summary .car-card__link').first();
    const name = (await card.textContent())!;
    await card.click();
    await page.waitForURL(/\/\d+\/[\w-]+$/);
    expect(await page.locator('h1').first().textContent()).toContain(name);
    await page.goto(siteUrl('group-uk', '/'));
    await page
      .locator('.stock-summary')
      .getByRole('link', { name: /^See all .* cars/ })
      .click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect(await page.locator('.car-card').count()).toBeGreaterThan(0);
  });

  it('shows a section slower than the first bytes once it has arrived, and no skeleton', async () => {
    const { page } = await openWithoutScript();
    await page.goto(fixtureUrl('group-se', '/__fixtures/slow?ms=600'));
    expect(await page.locator('#slow').isVisible()).toBe(true);
    expect(await page.locator('#slow').textContent()).toBe('slow section after 600 ms');
    expect(await page.locator('.section-skeleton').isVisible()).toBe(false);
  });
});
