import { describe, expect, it } from 'vitest';
import { CarFinanceSection } from '#client/finance/car-finance-section.tsx';
import { carFinanceProps, mileageUnitOf } from '#client/finance/finance-props.ts';
import { carFinancePropsSchema } from '#client/islands/car-finance.props.ts';
import { computeLeasing, initialLeasingState } from '#client/lib/finance/leasing.ts';
import { computeLoan, initialLoanState } from '#client/lib/finance/loan.ts';
import { generateStock } from '#kv-seed/stock/generate-stock.ts';
import { sites } from '#src/sites/catalogue.ts';
import { renderInPage } from '../blocks/render-block.tsx';

const stock = {
  'group-se': generateStock(sites['group-se'], 400),
  'store-fi': generateStock(sites['store-fi'], 400),
  'group-uk': generateStock(sites['group-uk'], 400),
};
const withEverything = (site: keyof typeof stock) =>
  stock[site].find(
    (car) =>
      car.car_loan_option && car.car_private_leasing_option && car.car_company_leasing_option,
  )!;

describe('carFinanceProps', () => {
  it('opens every calculator of the seeded stock on the cost the offer states', () => {
    let checked = 0;
    for (const [site, cars] of Object.entries(stock)) {
      const language = sites[site as keyof typeof stock].languages[0]!;
      for (const car of cars) {
        const props = carFinanceProps(car, language, 'sv-SE');
        if (!props) {
          expect(
            car.car_loan_option ?? car.car_private_leasing_option ?? car.car_company_leasing_option,
          ).toBeNull();
          continue;
        }
        carFinancePropsSchema.parse(props);
        if (props.loan) {
          const { terms } = props.loan;
          const cost = computeLoan(terms, initialLoanState(terms)).monthlyCost;
          // The calculator's smallest down payment is whole units; the stock took the percentage
          // unrounded, so where that has a fraction the two may differ by one unit.
          const minimum =
            (terms.price *
              terms.durations.find((d) => d.months === terms.defaultDuration)!
                .cash_amount_min_percentage) /
            100;
          if (Number.isInteger(minimum)) expect(cost, car.car_id).toBe(car.car_loan_monthly_cost);
          else
            expect(Math.abs(cost - car.car_loan_monthly_cost!), car.car_id).toBeLessThanOrEqual(1);
        }
        for (const lease of props.leases) {
          const expected =
            lease.kind === 'private'
              ? car.car_privateleasing_monthly_cost
              : car.car_companyleasing_monthly_cost;
          const cost = computeLeasing(lease.terms, initialLeasingState(lease.terms)).monthlyCost;
          // The company lease states its price basis in whole units; the stock computed on the
          // price without VAT before rounding, so the two may differ by one unit.
          if (lease.kind === 'company')
            expect(Math.abs(cost - expected!), car.car_id).toBeLessThanOrEqual(1);
          else expect(cost, car.car_id).toBe(expected);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('reads the distance unit from the car mileage text', () => {
    expect(mileageUnitOf('4 500 mil')).toBe('mil');
    expect(mileageUnitOf('12,400 miles')).toBe('miles');
    expect(mileageUnitOf('45\u00a0000 km')).toBe('km');
  });
});

describe('CarFinanceSection', () => {
  it('places the calculators island with each offer, then the Swedish information block and credit warning on a Swedish site', () => {
    const html = renderInPage(
      <CarFinanceSection car={withEverything('group-se')} variant="main" />,
      { site: 'group-se', language: 'sv' },
    );
    expect(html).toContain('data-island="car-finance" data-hydrate="visible"');
    expect(html.match(/<details/g)).toHaveLength(3);
    for (const id of ['finance-loan', 'finance-private-leasing', 'finance-company-leasing'])
      expect(html).toContain(`id="${id}"`);
    // Every disclaimer placeholder is filled on the server already.
    expect(html).toMatch(
      /Räntan är \d+,\d\d % \(effektiv ränta \d+,\d\d %\) vid \d+ månaders avtalstid/,
    );
    expect(html).not.toMatch(/\{\d\}/);
    expect(html).toContain('lang="sv" aria-label="Bra att veta om finansiering"');
    expect(html).toContain('Varning: Att låna pengar kostar pengar!');
    // Controls wait for the script.
    expect(html).toMatch(/<input[^>]*type="range"[^>]*disabled=""/);
  });

  it('leaves the Swedish blocks out elsewhere', () => {
    const html = renderInPage(
      <CarFinanceSection car={withEverything('store-fi')} variant="main" />,
      { site: 'store-fi', language: 'fi' },
    );
    expect(html).toContain('data-island="car-finance"');
    expect(html).not.toContain('credit-warning');
    expect(html).not.toContain('finance-information');
  });

  it('shows the sticky column cards with each opening monthly cost, linking to the calculators', () => {
    const car = withEverything('group-se');
    const html = renderInPage(<CarFinanceSection car={car} variant="aside" />, {
      site: 'group-se',
      language: 'sv',
    });
    // A small island, so the costs can follow the calculators; its first HTML is the plain cards.
    expect(html).toContain(
      '<div data-island="finance-cards" data-hydrate="idle"><ul class="finance-cards" aria-label="Finansiering">',
    );
    const links = [...html.matchAll(/href="#([a-z-]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(['finance-loan', 'finance-private-leasing', 'finance-company-leasing']);
    const cost = new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      maximumFractionDigits: 0,
    }).format(car.car_loan_monthly_cost!);
    expect(html).toContain(`${cost}/mån`);
  });

  it('renders nothing for a car without financing', () => {
    const car = {
      ...stock['group-uk'][0]!,
      car_loan_option: null,
      car_private_leasing_option: null,
      car_company_leasing_option: null,
      car_leasing_options: [],
    };
    expect(renderInPage(<CarFinanceSection car={car} variant="main" />)).toBe('');
    expect(renderInPage(<CarFinanceSection car={car} variant="aside" />)).toBe('');
  });
});
