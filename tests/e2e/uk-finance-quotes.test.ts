import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { fixtureUrl } from './support/sites.ts';

const session = useBrowser();

const fixture = (query = '') => fixtureUrl('group-uk', `/__fixtures/uk-finance${query}`);
/** A recalculation waits 350 ms for the slider to settle, then goes through the worker to the sandbox. */
const settle = { timeout: 10_000 };
const unavailable =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.";

/** Opens the fixture, brings the island into view (it hydrates when seen) and waits for both quotes. */
async function openQuotes(page: Page): Promise<{ hp: Locator; pcp: Locator }> {
  await page.goto(fixture());
  await islandHydrated(page, 'uk-finance-quotes');
  const hp = page.locator('article[data-product="HP"]');
  const pcp = page.locator('article[data-product="PCP"]');
  for (const card of [hp, pcp]) {
    await expect
      .poll(() => card.locator('[data-quote-ref]').textContent(), { timeout: 15_000 })
      .toMatch(/^HDN-(HP|PCP)-/);
  }
  return { hp, pcp };
}

const amount = async (card: Locator) =>
  Number((await card.locator('.uk-finance__amount').textContent())!.replace(/[£,]/g, ''));
const valueText = (card: Locator, name: string) =>
  card.getByRole('slider', { name }).getAttribute('aria-valuetext');
const pounds = (text: string | null) => Number(text!.replace(/[£,]/g, ''));

async function press(card: Locator, name: string, key: string): Promise<void> {
  const slider = card.getByRole('slider', { name });
  await slider.focus();
  await slider.press(key);
}

describe('UK finance quotes', () => {
  it('quotes HP and PCP for a real group-uk car and recalculates as the sliders move', async () => {
    const { page } = await session.open();
    const { pcp } = await openQuotes(page);
    expect(await valueText(pcp, 'Term')).toBe('48 months');
    expect(await valueText(pcp, 'Annual mileage')).toBe('10,000 miles');

    // A shorter term costs more a month.
    const at48 = await amount(pcp);
    await press(pcp, 'Term', 'Home');
    expect(await valueText(pcp, 'Term')).toBe('24 months');
    await expect.poll(() => amount(pcp), settle).toBeGreaterThan(at48);

    // More miles a year lower the final payment, so the monthly payment rises.
    const lowMiles = await amount(pcp);
    await press(pcp, 'Annual mileage', 'End');
    expect(await valueText(pcp, 'Annual mileage')).toBe('25,000 miles');
    await expect.poll(() => amount(pcp), settle).toBeGreaterThan(lowMiles);

    // Raising the monthly payment works the deposit out again (ToCashDeposit): less is needed down.
    const deposit = pounds(await valueText(pcp, 'Deposit'));
    await press(pcp, 'Monthly payment', 'ArrowRight');
    await press(pcp, 'Monthly payment', 'ArrowRight');
    await expect
      .poll(async () => pounds(await valueText(pcp, 'Deposit')), settle)
      .toBeLessThan(deposit);
    await expect
      .poll(() => pcp.locator('.uk-finance__notes').textContent(), settle)
      .toMatch(/worked out from a monthly payment/);

    // The quote's details agree with the sliders.
    await pcp.getByText('Quote details').click();
    const details = pcp.locator('.uk-finance__detail-list');
    await expect.poll(() => details.textContent(), settle).toContain('24 monthly payments of');
    expect(await details.textContent()).toContain('Optional final payment');
    expect(await details.textContent()).toContain('25,000 miles');
  });

  it('shows the terms of the quote and links to reserve and part-exchange with its reference in a new tab', async () => {
    const { page } = await session.open();
    const { hp } = await openQuotes(page);
    const reference = (await hp.locator('[data-quote-ref]').textContent())!;

    for (const [name, path] of [
      ['Reserve this car', '/reserve'],
      ['Value my part-exchange', '/part-exchange'],
    ] as const) {
      const link = hp.getByRole('link', { name: new RegExp(`^${name}`) });
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.pathname).toBe(path);
      expect(href.searchParams.get('quoteRef')).toBe(reference);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.textContent()).toContain('(opens in a new tab)');
    }

    const toggle = hp.getByRole('button', { name: 'Terms and conditions' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => hp.locator('.uk-finance__terms-text').textContent(), settle)
      .toContain(`Quote reference ${reference}`);
    expect(await hp.locator('.uk-finance__terms-text').textContent()).toContain('Hire Purchase');
  });

  it('hides a card and shows the partner message when it cannot quote the figures, and starts again', async () => {
    const { page } = await session.open();
    const { hp, pcp } = await openQuotes(page);
    await press(hp, 'Term', 'Home');
    await expect
      .poll(() => hp.locator('.uk-finance__detail-list').first().textContent(), settle)
      .toContain('12 monthly payments of');
    // The lowest payment the product offers (over 60 months) is too low over 12.
    await press(hp, 'Monthly payment', 'Home');
    const message = page.locator('.uk-finance__error[data-product="HP"]');
    await expect
      .poll(() => message.textContent(), { timeout: 10_000 })
      .toMatch(/Hire Purchase: A monthly payment of £[\d,.]+ is too low over 12 months/);
    expect(await message.getAttribute('role')).toBe('alert');
    expect(await hp.count()).toBe(0);
    expect(await pcp.isVisible()).toBe(true);

    await message.getByRole('button', { name: 'Start again' }).click();
    await expect
      .poll(() => hp.locator('[data-quote-ref]').textContent(), settle)
      .toMatch(/^HDN-HP-/);
    expect(await valueText(hp, 'Term')).toBe('48 months');
  });

  it("shows the spec's message when the partner refuses the car", async () => {
    const { page, expectProblems } = await session.open();
    // The browser reports the refused call itself, and the island warns that it could not quote.
    expectProblems(
      /status of 422 \(Unprocessable Entity\)/,
      /^console\.warning: UK finance quotes unavailable/,
    );
    await page.goto(fixture('?mileage=high'));
    await islandHydrated(page, 'uk-finance-quotes');
    const alert = page.locator('.uk-finance [role="alert"]');
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toBe(unavailable);
    expect(await page.locator('.uk-finance__card').count()).toBe(0);
  });

  it('finds no WCAG 2.2 AA violation with quotes loaded and terms open', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 } });
    const { pcp } = await openQuotes(page);
    await pcp.getByText('Quote details').click();
    await pcp.getByRole('button', { name: 'Terms and conditions' }).click();
    await expect
      .poll(() => pcp.locator('.uk-finance__terms-text').textContent(), settle)
      .toContain('Quote reference');
    if (process.env.UK_FINANCE_SCREENSHOTS) {
      await page.screenshot({ path: '/tmp/uk-finance-390.png', fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: '/tmp/uk-finance-1440.png', fullPage: true });
    }
    const violations = await axeViolations(page, '.uk-finance');
    expect(violations).toEqual([]);
  });
});
