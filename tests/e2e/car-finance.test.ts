import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type OpenOptions, useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { type SiteName, fixtureUrl } from './support/sites.ts';
import type { WatchedPage } from './support/watched-page.ts';

// The financing section on the fixture page /__fixtures/car-finance, which renders a real car of
// the seeded stock (the most expensive one with loan, private and company leasing) as the detail
// page places it: the calculators' accordion and the sticky column's cards.

const session = useBrowser();
/** The loan calculator reports once the cost has settled for 500 ms. */
const debounceMs = 500;

async function openFinance(
  site: SiteName = 'group-se',
  options: OpenOptions = {},
): Promise<WatchedPage> {
  // A choice already made keeps the consent dialog from covering the calculators.
  const watched = await session.open({
    viewport: { width: 1280, height: 900 },
    consent: true,
    ...options,
  });
  await watched.page.goto(fixtureUrl(site, '/__fixtures/car-finance'));
  await islandHydrated(watched.page, 'car-finance');
  return watched;
}

const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
const digits = (value: string) => Number(value.replace(/\D/g, ''));

async function loanEvents(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (
        (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []
      ).filter((e) => e.flow_name === 'loan_calculator').length,
  );
}

describe('loan calculator', () => {
  it('moves the term by keyboard in steps of 12 months and recomputes cost, residual and disclaimer', async () => {
    const { page } = await openFinance();
    const term = page.getByRole('slider', { name: 'Avtalstid' });
    const cost = page.getByTestId('loan-monthly-cost');
    const residual = page.getByTestId('loan-residual');
    expect(await term.getAttribute('aria-valuetext')).toBe('60 mån');
    const before = { cost: await text(cost), residual: await text(residual) };

    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => term.getAttribute('aria-valuetext')).toBe('48 mån');
    await expect.poll(() => text(cost)).not.toBe(before.cost);
    expect(await text(residual)).not.toBe(before.residual);
    expect(await text(page.getByTestId('loan-disclaimer'))).toMatch(/vid 48 månaders avtalstid/);

    await page.keyboard.press('End');
    await expect.poll(() => term.getAttribute('aria-valuetext')).toBe('72 mån');
    await page.keyboard.press('ArrowRight');
    expect(await term.getAttribute('aria-valuetext')).toBe('72 mån');
    await page.keyboard.press('Home');
    await expect.poll(() => term.getAttribute('aria-valuetext')).toBe('36 mån');
  });

  it('steps the down payment by 1,000 from the keyboard and snaps pointer positions to the grid', async () => {
    const { page } = await openFinance();
    const down = page.getByRole('slider', { name: 'Kontantinsats' });
    const min = Number(await down.getAttribute('min'));
    const max = Number(await down.getAttribute('max'));
    expect(Number(await down.inputValue())).toBe(min);

    await down.focus();
    await page.keyboard.press('ArrowRight');
    const first = Number(await down.inputValue());
    expect(first % 1000).toBe(0);
    expect(first - min).toBeLessThanOrEqual(1000);
    await page.keyboard.press('ArrowRight');
    expect(Number(await down.inputValue())).toBe(first + 1000);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(Number(await down.inputValue())).toBe(min);

    // A click in the middle of the track lands on a multiple of 1,000 near the middle.
    const box = (await down.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const middle = Number(await down.inputValue());
    expect(middle % 1000).toBe(0);
    expect(Math.abs(middle - (min + max) / 2)).toBeLessThan((max - min) * 0.1);
    // Dragged past the right end, it stops at the maximum.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await down.inputValue())).toBe(max);
    expect(await page.getByLabel('Kontantinsats i SEK').inputValue()).toBe(String(max));
  });

  it('takes a typed down payment without leading zeros and clamps it to the bounds', async () => {
    const { page } = await openFinance();
    const down = page.getByRole('slider', { name: 'Kontantinsats' });
    const typed = page.getByLabel('Kontantinsats i SEK');
    const cost = page.getByTestId('loan-monthly-cost');
    const min = Number(await down.getAttribute('min'));
    const max = Number(await down.getAttribute('max'));
    const within = Math.round((min + max) / 2000) * 1000;

    await typed.fill('');
    await typed.pressSequentially(`000${within}`);
    expect(await typed.inputValue()).toBe(String(within));
    // Within the bounds it applies while typing.
    await expect.poll(() => down.inputValue()).toBe(String(within));
    const withinCost = await text(cost);

    await typed.fill('');
    await typed.pressSequentially('5');
    await typed.press('Tab');
    expect(await typed.inputValue()).toBe(String(min));
    expect(Number(await down.inputValue())).toBe(min);
    expect(await text(cost)).not.toBe(withinCost);

    await typed.fill('');
    await typed.pressSequentially('999999999');
    await typed.press('Enter');
    expect(await typed.inputValue()).toBe(String(max));
    expect(Number(await down.inputValue())).toBe(max);
  });

  it('caps the down payment at the new term maximum when the term changes', async () => {
    // store-no loans allow 60 % cash, but never into the residual: the 36-month residual caps it lower.
    const { page } = await openFinance('store-no');
    const term = page.getByRole('slider', { name: 'Nedbetalingstid' });
    const down = page.getByRole('slider', { name: 'Egenkapital' });
    await term.focus();
    await page.keyboard.press('End');
    await down.focus();
    await page.keyboard.press('End');
    const longMax = Number(await down.inputValue());
    expect(longMax).toBe(Number(await down.getAttribute('max')));

    await term.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => term.getAttribute('aria-valuetext')).toBe('36 mnd');
    const shortMax = Number(await down.getAttribute('max'));
    expect(shortMax).toBeLessThan(longMax);
    expect(Number(await down.inputValue())).toBe(shortMax);
    // The typed field follows the slider on the next render.
    await expect
      .poll(() => page.getByLabel('Egenkapital i NOK').inputValue())
      .toBe(String(shortMax));
    // No Swedish information block or credit warning outside Sweden.
    expect(await page.locator('.finance-information, .credit-warning').count()).toBe(0);
  });

  it('pushes one analytics event once the monthly cost has changed more than twice, 500 ms after the last change', async () => {
    const { page } = await openFinance('group-se', { clock: 'paused' });
    const down = page.getByRole('slider', { name: 'Kontantinsats' });
    await down.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(debounceMs + 300);
    expect(await loanEvents(page)).toBe(0);

    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(200);
    // Debounced: a further change within 500 ms postpones it.
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(debounceMs - 1);
    expect(await loanEvents(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => loanEvents(page)).toBe(1);
    const event = await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find(
        (e) => e.flow_name === 'loan_calculator',
      ),
    );
    expect(event).toMatchObject({
      event: 'flow_interaction',
      contract_months: 60,
      car_id: await page.locator('h1').getAttribute('data-car-id'),
    });

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(debounceMs + 300);
    expect(await loanEvents(page)).toBe(1);
  });
});

describe('leasing calculators', () => {
  it('switches the company lease mileage and recomputes residual, monthly cost and disclaimer', async () => {
    const { page } = await openFinance();
    await page.locator('#finance-company-leasing summary').click();
    const cost = page.getByTestId('company-leasing-monthly-cost');
    const residual = page.getByTestId('company-leasing-residual');
    const disclaimer = page.getByTestId('company-leasing-disclaimer');
    const mileages = page.getByRole('group', { name: 'Körsträcka per år' }).getByRole('radio');
    expect(await mileages.count()).toBeGreaterThan(1);
    expect(await text(disclaimer)).toMatch(
      /^Företagsleasing 1 500 mil per år i 36 månader\. Förhöjd första hyra 0 %/,
    );
    const before = { cost: await text(cost), residual: await text(residual) };

    await page.getByRole('radio', { name: '2 500 mil' }).check();
    await expect
      .poll(() => text(disclaimer))
      .toMatch(/^Företagsleasing 2 500 mil per år i 36 månader/);
    expect(await text(residual)).not.toBe(before.residual);
    expect(digits(await text(cost))).toBeGreaterThan(digits(before.cost));

    // Period: steps of 12 months.
    const period = page.getByRole('slider', { name: 'Leasingperiod' });
    await period.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => period.getAttribute('aria-valuetext')).toBe('48 mån');
    expect(await text(disclaimer)).toMatch(/i 48 månader/);

    // First payment: typed in percent, then by keyboard in steps of 1.
    const withoutFirst = digits(await text(cost));
    const typed = page.getByLabel('Förhöjd första hyra i procent');
    await typed.fill('');
    await typed.pressSequentially('010');
    expect(await typed.inputValue()).toBe('10');
    await typed.press('Enter');
    await expect.poll(async () => digits(await text(cost))).toBeLessThan(withoutFirst);
    expect(await text(disclaimer)).toMatch(/Förhöjd första hyra 10 %/);
    const first = page.getByRole('slider', { name: 'Förhöjd första hyra' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.getAttribute('aria-valuetext')).toBe('11 %');
    await typed.fill('');
    await typed.pressSequentially('75');
    await typed.press('Tab');
    expect(await first.getAttribute('aria-valuetext')).toBe(`${await first.getAttribute('max')} %`);
  });

  it('hides the period and first payment of the private lease, a single offer, and fills its disclaimer', async () => {
    const { page } = await openFinance();
    await page.locator('#finance-private-leasing summary').click();
    const body = page.locator('#finance-private-leasing');
    expect(await body.getByRole('slider').count()).toBe(0);
    expect(await body.getByRole('radio').count()).toBe(0);
    expect(await text(page.getByTestId('private-leasing-disclaimer'))).toMatch(
      /^Privatleasing 1 500 mil per år i 36 månader\. Kontantinsats 0 %, restvärde \d+ %/,
    );
  });
});

describe('financing section', () => {
  it('opens the calculator a sticky-column card links to, one accordion item at a time', async () => {
    const { page } = await openFinance();
    expect(await page.locator('#finance-loan').getAttribute('open')).not.toBeNull();
    await page
      .locator('.finance-cards')
      .getByRole('link', { name: /Företagsleasing/ })
      .click();
    await expect
      .poll(() => page.locator('#finance-company-leasing').getAttribute('open'))
      .not.toBeNull();
    expect(await page.locator('#finance-loan').getAttribute('open')).toBeNull();
    expect(page.url()).toMatch(/#finance-company-leasing$/);
    // The Swedish information block and the consumer-credit warning follow the calculators.
    expect(await page.locator('.car-finance-section .finance-information[lang="sv"]').count()).toBe(
      1,
    );
    expect(await page.locator('.car-finance-section .credit-warning').count()).toBe(1);
  });

  it('shows every offer and its monthly cost before any script runs', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(fixtureUrl('group-se', '/__fixtures/car-finance'));
    const summaries = await page.locator('.car-finance__summary').allTextContents();
    expect(summaries.map((s) => s.replace(/[\d\s]+kr\/mån/, '').trim())).toEqual([
      'Billån',
      'Privatleasing',
      'Företagsleasing',
    ]);
    expect(await page.getByRole('slider', { name: 'Avtalstid' }).isDisabled()).toBe(true);
  });

  it('has no WCAG 2.2 AA violation with the loan and a lease open', async () => {
    const { page } = await openFinance();
    await page.locator('#finance-company-leasing summary').click();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});
