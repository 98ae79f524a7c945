import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { pageHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

const session = useBrowser();
const phone = { width: 390, height: 844 };
/** 80vh of the phone's 844 px, to the pixel. */
const openHeight = 675;

async function openSummary(options: OpenOptions = {}): Promise<Page> {
  const { page } = await session.open({ viewport: phone, consent: true, ...options });
  await page.goto(fixtureUrl('group-se', '/__fixtures/booking-summary'));
  await pageHydrated(page);
  return page;
}
const sheetHeight = (page: Page) =>
  page
    .locator('.booking-summary__sheet')
    .evaluate((el) => Math.round(el.getBoundingClientRect().height));
const handle = (page: Page) => page.locator('.booking-summary__handle');

/** Drags the sheet's handle from its middle by `dy` pixels (negative is up), in steps. */
async function drag(page: Page, dy: number, release = true) {
  const box = (await handle(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy, { steps: 8 });
  if (release) await page.mouse.up();
}

describe('the booking summary on a phone', () => {
  it('sits collapsed at the bottom, 72 px with its heading and count, its content hidden', async () => {
    const page = await openSummary();
    expect(await sheetHeight(page)).toBe(72);
    const sheet = (await page.locator('.booking-summary__sheet').boundingBox())!;
    expect(sheet.y + sheet.height).toBe(phone.height);
    expect(await page.getByRole('heading', { name: 'Summering av val' }).isVisible()).toBe(true);
    expect(await page.getByText('3 valda tjänster').isVisible()).toBe(true);
    expect(await handle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('Oljebyte').isVisible()).toBe(false);
  });

  it('follows the finger, opens to 80vh after an upward drag, and closes only after a downward drag over 200 px', async () => {
    const page = await openSummary({ reducedMotion: true });
    await drag(page, -108, false);
    expect(await sheetHeight(page)).toBeCloseTo(180, -1);
    await page.mouse.up();
    await expect.poll(() => sheetHeight(page)).toBe(openHeight);
    expect(await handle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText('Oljebyte').isVisible()).toBe(true);
    expect(await page.getByText(`1\u00a0480\u00a0kr`).isVisible()).toBe(true);

    await drag(page, 150);
    await expect.poll(() => sheetHeight(page)).toBe(openHeight);
    expect(await handle(page).getAttribute('aria-expanded')).toBe('true');

    await drag(page, 250);
    await expect.poll(() => sheetHeight(page)).toBe(72);
    expect(await handle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText('Oljebyte').isVisible()).toBe(false);
  });

  it('opens and closes by keyboard: Enter toggles the handle, Escape closes and keeps focus on it', async () => {
    const page = await openSummary({ reducedMotion: true });
    await handle(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sheetHeight(page)).toBe(openHeight);
    expect(await handle(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheetHeight(page)).toBe(72);
    expect(await handle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(
      'booking-summary__handle',
    );
  });

  it('toggles on a tap of the handle, animating only without reduced motion', async () => {
    const page = await openSummary();
    const duration = () =>
      page
        .locator('.booking-summary__sheet')
        .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await duration()).toBe('0.25s');
    await handle(page).click();
    await expect.poll(() => sheetHeight(page)).toBe(openHeight);
    const still = await openSummary({ reducedMotion: true });
    expect(
      await still
        .locator('.booking-summary__sheet')
        .evaluate((el) => getComputedStyle(el).transitionDuration),
    ).toBe('0s');
  });

  it('has no WCAG 2.2 AA violation with the sheet open', async () => {
    const page = await openSummary({ reducedMotion: true });
    await handle(page).click();
    await expect.poll(() => sheetHeight(page)).toBe(openHeight);
    expect(await axeViolations(page, '.booking-summary')).toEqual([]);
  });
});

describe('the booking summary on a desktop', () => {
  it('is a sticky aside with everything shown and no handle', async () => {
    const page = await openSummary({ viewport: { width: 1280, height: 800 } });
    expect(await handle(page).isVisible()).toBe(false);
    expect(await page.getByText('Oljebyte').isVisible()).toBe(true);
    expect(
      await page.locator('.booking-summary').evaluate((el) => getComputedStyle(el).position),
    ).toBe('sticky');
    expect(await axeViolations(page, '.booking-summary')).toEqual([]);
  });
});
