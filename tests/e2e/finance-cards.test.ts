import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

// The sticky column's finance cards on the fixture page /__fixtures/car-finance (a real car with a
// loan, private and company leasing, placed as the detail page places them).

const session = useBrowser();

const financePage = () => fixtureUrl('group-se', '/__fixtures/car-finance');
const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('sticky column finance cards', () => {
  it('show the monthly cost the loan and company leasing calculators now show, the private lease unchanged', async () => {
    const { page } = await session.open({ viewport: { width: 1280, height: 900 }, consent: true });
    await page.goto(financePage());
    await islandHydrated(page, 'car-finance');
    await islandHydrated(page, 'finance-cards');
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
  });

  it('are plain links with the opening costs without JavaScript', async () => {
    const { page } = await session.open({ javaScript: false });
    await page.goto(financePage());
    const links = page.locator('.finance-cards a');
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(['#finance-loan', '#finance-private-leasing', '#finance-company-leasing']);
    const summaries = await page.locator('.car-finance__summary-cost').allTextContents();
    expect(await page.locator('.finance-cards__cost').allTextContents()).toEqual(summaries);
  });
});
