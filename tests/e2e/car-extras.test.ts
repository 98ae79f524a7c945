import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

/** A visitor who has answered the consent question, so its dialog covers nothing at the bottom. */
const openAnswered = (viewport: { width: number; height: number }) =>
  session.open({ viewport, consent: true });

/** The seeded pages with the car search hero and car of the week. */
const storeSe = siteUrl('store-se', '/kop-bil/hitta-bil');
const groupUk = siteUrl('group-uk', '/buy-car/find-a-car');

const sliderReady = (page: Page) => islandHydrated(page, 'car-of-the-week');

const storedIds = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(sessionStorage.getItem('compare') ?? '[]') as Array<{ car_id: string }>).map(
      (car) => car.car_id,
    ),
  );

/** What has focus: its class, or the tag name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      className: active?.className ?? '',
      tag: active?.tagName ?? '',
      inDialog: Boolean(active?.closest('dialog[open]')),
    };
  });

/** How far the centred card's middle is from the track's middle, in pixels. */
const centreOffset = (page: Page) =>
  page.evaluate(() => {
    const track = document.querySelector('.cotw-slider__track')!.getBoundingClientRect();
    const card = document.querySelector('.cotw-slider__slide.is-centred')!.getBoundingClientRect();
    return Math.abs(card.left + card.width / 2 - (track.left + track.width / 2));
  });

const centredHref = (page: Page) =>
  page.locator('.cotw-slider__slide.is-centred .car-card__link').getAttribute('href');

/** The window copy of each car (the one keyboard users reach), in car order. */
async function carHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const props = JSON.parse(
      document.querySelector(
        `script[data-island-props="${document.querySelector('[data-island="car-of-the-week"]')!.id}"]`,
      )!.textContent!,
    ) as { slides: Array<{ href: string }> };
    return props.slides.map((slide) => slide.href);
  });
}

describe('compare', () => {
  it('compares three cars through the dialog and back to empty, keeping the selection in session storage', async () => {
    const { page } = await openAnswered({ width: 1440, height: 900 });
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search')) searches.push(request.postData() ?? '');
    });
    await page.goto(storeSe);
    await sliderReady(page);
    const toggles = page.locator('.cotw-slider__slide:not([aria-hidden]) .compare-toggle');
    for (let i = 0; i < 3; i++) await toggles.nth(i).click();
    await expect.poll(() => page.locator('.compare-bar__count').textContent()).toBe('3 valda');
    await expect.poll(() => storedIds(page).then((ids) => ids.length)).toBe(3);
    // Each added car's detailed record was fetched and stored (fields the card does not have).
    expect(searches.filter((body) => body.includes('"car_id"')).length).toBe(3);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (JSON.parse(sessionStorage.getItem('compare')!) as Array<Record<string, unknown>>).every(
            (car) => Array.isArray(car.car_equipment),
          ),
        ),
      )
      .toBe(true);
    expect(await toggles.nth(0).getAttribute('aria-pressed')).toBe('true');

    // Show and hide the selected cars.
    const showSelected = page.getByRole('button', { name: 'Visa valda' });
    await showSelected.click();
    await expect.poll(() => page.locator('.compare-bar__car').count()).toBe(3);
    await page.getByRole('button', { name: 'Dölj valda' }).click();
    await expect.poll(() => page.locator('.compare-bar__car').count()).toBe(0);

    // The dialog: three columns linking to the cars, dates as YYYY-MM-DD, sections that expand.
    const open = page.locator('.compare-bar__open');
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Jämför bilar' });
    await dialog.waitFor();
    expect(await focused(page)).toMatchObject({
      className: 'compare-modal__close',
      inDialog: true,
    });
    const ids = await storedIds(page);
    const links = await dialog
      .locator('.compare-table__link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(
      ids.map((id) => expect.stringMatching(new RegExp(`^/kop-bil/bil/${id}/[\\w-]+$`))),
    );
    const dates = await dialog.locator('tr[data-row="firstRegistration"] td').allTextContents();
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date).toMatch(/^(\d{4}-\d{2}-\d{2}|–)$/);
    const equipment = dialog.getByRole('button', { name: 'Utrustning' });
    expect(await dialog.locator('[data-section="equipment"]').isVisible()).toBe(false);
    await equipment.click();
    expect(await equipment.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.locator('[data-section="equipment"] tr').count()).toBeGreaterThan(5);

    // The header stays at the top while the table scrolls.
    await dialog
      .locator('.compare-modal__scroll')
      .evaluate((scroller) => scroller.scrollTo(0, 600));
    const headerTop = await dialog
      .locator('thead th')
      .first()
      .evaluate((th) => th.getBoundingClientRect().top);
    const scrollerTop = await dialog
      .locator('.compare-modal__scroll')
      .evaluate((scroller) => scroller.getBoundingClientRect().top);
    expect(Math.abs(headerTop - scrollerTop)).toBeLessThan(2);

    // Focus stays in the dialog both ways round.
    await dialog.locator('.compare-modal__close').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({
      className: 'compare-table__expand',
      inDialog: true,
    });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({
      className: 'compare-modal__close',
      inDialog: true,
    });
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);

    // Escape closes it and focus goes back to the compare button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ className: 'compare-bar__open' });

    // Remove one car in the dialog; a reload keeps the other two.
    await open.click();
    await dialog
      .getByRole('button', { name: /^Ta bort / })
      .first()
      .click();
    await expect.poll(() => dialog.locator('.compare-table__link').count()).toBe(2);
    expect(await storedIds(page)).toEqual(ids.slice(1));
    await page.reload();
    await expect
      .poll(() => page.locator('.compare-bar__count').textContent(), { timeout: 15_000 })
      .toBe('2 valda');

    // Emptying the list closes the dialog and the bar; focus goes to the main content.
    await page.locator('.compare-bar__toggle').click();
    await open.click();
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: /^Ta bort / })
      .first()
      .click();
    await dialog
      .getByRole('button', { name: /^Ta bort / })
      .first()
      .click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.locator('.compare-bar').count()).toBe(0);
    expect(await storedIds(page)).toEqual([]);
    expect(await focused(page)).toMatchObject({ tag: 'MAIN' });
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('has-modal')),
    ).toBe(false);
  });

  it('clears the whole selection from the bar', async () => {
    const { page } = await openAnswered({ width: 390, height: 844 });
    await page.goto(groupUk);
    await sliderReady(page);
    const toggles = page.locator('.cotw-slider__slide:not([aria-hidden]) .compare-toggle');
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await expect.poll(() => page.locator('.compare-bar__count').textContent()).toBe('2 selected');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => page.locator('.compare-bar').count()).toBe(0);
    expect(await storedIds(page)).toEqual([]);
    expect(await toggles.nth(0).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('car of the week', () => {
  it('moves one car with next and previous, loops past the ends, and centres a clicked card instead of opening it', async () => {
    const { page } = await openAnswered({ width: 1440, height: 900 });
    await page.goto(storeSe);
    await sliderReady(page);
    const cars = await carHrefs(page);
    const count = cars.length;
    expect(count).toBeGreaterThan(2);
    // Both copies are rendered; the window starts on the middle copy's first slide.
    expect(await page.locator('.cotw-slider__slide').count()).toBe(
      count * Math.max(2, Math.ceil(8 / count)),
    );
    const start = Number(await page.locator('.cotw-slider').getAttribute('data-centred'));
    const at = (offset: number) => cars[(((start + offset) % count) + count) % count];
    expect(await centredHref(page)).toBe(at(0));
    await expect.poll(() => centreOffset(page)).toBeLessThan(2);

    const next = page.getByRole('button', { name: 'Nästa bild' });
    const previous = page.getByRole('button', { name: 'Föregående bild' });
    await next.click();
    await expect.poll(() => centredHref(page)).toBe(at(1));
    await expect.poll(() => centreOffset(page)).toBeLessThan(2);
    await previous.click();
    await previous.click();
    await expect.poll(() => centredHref(page)).toBe(at(-1));
    await expect.poll(() => centreOffset(page)).toBeLessThan(2);
    // Once settled, the centred slide is back in the window (the copy keyboards reach).
    await expect
      .poll(() => page.locator('.cotw-slider__slide.is-centred').getAttribute('aria-hidden'))
      .toBe(null);

    // A full round with next comes back to the same car, never running off the row.
    for (let i = 0; i < count; i++) {
      await next.click();
      await expect.poll(() => centredHref(page)).toBe(at(i));
    }
    await expect.poll(() => centreOffset(page)).toBeLessThan(2);

    // A click on the card right of the centre brings it to the centre and does not navigate.
    const url = page.url();
    const centred = Number(await page.locator('.cotw-slider').getAttribute('data-centred'));
    await page.locator(`.cotw-slider__slide[data-slide="${centred + 1}"] .car-card__name`).click();
    await expect.poll(() => centredHref(page)).toBe(at(count));
    await expect.poll(() => centreOffset(page)).toBeLessThan(2);
    expect(page.url()).toBe(url);
    // Each card links to the car's detail page: pathToCarDetail, id and slug.
    for (const href of cars) expect(href).toMatch(/^\/kop-bil\/bil\/\d+\/[\w-]+$/);
    expect(
      await page
        .locator('.cotw-slider__slide.is-centred .cotw-finance__cost')
        .first()
        .textContent(),
    ).toMatch(/\/mån$/);
  });

  it('follows the arrow keys and tabbing, and moves without animation for reduced motion', async () => {
    const { page } = await session.open({
      viewport: { width: 1024, height: 800 },
      consent: true,
      reducedMotion: true,
    });
    // store-se: its cards have finance sliders (group-uk's finance is the partner's quote, not here).
    await page.goto(storeSe);
    await sliderReady(page);
    const cars = await carHrefs(page);
    const start = Number(await page.locator('.cotw-slider').getAttribute('data-centred'));
    const at = (offset: number) =>
      cars[(((start + offset) % cars.length) + cars.length) % cars.length];

    // Reduced motion: the next card is centred at once, not after a smooth scroll.
    await page.getByRole('button', { name: 'Nästa bild', exact: true }).click();
    expect(await centreOffset(page)).toBeLessThan(2);
    expect(await centredHref(page)).toBe(at(1));

    await page.locator('.cotw-slider__slide.is-centred .car-card__link').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => centredHref(page)).toBe(at(2));
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('.cotw-slider__slide')?.classList.contains('is-centred'),
        ),
      )
      .toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => centredHref(page)).toBe(at(0));
    // Focus follows the centred card once it has moved; Tab from there, not from the card before.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.matches('.cotw-slider__slide.is-centred .car-card__link'),
        ),
      )
      .toBe(true);

    // Tab moves through the centred card's own controls, its finance sliders and then its compare
    // toggle, and from there to the next card, centred. (A car has one to four finance controls.)
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return {
          className: element?.className ?? '',
          inCentred: Boolean(element?.closest('.cotw-slider__slide.is-centred')),
          inFinance: Boolean(element?.closest('.cotw-finance')),
        };
      });
    await page.keyboard.press('Tab');
    let stop = await focused();
    for (let i = 0; i < 6 && stop.className !== 'compare-toggle'; i++) {
      expect(stop).toMatchObject({ inCentred: true, inFinance: true });
      await page.keyboard.press('Tab');
      stop = await focused();
    }
    expect(stop).toMatchObject({ className: 'compare-toggle', inCentred: true });
    await page.keyboard.press('Tab');
    await expect.poll(() => centredHref(page)).toBe(at(1));
    expect(await centreOffset(page)).toBeLessThan(2);
  });
});

describe('car search hero', () => {
  it('goes to the car list with the brand and model as ~segments and the words as keyphrase', async () => {
    const { page } = await openAnswered({ width: 1440, height: 900 });
    // The filtered list page is the car-list helper's; here only the address matters.
    await page.route(/\/buy-car\/all-cars\/~/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>list</title>',
      }),
    );
    await page.goto(groupUk);
    const brand = page.getByLabel('Make', { exact: true });
    const model = page.getByLabel('Model', { exact: true });
    await islandHydrated(page, 'car-search-hero');
    // The model list waits for a brand.
    expect(await model.isDisabled()).toBe(true);
    const brands = await brand
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(brands.length).toBeGreaterThan(1);
    await brand.selectOption(brands[0]!);
    const models = await model
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(models.length).toBeGreaterThan(0);
    await model.selectOption(models[0]!);
    await page.getByLabel('Search words', { exact: true }).fill('tow bar');
    await page.getByRole('button', { name: 'Search cars' }).click();
    await page.waitForURL(/~/);
    const slug = (value: string) => encodeURIComponent(value.toLowerCase().replace(/\s+/g, '-'));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/buy-car/all-cars/~${slug(brands[0]!)}/~${slug(models[0]!)}?keyphrase=tow+bar`,
    );
  });

  it('works as a plain GET form by words without JavaScript', async () => {
    const { page } = await session.open({
      javaScript: false,
      viewport: { width: 390, height: 844 },
      consent: true,
    });
    await page.goto(storeSe);
    // The streamed brand and model choices need a script to be swapped in; the words search does not.
    await page.getByRole('searchbox', { name: 'Sökord', exact: true }).fill('dragkrok');
    await page.getByRole('button', { name: 'Sök bilar', exact: true }).click();
    await page.waitForURL(/keyphrase=/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/kop-bil');
    expect(url.searchParams.get('keyphrase')).toBe('dragkrok');
  });
});
