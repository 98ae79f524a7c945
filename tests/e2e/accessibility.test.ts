import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { necessaryOnly, useBrowser } from './support/browser-session.ts';
import { islandHydrated, pageHydrated } from './support/hydration.ts';
import { type SiteName, siteUrl } from './support/sites.ts';
import { ukCarWithMedia } from './support/uk-media-car.ts';

const session = useBrowser();

/** A page to check, and what to do first so axe sees its opened or hydrated state too. */
interface AuditedPage {
  site: SiteName;
  path: string;
  what?: string;
  prepare?: (page: Page) => Promise<void>;
}

/** The about page of each site, a content page beside the home page. */
const contentPages: Record<SiteName, string> = {
  'group-se': '/om-hedin-automotive',
  'group-no': '/om-oss',
  'group-uk': '/about-us/who-are-we',
  'store-se': '/om-carstore',
  'store-no': '/om-carstore',
  'store-fi': '/tietoa-carstoresta',
  'store-sk': '/o-carstore',
};

/** Scrolled through, so the islands that wait to be seen have hydrated too. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The file list expanded and an accordion item open (the card and list showcases). */
async function openLists(page: Page): Promise<void> {
  const toggle = page.locator('.file-list__toggle');
  await islandHydrated(page, 'file-list');
  await toggle.click();
  await page.locator('.accordion-item summary').first().click();
}

async function showStories(page: Page): Promise<void> {
  await page.locator('.stories-list, .story-navigation').first().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
}

/** The car list hydrated (issue 7). */
async function showCarList(page: Page): Promise<void> {
  await islandHydrated(page, 'car-list');
}

/** The car list's filter drawer open at 390 px wide (issue 7). */
async function openFilterDrawer(page: Page): Promise<void> {
  // A returning visitor: the consent dialog stays shut and the drawer is what axe sees.
  await page.context().addCookies([{ name: 'consent', value: necessaryOnly, url: page.url() }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await showCarList(page);
  await page.locator('.car-list__filter-button').click();
  await page.getByRole('dialog').waitFor();
}

/** Three cars compared: the comparison dialog open with its equipment section expanded (car-extras). */
async function openCompare(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'consent', value: necessaryOnly, url: page.url() }]);
  await page.reload();
  await islandHydrated(page, 'car-of-the-week');
  const toggles = page.locator('.cotw-slider__slide:not([aria-hidden]) .compare-toggle');
  for (let i = 0; i < 3; i++) await toggles.nth(i).click();
  await page.locator('.compare-bar__open').click();
  await page.locator('dialog.compare-modal[open]').waitFor();
  await page.locator('.compare-table__expand').first().click();
  await page.waitForLoadState('networkidle');
}

/** The car detail page's gallery open in its full-screen viewer, every island hydrated (issue 8). */
async function openCarViewer(page: Page): Promise<void> {
  await scrollThrough(page);
  await islandHydrated(page, 'car-gallery');
  await page.locator('.car-gallery__open').click();
  await expect.poll(() => page.locator('.car-gallery__viewer').count()).toBe(1);
}

/** A group-uk car the media sandbox has every medium for, its viewer open on the 360 exterior (issue 8, detail-ui). */
async function openUkMediaViewer(page: Page): Promise<void> {
  await page.goto(await ukCarWithMedia(page, 'all'));
  await scrollThrough(page);
  await page.getByRole('tab', { name: '360° exterior' }).click();
  await page.locator('.car-gallery__fullscreen').click();
  await expect
    .poll(() => page.locator('.car-gallery__viewer .car-gallery__spin-stage').count())
    .toBe(1);
  await page.waitForLoadState('networkidle');
}

/** Dealer pages (issue 9): the list hydrated, a detail page with every department's people open. */
async function openEmployees(page: Page): Promise<void> {
  await scrollThrough(page);
  for (const summary of await page.locator('.dealer-dept__people summary').all())
    await summary.click();
}

const pages: AuditedPage[] = [
  ...(Object.keys(contentPages) as SiteName[]).flatMap((site) => [
    { site, path: '/' },
    { site, path: contentPages[site] },
  ]),
  // Hero, countdown and blurb showcases (issue 5).
  { site: 'group-se', path: '/vinterkampanj' },
  { site: 'group-se', path: '/om-hedin-automotive/fossilfritt-2030' },
  { site: 'group-uk', path: '/buy-car/latest-offers/winter-event' },
  { site: 'store-fi', path: '/talvikampanja' },
  // Card and list showcases, with the files and an accordion open.
  ...(
    [
      'group-uk:/buy-car/model-range',
      'store-fi:/autoilu/omistajan-opas',
      'group-se:/bilagande/agarguide',
    ] as const
  ).map((entry) => {
    const [site, path] = entry.split(':') as [SiteName, string];
    return { site, path, what: 'lists opened', prepare: openLists };
  }),
  // Media showcases: carousel, video, site-selection teaser and social share, every island hydrated.
  {
    site: 'group-se',
    path: '/exempel/media-block',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  {
    site: 'group-uk',
    path: '/examples/media-blocks',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  {
    site: 'group-uk',
    path: '/examples/winter-driving-checklist',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  {
    site: 'store-se',
    path: '/exempel/media-block',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  // One of every block on one page (story-page blocks are on the story page below).
  {
    site: 'group-se',
    path: '/exempel/alla-block',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  // Car search hero and car of the week (issue 7, car-extras), and the compare dialog over them.
  {
    site: 'group-uk',
    path: '/buy-car/find-a-car',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  {
    site: 'store-se',
    path: '/kop-bil/hitta-bil',
    what: 'compare dialog open',
    prepare: openCompare,
  },
  // Stories: a list, a list filtered by tags, a story page.
  { site: 'group-uk', path: '/news-and-events', prepare: showStories },
  { site: 'store-se', path: '/om-carstore/nyheter?tags=elbil,service', prepare: showStories },
  {
    site: 'group-se',
    path: '/om-hedin-automotive/press/2026/nya-volvo-ex30-cross-country',
    prepare: showStories,
  },
  // Car list (issue 7): a filtered list page and the open filter drawer.
  {
    site: 'store-se',
    path: '/kop-bil/~volvo?car_price=100000-400000',
    what: 'car list hydrated',
    prepare: showCarList,
  },
  { site: 'group-uk', path: '/buy-car/all-cars', what: 'car list hydrated', prepare: showCarList },
  { site: 'store-se', path: '/kop-bil', what: 'filter drawer open', prepare: openFilterDrawer },
  // Car detail pages (issue 8): the first car of the stock (its bare id redirects), the viewer open.
  { site: 'group-se', path: '/kop-bil/10000001', what: 'viewer open', prepare: openCarViewer },
  {
    site: 'store-se',
    path: '/kop-bil/bil/40000001',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  {
    site: 'group-uk',
    path: '/',
    what: 'a car detail viewer open on its 360 tab',
    prepare: openUkMediaViewer,
  },
  // Dealer sites (issue 9): the list (filtered, hydrated) and detail pages with the people shown.
  {
    site: 'group-se',
    path: '/anlaggningar?website_city=Stockholm',
    what: 'islands hydrated',
    prepare: scrollThrough,
  },
  { site: 'group-uk', path: '/find-us', what: 'islands hydrated', prepare: scrollThrough },
  {
    site: 'group-se',
    path: '/anlaggningar/volvo-goteborg',
    what: 'employees open',
    prepare: openEmployees,
  },
  {
    site: 'group-uk',
    path: '/find-us/bmw-park-royal',
    what: 'employees open',
    prepare: openEmployees,
  },
  {
    site: 'store-sk',
    path: '/kontakty/carstore-bratislava',
    what: 'employees open',
    prepare: openEmployees,
  },
];

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const { site, path, what, prepare } of pages) {
    it(`finds no violation on ${site} ${path}${what ? `, ${what}` : ''}`, async () => {
      const { page } = await session.open();
      await page.goto(siteUrl(site, path));
      await pageHydrated(page);
      await prepare?.(page);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  }
});
