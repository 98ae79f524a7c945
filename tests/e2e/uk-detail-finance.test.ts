import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxMediaKind } from '#src/sandbox/media/routes.ts';
import { useBrowser } from './support/browser-session.ts';
import { islandHydrated } from './support/hydration.ts';
import { searchCars } from './support/search-cars.ts';
import { siteUrl } from './support/sites.ts';

// Issue 18 item 1: a UK buyer sees one set of finance figures, the finance partner's quotes. The
// index's loan ('Hire purchase £582/month') used to stand beside the partner's 'Hire Purchase
// £997.23 per month' and alone in the sticky column.

const session = useBrowser();

interface UkCar {
  car_id: string;
  slug: string;
  car_year: number;
  car_mileage: number;
  car_regno: string | null;
  car_loan_option: { default_monthly_cost_text: string } | null;
}

/** A recent, low-mileage group-uk car with a loan in the index, which the partner also quotes. */
async function quotedCarWithIndexLoan(page: Page): Promise<UkCar> {
  await page.goto(siteUrl('group-uk'));
  const cars = await searchCars<UkCar>(page, {
    fields: ['car_id', 'slug', 'car_year', 'car_mileage', 'car_regno', 'car_loan_option'],
    limit: 60,
  });
  // One whose media call the sandbox answers, so the page logs no failed request.
  const car = cars.find(
    (c) =>
      c.car_loan_option &&
      c.car_year >= 2022 &&
      c.car_mileage < 40_000 &&
      c.car_regno &&
      sandboxMediaKind(c.car_regno.replace(/\s+/g, '')) !== 'fail',
  );
  expect(car, 'a recent group-uk car with an index loan').toBeDefined();
  return car!;
}

/** Every '£… per month' or '£…/month' figure the page shows, as numbers. */
const monthlyFigures = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.body.innerText.matchAll(/£\s?([\d,]+(?:\.\d+)?)\s*(?:per month|\/\s*month)/gi),
    ].map((m) => Number(m[1]!.replace(/,/g, ''))),
  );

describe('UK detail page finance', () => {
  it('shows only the partner quotes’ monthly figures, in the finance section and the sticky column', async () => {
    const { page } = await session.open({ viewport: { width: 1280, height: 900 }, consent: true });
    const car = await quotedCarWithIndexLoan(page);
    // The partner's quotes, as the worker passes them to the page.
    const quoted = new Set<number>();
    page.on('response', (response) => {
      if (!response.url().includes('/api/codeweaver/cfd') || !response.ok()) return;
      void response
        .json()
        .then(
          (body: {
            Vehicles: Array<{
              FinanceQuotations?: Array<{ Finance: { Quote: { TotalRegularPayment: number } } }>;
            }>;
          }) => {
            for (const vehicle of body.Vehicles)
              for (const quotation of vehicle.FinanceQuotations ?? [])
                quoted.add(quotation.Finance.Quote.TotalRegularPayment);
          },
        )
        .catch(() => undefined);
    });
    await page.goto(siteUrl('group-uk', `/buy-car/car/${car.car_id}/${car.slug}`));
    await islandHydrated(page, 'uk-quote-cards');
    const products = page.locator('article.uk-finance__card');
    await expect.poll(() => products.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const count = await products.count();
    for (let i = 0; i < count; i++)
      await expect
        .poll(() => products.nth(i).locator('[data-quote-ref]').count(), { timeout: 15_000 })
        .toBe(1);

    await expect.poll(() => quoted.size).toBeGreaterThanOrEqual(count);

    // The sticky column shows one card per quoted product, each with its quote's payment.
    const sticky = page.locator('.car-detail__sticky [data-quote-payment]');
    await expect.poll(() => sticky.count()).toBe(count);
    for (let i = 0; i < count; i++) {
      const headline = await products.nth(i).locator('.uk-finance__amount').textContent();
      expect(await sticky.nth(i).textContent()).toContain(headline!);
    }

    // Every monthly figure on the page is one the partner quoted; the index's loan is nowhere.
    const figures = await monthlyFigures(page);
    expect(figures.length).toBeGreaterThanOrEqual(2 * count);
    for (const figure of figures) expect(quoted, `£${figure} a month`).toContain(figure);
    const indexLoan = car.car_loan_option!.default_monthly_cost_text;
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(indexLoan);
    expect(
      await page.locator('[data-island="car-finance"], [data-island="finance-cards"]').count(),
    ).toBe(0);
  });
});
