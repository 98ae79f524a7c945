import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CarOfTheWeekProps } from '#client/islands/car-of-the-week.props.ts';
import { formatPrice } from '#client/lib/format.ts';
import {
  changeDownPayment,
  changeTerm,
  computeLoan,
  initialLoanState,
} from '#client/lib/finance/loan.ts';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { siteUrl } from './support/sites.ts';

const session = useBrowser();

const storeSe = siteUrl('store-se', '/kop-bil/hitta-bil');

async function openSlider(viewport: { width: number; height: number }, options: OpenOptions = {}) {
  const watched = await session.open({ viewport, consent: true, ...options });
  await watched.page.goto(storeSe);
  await islandHydrated(watched.page, 'car-of-the-week');
  return watched;
}

/** The island's props as the server wrote them. */
const sliderProps = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('[data-island="car-of-the-week"]')!.id;
    return JSON.parse(document.querySelector(`script[data-island-props="${id}"]`)!.textContent!);
  }) as Promise<CarOfTheWeekProps>;

const centred = async (page: Page) =>
  Number(await page.locator('.cotw-slider').getAttribute('data-centred'));
const loanLine = (amount: number) => `Billån ${formatPrice(amount, 'SEK', 'sv-SE')}/mån`;

describe('car of the week finance sliders', () => {
  it("changes the centred card's loan cost with the term slider by keyboard, 12 months a step, without moving the slider row", async () => {
    const { page } = await openSlider({ width: 1440, height: 900 });
    const props = await sliderProps(page);
    const start = await centred(page);
    const car = start % props.slides.length;
    const loan = props.slides[car]!.finance!.loan!;
    expect(loan).not.toBeNull();
    const card = page.locator(`.cotw-slider__slide[data-slide="${start}"]`);
    const opening = initialLoanState(loan);
    // The first HTML already showed the calculator's opening cost; the script kept it.
    await expect
      .poll(() => card.locator('[data-cost="loan"]').textContent())
      .toBe(loanLine(computeLoan(loan, opening).monthlyCost));

    const term = card.getByRole('slider', { name: 'Avtalstid' });
    await term.focus();
    await page.keyboard.press(
      opening.months === Math.max(...loan.durations.map((d) => d.months))
        ? 'ArrowLeft'
        : 'ArrowRight',
    );
    const moved = changeTerm(
      loan,
      opening,
      opening.months === Math.max(...loan.durations.map((d) => d.months))
        ? opening.months - 12
        : opening.months + 12,
    );
    await expect.poll(() => term.getAttribute('aria-valuetext')).toBe(`${moved.months} mån`);
    await expect
      .poll(() => card.locator('[data-cost="loan"]').textContent())
      .toBe(loanLine(computeLoan(loan, moved).monthlyCost));
    expect(computeLoan(loan, moved).monthlyCost).not.toBe(computeLoan(loan, opening).monthlyCost);
    // The arrow keys belonged to the slider: the row did not move.
    expect(await centred(page)).toBe(start);

    // Every copy of the car shows the same cost, so the loop's jump between copies cannot be seen.
    const copies = await page
      .locator(`.cotw-slider__slide[data-car-index="${car}"] [data-cost="loan"]`)
      .allTextContents();
    expect(copies.length).toBeGreaterThan(1);
    expect(new Set(copies)).toEqual(new Set([loanLine(computeLoan(loan, moved).monthlyCost)]));
  });

  it('drags the down payment slider of a card beside the centre without centring it or opening the car', async () => {
    // The slider row settles on timers: running the page's clock 2 s on proves it stays put.
    const { page } = await openSlider({ width: 1440, height: 900 }, { clock: 'running' });
    const props = await sliderProps(page);
    const start = await centred(page);
    const neighbour = start + 1;
    const loan = props.slides[neighbour % props.slides.length]!.finance!.loan!;
    const card = page.locator(`.cotw-slider__slide[data-slide="${neighbour}"]`);
    const before = await card.locator('[data-cost="loan"]').textContent();
    const down = card.getByRole('slider', { name: 'Kontantinsats' });
    const box = (await down.boundingBox())!;
    const url = page.url();
    await page.mouse.move(box.x + 6, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // The slider snapped to the 1,000 grid and the card's cost follows it.
    const value = Number(await down.inputValue());
    expect(value).toBeGreaterThan(initialLoanState(loan).downPayment);
    expect(value % 1000).toBe(0);
    const state = changeDownPayment(loan, initialLoanState(loan), value);
    await expect
      .poll(() => card.locator('[data-cost="loan"]').textContent())
      .toBe(loanLine(computeLoan(loan, state).monthlyCost));
    expect(await card.locator('[data-cost="loan"]').textContent()).not.toBe(before);
    await page.clock.runFor(2000);
    expect(await centred(page)).toBe(start);
    expect(page.url()).toBe(url);
  });

  it('shows labelled sliders at 390 px that Tab reaches after the card link, before the compare toggle', async () => {
    const { page } = await openSlider({ width: 390, height: 844 });
    const start = await centred(page);
    const card = page.locator(`.cotw-slider__slide[data-slide="${start}"]`);
    await card.locator('.car-card__link').focus();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-valuetext')),
    ).toMatch(/^\d+ mån$/);
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-valuetext')),
    ).toMatch(/kr$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('compare-toggle');
    // The sliders fit the card: nothing sticks out of it.
    const overflow = await card.evaluate((slide) => {
      const cardBox = slide.querySelector('.car-card')!.getBoundingClientRect();
      return [...slide.querySelectorAll('.cotw-finance input')].some(
        (input) => input.getBoundingClientRect().right > cardBox.right + 0.5,
      );
    });
    expect(overflow).toBe(false);
  });
});
