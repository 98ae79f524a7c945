import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// The month calendar and the star rating (client/ui/) in Chromium, on their fixture page
// (tests/e2e/fixtures/tire-hotel-pieces-fixture.tsx): November 2026 to February 2027, weekdays
// open but for 24-26 November.

const session = useBrowser();

async function openPieces(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await session.open({ consent: true, viewport });
  await page.goto(fixtureUrl('group-se', '/__fixtures/tire-hotel-pieces'));
  await islandHydrated(page, 'tire-hotel-pieces');
  return page;
}
const grid = (page: Page) => page.getByRole('grid', { name: 'Välj datum' });
const day = (page: Page, name: string) => grid(page).getByRole('button', { name, exact: true });
const focusedDay = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const caption = (page: Page) => page.locator('.month-calendar__caption').textContent();
const filledStars = (page: Page) => page.locator('.star-rating__star--filled').count();

describe('the month calendar', () => {
  it('offers one tab stop, the first open day, and moves by day and week with the arrows, over closed days', async () => {
    const page = await openPieces();
    expect(await caption(page)).toBe('november 2026');
    await page.getByRole('button', { name: 'Nästa månad' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedDay(page)).toBe('måndag 2 november');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDay(page)).toBe('måndag 23 november');
    // Tuesday to Thursday are closed: the right arrow lands on Friday.
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe('fredag 27 november');
    await page.keyboard.press('End');
    expect(await focusedDay(page)).toBe('fredag 27 november');
    await page.keyboard.press('Home');
    expect(await focusedDay(page)).toBe('måndag 23 november');
    // Tab leaves the grid in one press: it is one tab stop.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
  });

  it('turns the month when focus leaves it, with the arrows or PageUp and PageDown, and stops at the window', async () => {
    const page = await openPieces();
    await day(page, 'måndag 30 november').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe('tisdag 1 december');
    expect(await caption(page)).toBe('december 2026');
    await page.keyboard.press('PageDown');
    expect(await focusedDay(page)).toBe('fredag 1 januari');
    expect(await caption(page)).toBe('januari 2027');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    expect(await caption(page)).toBe('februari 2027');
    expect(await page.getByRole('button', { name: 'Nästa månad' }).isDisabled()).toBe(true);
    await page.keyboard.press('PageDown');
    expect(await caption(page)).toBe('februari 2027');
    await page.keyboard.press('PageUp');
    expect(await caption(page)).toBe('januari 2027');
  });

  it('chooses a day by click or Enter, marks it, and keeps closed and neighbour days disabled', async () => {
    const page = await openPieces();
    expect(await page.getByRole('button', { name: 'Föregående månad' }).isDisabled()).toBe(true);
    expect(await day(page, 'tisdag 24 november').isDisabled()).toBe(true);
    expect(await day(page, 'lördag 21 november').isDisabled()).toBe(true);
    expect(await day(page, 'tisdag 1 december').isDisabled()).toBe(true);
    await day(page, 'onsdag 18 november').click();
    expect(await page.locator('#chosen-date').textContent()).toBe('2026-11-18');
    expect(await day(page, 'onsdag 18 november').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await page.locator('#chosen-date').textContent()).toBe('2026-11-19');
    await page.getByRole('button', { name: 'Nästa månad' }).click();
    expect(await caption(page)).toBe('december 2026');
    // The chosen day is in November: December's tab stop is its first open day.
    expect(await grid(page).locator('button[tabindex="0"]').getAttribute('aria-label')).toBe(
      'tisdag 1 december',
    );
  });

  it('gives every day a target 44 px high on a phone', async () => {
    const page = await openPieces({ width: 360, height: 740 });
    const box = (await day(page, 'onsdag 18 november').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });
});

describe('the star rating', () => {
  it('fills the stars up to the pointer, and chooses on click', async () => {
    const page = await openPieces();
    expect(await filledStars(page)).toBe(0);
    await page.locator('.star-rating__star').nth(3).hover();
    expect(await filledStars(page)).toBe(4);
    await page.locator('h1').hover();
    expect(await filledStars(page)).toBe(0);
    await page.locator('.star-rating__star').nth(2).click();
    expect(await page.locator('#chosen-rating').textContent()).toBe('3');
    await page.locator('h1').hover();
    expect(await filledStars(page)).toBe(3);
    expect(await page.getByRole('radio', { name: '3 av 5 stjärnor' }).isChecked()).toBe(true);
  });

  it('is one radio group for the keyboard: one tab stop, arrows change the rating', async () => {
    const page = await openPieces();
    const group = page.getByRole('group', { name: 'Hur var det att boka?' });
    expect(await group.getByRole('radio').count()).toBe(5);
    await page.getByRole('radio', { name: '1 av 5 stjärnor' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#chosen-rating').textContent()).toBe('3');
    expect(await filledStars(page)).toBe(3);
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#chosen-rating').textContent()).toBe('2');
  });

  it('has no WCAG 2.2 AA violation, with the calendar beside it', async () => {
    const page = await openPieces();
    expect(await axeViolations(page, '[data-island="tire-hotel-pieces"]')).toEqual([]);
  });
});
