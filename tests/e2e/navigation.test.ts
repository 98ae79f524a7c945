import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { sites } from '#src/sites/catalogue.ts';
import { type SiteName, siteUrl } from './support/sites.ts';

const session = useBrowser();

/** Opens a page and waits until the navigation island owns its markup. */
async function openNavigation(
  site: SiteName,
  path: string,
  viewport: { width: number; height: number },
  options: OpenOptions = {},
) {
  const watched = await session.open({ viewport, ...options });
  await watched.page.goto(siteUrl(site, path));
  await islandHydrated(watched.page, 'site-navigation');
  return { ...watched, header: watched.page.locator('header.site-header') };
}

/** The top item titled `title`, found by its own link or button (not by a link in its panel). */
const topItem = (header: Locator, title: string) =>
  header
    .locator('.nav__bar > .nav__item')
    .filter({ has: header.page().locator('.nav__top', { hasText: new RegExp(`^${title}$`) }) });
const focusedText = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.textContent ??
      '',
  );

describe('desktop dropdown', () => {
  it('opens on hover, stays open while the pointer moves into it, and closes 200 ms after the pointer leaves', async () => {
    const { page, header } = await openNavigation(
      'group-se',
      '/',
      { width: 1600, height: 900 },
      { clock: 'paused' },
    );
    const buy = topItem(header, 'Köp bil');
    const panel = buy.locator('.nav__panel');
    expect(await panel.isVisible()).toBe(false);

    await buy.locator('.nav__top').hover();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await buy.locator('.nav__top').getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('link', { name: 'Bilmärken' }).hover();
    await page.clock.runFor(400);
    expect(await panel.isVisible()).toBe(true);

    await page.mouse.move(800, 850);
    await page.clock.runFor(190);
    expect(await panel.isVisible()).toBe(true);
    await page.clock.runFor(10);
    await expect.poll(() => panel.isVisible()).toBe(false);
  });

  it('opens on keyboard focus, moves with the arrow keys, and Escape closes it and returns focus', async () => {
    const { page, header } = await openNavigation('group-se', '/', {
      width: 1600,
      height: 900,
    });
    await header.locator('.nav__home').focus();
    await page.keyboard.press('Tab');
    const buy = topItem(header, 'Köp bil');
    expect(await focusedText(page)).toBe('Köp bil');
    await expect.poll(() => buy.locator('.nav__panel').isVisible()).toBe(true);
    expect(await buy.locator('.nav__top').getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Alla bilar i lager');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Alla bilar i lager'); // its + button, named for its entry
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('nav__expand');
    await page.keyboard.press('Space');
    await expect
      .poll(() => buy.getByRole('link', { name: 'Nya bilar i lager' }).isVisible())
      .toBe(true);
    expect(await buy.locator('.nav__expand').first().textContent()).toBe('−');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Nya bilar i lager');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Alla bilar i lager');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Företag');

    await page.keyboard.press('Escape');
    await expect.poll(() => buy.locator('.nav__panel').isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('Köp bil');
    expect(await buy.locator('.nav__top').getAttribute('aria-expanded')).toBe('false');

    // Right moves along the top row; a parent reached that way opens, and Space steps into it.
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Sälj bil');
    await page.keyboard.press('ArrowRight');
    const ownership = topItem(header, 'Bilägande');
    expect(await focusedText(page)).toBe('Bilägande');
    await expect.poll(() => ownership.locator('.nav__panel').isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await focusedText(page)).toBe('Finansiering');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await focusedText(page)).toBe('Bilägande');
  });

  it('follows its links and closes: the next page starts with every menu closed', async () => {
    const { page, header } = await openNavigation('group-se', '/', {
      width: 1600,
      height: 900,
    });
    await topItem(header, 'Köp bil').locator('.nav__top').hover();
    await header.getByRole('link', { name: 'Bilmärken' }).click();
    await page.waitForURL(/\/kop-bil\/bilmarken$/);
    await islandHydrated(page, 'site-navigation');
    expect(await header.locator('.nav__item[data-open]').count()).toBe(0);
    expect(await header.locator('a[aria-current="page"]').allTextContents()).toEqual(['Bilmärken']);
    expect(await topItem(header, 'Köp bil').getAttribute('data-current')).toBe('section');
  });
});

describe("'More' menu", () => {
  const moved = (header: Locator) =>
    header.locator('.nav__more .nav__panel > .nav__list > .nav__entry');

  it('gains the top items that no longer fit when the window narrows and gives them back when it widens', async () => {
    const { page, header } = await openNavigation('group-se', '/', {
      width: 1600,
      height: 900,
    });
    const wide = await moved(header).count();
    const more = header.getByRole('button', { name: 'Mer', exact: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => moved(header).count()).toBeGreaterThan(wide);
    const narrow = await moved(header).count();
    const inMore = await moved(header)
      .locator(':scope > .nav__row > :first-child')
      .allTextContents();
    expect(inMore.at(-1)).toBe('Om oss');
    // An item in More is out of the row, and the row does not run into the buttons beside it.
    expect(await topItem(header, inMore[0]!).locator('.nav__top').isVisible()).toBe(false);
    const row = await header.locator('.nav__bar').boundingBox();
    const actions = await header.locator('.nav__actions').boundingBox();
    const last = await header
      .locator('.nav__bar > .nav__item:not([data-overflow])')
      .last()
      .boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
    expect(row!.x + row!.width).toBeLessThanOrEqual(actions!.x);
    await more.hover();
    await expect.poll(() => header.getByRole('link', { name: 'Om oss' }).isVisible()).toBe(true);
    await page.mouse.move(10, 850);

    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => moved(header).count()).toBeLessThan(narrow);
    expect(await moved(header).count()).toBe(wide);
    expect(await topItem(header, inMore[0]!).locator('.nav__top').isVisible()).toBe(true);
  });
});

describe('language switcher', () => {
  it('switches group-se between Swedish and English versions of the same route', async () => {
    const { page, header } = await openNavigation('group-se', '/om-hedin-automotive', {
      width: 1600,
      height: 900,
    });
    await header.getByRole('button', { name: 'Språk: Svenska' }).click();
    const choices = header.locator('.nav__lang .nav__link');
    expect(await choices.allTextContents()).toEqual(['English', 'Svenska']);
    expect(await header.getByRole('link', { name: 'Svenska' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await header.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\/about-hedin-automotive$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    await islandHydrated(page, 'site-navigation');
    await header.getByRole('button', { name: 'Language: English' }).focus();
    await page.keyboard.press('Enter');
    expect(await focusedText(page)).toBe('English');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Svenska');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/om-hedin-automotive$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('sv');
  });

  it('is absent on a site with one language', async () => {
    const { header } = await openNavigation('group-no', '/', {
      width: 1600,
      height: 900,
    });
    expect(await header.locator('.nav__lang').count()).toBe(0);
    expect(await header.locator('[hreflang]').count()).toBe(0);
  });
});

describe('mobile menu', () => {
  it('opens the drawer, a nested submenu with + and − entries, and goes back', async () => {
    const { page, header } = await openNavigation('group-se', '/', {
      width: 390,
      height: 844,
    });
    const burger = header.getByRole('button', { name: 'Meny' });
    const drawer = header.locator('.nav__drawer');
    expect(await drawer.isVisible()).toBe(false);
    await burger.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const close = header.getByRole('button', { name: 'Stäng menyn' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await header.getByRole('link', { name: 'Boka verkstad' }).isVisible()).toBe(true);

    await header.locator('.nav__drill[aria-label="Köp bil"]').click();
    const back = header.getByRole('button', { name: 'Tillbaka' }).first();
    await expect.poll(() => back.isVisible()).toBe(true);
    expect(await focusedText(page)).toBe('Tillbaka');
    expect(await header.getByRole('link', { name: 'Sälj bil', exact: true }).isVisible()).toBe(
      false,
    );

    const brands = header.getByRole('button', { name: 'Bilmärken' });
    expect(await brands.textContent()).toBe('+');
    await brands.click();
    await expect.poll(() => header.getByRole('link', { name: 'Volvo' }).isVisible()).toBe(true);
    expect(await brands.textContent()).toBe('−');
    expect(await brands.getAttribute('aria-expanded')).toBe('true');
    await brands.click();
    await expect.poll(() => header.getByRole('link', { name: 'Volvo' }).isVisible()).toBe(false);

    await back.click();
    await expect.poll(() => back.isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Sälj bil', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Köp bil',
    );

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await focusedText(page)).toBe('Meny');
  });

  it('closes on a click outside the drawer', async () => {
    const { page, header } = await openNavigation('group-se', '/om-hedin-automotive', {
      width: 1024,
      height: 800,
    });
    await header.getByRole('button', { name: 'Meny' }).click();
    const drawer = header.locator('.nav__drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    const box = await drawer.boundingBox();
    expect(box!.x).toBeGreaterThan(200);
    await page.mouse.click(100, 500);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await header.getByRole('button', { name: 'Meny' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('mega menu', () => {
  it('shows a 480 by 270 picture over each column on a wide screen', async () => {
    const { header } = await openNavigation('group-uk', '/', {
      width: 1600,
      height: 900,
    });
    const buy = topItem(header, 'Buy a car');
    await buy.locator('.nav__top').hover();
    const images = buy.locator('.nav__panel .nav__image');
    await expect.poll(() => images.first().isVisible()).toBe(true);
    expect(await images.count()).toBe(4);
    await expect
      .poll(() =>
        images.evaluateAll((list) =>
          list.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    const sizes = await images.evaluateAll((list) =>
      list.map((img) => [img.getAttribute('width'), img.getAttribute('height')]),
    );
    expect(sizes).toEqual(Array(4).fill(['480', '270']));
    const columns = await images.evaluateAll((list) =>
      list.map((img) => Math.round(img.getBoundingClientRect().left)),
    );
    expect(new Set(columns).size).toBe(4);
  });

  it('hides the pictures of a column set wider than four under 1500 px and shows them above', async () => {
    const { page, header } = await openNavigation('group-uk', '/', {
      width: 1280,
      height: 900,
    });
    const buy = topItem(header, 'Buy a car');
    await buy.locator('.nav__top').hover();
    const images = buy.locator('.nav__panel .nav__image');
    await expect.poll(() => images.first().isVisible()).toBe(true);
    // The seed has no top item with more than four children: give the panel the mark the
    // island writes for one (data-many), and the stylesheet's rule decides.
    await buy.locator('.nav__panel').evaluate((panel) => panel.setAttribute('data-many', ''));
    expect(await images.first().isVisible()).toBe(false);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => images.first().isVisible()).toBe(true);
  });

  it('has a back button labelled from the dictionary in the mobile drawer', async () => {
    const { page, header } = await openNavigation('group-uk', '/', {
      width: 390,
      height: 844,
    });
    await header.getByRole('button', { name: 'Menu' }).click();
    await header.locator('.nav__drill[aria-label="Buy a car"]').click();
    const back = header.getByRole('button', { name: 'back', exact: true }).first();
    await expect.poll(() => back.isVisible()).toBe(true);
    expect(await header.locator('.nav__image').first().isVisible()).toBe(false);
    await back.click();
    await expect
      .poll(() => header.getByRole('link', { name: 'Sell your car', exact: true }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Buy a car',
    );
  });
});

describe('home route', () => {
  it('floats the bar transparently over the hero and makes it solid on hover', async () => {
    const { page, header } = await openNavigation('group-se', '/', {
      width: 1600,
      height: 900,
    });
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const hero = await page.locator('.hero-banner').first().boundingBox();
    const bar = await header.boundingBox();
    expect(Math.abs(hero!.y - bar!.y)).toBeLessThan(1);
    const title = await page.locator('.hero-banner__title').first().boundingBox();
    expect(title!.y).toBeGreaterThan(bar!.y + bar!.height);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await topItem(header, 'Sälj bil').hover();
    await expect.poll(background).toBe('rgb(11, 37, 69)');
    await page.mouse.move(800, 850);
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');

    await page.goto(siteUrl('group-se', '/salj-bil'));
    expect(await background()).toBe('rgb(11, 37, 69)');
  });
});

describe('without JavaScript', () => {
  it('still offers every link as a plain link on desktop and on a phone', async () => {
    const { page } = await session.open({
      javaScript: false,
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(siteUrl('group-se', '/'));
    const header = page.locator('header.site-header');
    await header.getByRole('link', { name: 'Sälj bil', exact: true }).click();
    await page.waitForURL(/\/salj-bil$/);
    // The last top item wraps into view rather than hiding in a 'More' menu that needs a script.
    await header.getByRole('link', { name: 'Om oss', exact: true }).hover();
    await header.getByRole('link', { name: 'Press' }).click();
    await page.waitForURL(/\/om-hedin-automotive\/press$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('group-uk', '/'));
    expect(await header.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    await header.getByRole('link', { name: 'Menu', exact: true }).click();
    await header.getByRole('link', { name: 'Used BMW' }).first().click();
    await page.waitForURL(/\/buy-car\/used-cars\/bmw$/);
  });

  it('folds the menu on a phone, so the content starts under the bar and nothing overflows', async () => {
    // Issue 18 item 10: the whole three-level menu came before the content (main at 3,854 px on
    // group-se) and the page was wider than the screen.
    const { page } = await session.open({
      javaScript: false,
      consent: true,
      viewport: { width: 390, height: 844 },
    });
    const header = page.locator('header.site-header');
    const menuLinks = header.locator('.nav__drawer a');
    for (const site of Object.keys(sites) as SiteName[]) {
      await page.goto(siteUrl(site, '/'));
      const { mainTop, scrollWidth, innerWidth } = await page.evaluate(() => ({
        mainTop: document.querySelector('main')!.getBoundingClientRect().top,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, site).toBeLessThanOrEqual(innerWidth);
      expect(mainTop, site).toBeLessThan(250);
      expect(await menuLinks.first().isVisible(), site).toBe(false);
      await page.goto(siteUrl(site, '/#site-menu'));
      expect(await menuLinks.first().isVisible(), site).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${site} with the menu open`,
      ).toBeLessThanOrEqual(innerWidth);
    }

    await page.goto(siteUrl('group-se', '/'));
    await header.getByRole('link', { name: 'Meny', exact: true }).click();
    const sell = header.getByRole('link', { name: 'Sälj bil', exact: true });
    expect(await sell.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await header.getByRole('link', { name: 'Stäng menyn', exact: true }).click();
    expect(await sell.isVisible()).toBe(false);
    await header.getByRole('link', { name: 'Meny', exact: true }).click();
    await sell.click();
    await page.waitForURL(/\/salj-bil$/);
  });
});
