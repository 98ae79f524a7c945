import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openWatchedPage } from './browser.ts';

// The sticky column's finance cards on the fixture page /__fixtures/car-finance (a real car with a
// loan, private and company leasing, placed as the detail page places them).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const page0 = () => `http://group-se.localhost:${inject('fixturePort')}/__fixtures/car-finance`;
const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('sticky column finance cards', () => {
  it('show the monthly cost the loan and company leasing calculators now show, the private lease unchanged', async () => {
    const { page, problems } = await openWatchedPage(browser, { width: 1280, height: 900 });
    await page
      .context()
      .addCookies([{ name: 'consent', value: 'v1:statistics=0|marketing=0', url: page0() }]);
    await page.goto(page0());
    await page.locator('.car-finance').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('.car-finance[data-ready]').count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() => page.locator('.finance-cards[data-live]').count(), { timeout: 10_000 })
      .toBe(1);
    const card = (id: string) => page.locator(`.finance-cards [data-finance-cost="${id}"]`);
    const loanCost = page.getByTestId('loan-monthly-cost');
    // Opening state: the cards and the calculators agree.
    expect(await text(card('finance-loan'))).toBe(await text(loanCost));
    const privateBefore = await text(card('finance-private-leasing'));
    const companyBefore = await text(card('finance-company-leasing'));

    const term = page.getByRole('slider', { name: 'Avtalstid' });
    await term.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => term.getAttribute('aria-valuetext')).toBe('48 mån');
    const loanNow = await text(loanCost);
    await expect.poll(() => text(card('finance-loan'))).toBe(loanNow);
    const down = page.getByRole('slider', { name: 'Kontantinsats' });
    await down.focus();
    await page.keyboard.press('PageUp');
    await expect.poll(() => text(loanCost)).not.toBe(loanNow);
    await expect.poll(async () => text(card('finance-loan'))).toBe(await text(loanCost));

    await page.locator('#finance-company-leasing summary').click();
    const companyCost = page.getByTestId('company-leasing-monthly-cost');
    await page.getByRole('radio', { name: '2 500 mil' }).check();
    await expect.poll(() => text(companyCost)).not.toBe(companyBefore);
    await expect
      .poll(async () => text(card('finance-company-leasing')))
      .toBe(await text(companyCost));
    expect(await text(card('finance-private-leasing'))).toBe(privateBefore);

    // Still plain links to the calculators.
    await page
      .locator('.finance-cards')
      .getByRole('link', { name: /Billån/ })
      .click();
    await expect.poll(() => page.locator('#finance-loan').getAttribute('open')).not.toBeNull();
    expect(problems).toEqual([]);
  });

  it('are plain links with the opening costs without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(page0());
    const links = page.locator('.finance-cards a');
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(['#finance-loan', '#finance-private-leasing', '#finance-company-leasing']);
    const summaries = await page.locator('.car-finance__summary-cost').allTextContents();
    expect(await page.locator('.finance-cards__cost').allTextContents()).toEqual(summaries);
    await context.close();
  });
});
