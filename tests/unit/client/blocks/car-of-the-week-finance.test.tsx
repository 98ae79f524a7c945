import { describe, expect, it } from 'vitest';
import {
  openingFinanceState,
  weekMonthlyCosts,
} from '#client/blocks/car-of-the-week/car-of-the-week-finance.tsx';
import { CarOfTheWeek, weekFinance } from '#client/blocks/car-of-the-week/car-of-the-week.tsx';
import {
  carOfTheWeekSchema,
  weekCarSchema,
} from '#client/blocks/car-of-the-week/car-of-the-week.schema.ts';
import { carFinanceProps } from '#client/finance/finance-props.ts';
import { formatPrice } from '#client/lib/format.ts';
import { computeLeasing, initialLeasingState } from '#client/lib/finance/leasing.ts';
import {
  changeDownPayment,
  changeTerm,
  computeLoan,
  initialLoanState,
} from '#client/lib/finance/loan.ts';
import { generateStock } from '#kv-seed/stock/generate-stock.ts';
import { sites } from '#src/sites/catalogue.ts';
import { renderInPage } from './render-block.tsx';

const stock = generateStock(sites['store-se'], 300);
/** The cars as the search answer gives them to the block: the schema keeps the card's and the sliders' fields. */
const weekCars = stock.map((car) => weekCarSchema.parse(car));
const withLoanAndLease = weekCars.findIndex(
  (car) => car.car_loan_option && car.car_private_leasing_option,
);

describe('car of the week finance', () => {
  it('opens every card on the monthly costs the detail page calculators open on', () => {
    let checked = 0;
    stock.forEach((car, index) => {
      const finance = weekFinance(weekCars[index]!);
      const detail = carFinanceProps(car, 'sv', 'sv-SE');
      if (!finance) {
        expect(car.car_loan_option ?? car.car_private_leasing_option).toBeNull();
        return;
      }
      const costs = weekMonthlyCosts(finance, openingFinanceState(finance));
      const detailLoan = detail?.loan
        ? computeLoan(detail.loan.terms, initialLoanState(detail.loan.terms)).monthlyCost
        : null;
      const privateLease = detail?.leases.find((lease) => lease.kind === 'private');
      const detailLease = privateLease
        ? computeLeasing(privateLease.terms, initialLeasingState(privateLease.terms)).monthlyCost
        : null;
      expect(costs, car.car_id).toEqual({ loan: detailLoan, lease: detailLease });
      checked += 1;
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('follows the term and down payment sliders with the loan calculator maths', () => {
    const finance = weekFinance(weekCars[withLoanAndLease]!)!;
    const opening = openingFinanceState(finance);
    const loan = finance.loan!;
    const longer = changeTerm(loan, opening.loan!, opening.loan!.months + 12);
    expect(longer.months).toBe(opening.loan!.months + 12);
    const moved = weekMonthlyCosts(finance, { ...opening, loan: longer });
    expect(moved.loan).toBe(computeLoan(loan, longer).monthlyCost);
    expect(moved.loan).not.toBe(weekMonthlyCosts(finance, opening).loan);
    // More down, less to pay each month; the lease is untouched.
    const more = changeDownPayment(loan, longer, longer.downPayment + 20_000);
    const after = weekMonthlyCosts(finance, { ...opening, loan: more });
    expect(after.loan!).toBeLessThan(moved.loan!);
    expect(after.lease).toBe(weekMonthlyCosts(finance, opening).lease);
  });

  it('renders each card with labelled term and down payment sliders and the opening costs in the first HTML', () => {
    const cars = [
      weekCars[withLoanAndLease]!,
      ...weekCars.filter((car, index) => index !== withLoanAndLease).slice(0, 2),
    ];
    const block = carOfTheWeekSchema.parse({
      type: 'car-of-the-week',
      id: 'week',
      fields: { Title: 'Veckans bilar' },
    });
    const html = renderInPage(<CarOfTheWeek block={block} cars={cars} />, {
      site: 'store-se',
      language: 'sv',
      dictionary: { pathToCarDetail: '/kop-bil/bil' },
    });
    const finance = weekFinance(cars[0]!)!;
    const costs = weekMonthlyCosts(finance, openingFinanceState(finance));
    const loanLine = `Billån ${formatPrice(costs.loan!, 'SEK', 'sv-SE')}/mån`;
    const leaseLine = `Privatleasing ${formatPrice(costs.lease!, 'SEK', 'sv-SE')}/mån`;
    // Three cars laid out three times for the loop: each copy carries the same first state.
    expect(html.split(loanLine).length - 1).toBe(3);
    expect(html.split(leaseLine).length - 1).toBe(3);
    const terms = [...html.matchAll(/<label for="([^"]+-term)">Avtalstid<\/label>/g)].map(
      (m) => m[1],
    );
    expect(terms.length).toBeGreaterThanOrEqual(3);
    expect(new Set(terms).size).toBe(terms.length);
    expect(html).toMatch(/<label for="[^"]+-down-payment">Kontantinsats<\/label>/);
    // A fixed private lease names its period and mileage instead of offering sliders of one value.
    expect(html).toContain(
      `${finance.lease!.defaults[String(finance.lease!.defaultMileage)]!.contract_length} mån · `,
    );
    // Before the script runs the sliders say they can do nothing yet.
    expect(html).toMatch(
      /<input id="[^"]+-term" class="finance-field__range" type="range" min="\d+" max="\d+" step="any" aria-valuetext="\d+ mån" disabled=""/,
    );
  });
});
