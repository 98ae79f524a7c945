import { describe, expect, it } from 'vitest';
import { carFinanceProps } from '#client/finance/finance-props.ts';
import { openingOffers } from '#client/finance/opening-offers.ts';
import { computeLeasing, initialLeasingState } from '#client/lib/finance/leasing.ts';
import { computeLoan, initialLoanState } from '#client/lib/finance/loan.ts';
import { generateStock } from '#kv-seed/stock/generate-stock.ts';
import { sites } from '#src/sites/catalogue.ts';

const cars = generateStock(sites['group-se'], 400);

describe('openingOffers', () => {
  it("lists the loan, then the leases, each under its calculator's anchor at its opening cost", () => {
    const car = cars.find(
      (c) => c.car_loan_option && c.car_private_leasing_option && c.car_company_leasing_option,
    )!;
    const props = carFinanceProps(car, 'sv', 'sv-SE')!;
    const offers = openingOffers(props);
    expect(offers.map((offer) => offer.id)).toEqual([
      'finance-loan',
      'finance-private-leasing',
      'finance-company-leasing',
    ]);
    const { terms } = props.loan!;
    expect(offers[0]).toEqual({
      id: 'finance-loan',
      title: props.loan!.title,
      cost: computeLoan(terms, initialLoanState(terms)).monthlyCost,
    });
    const lease = props.leases[1]!;
    expect(offers[2]!.cost).toBe(
      computeLeasing(lease.terms, initialLeasingState(lease.terms)).monthlyCost,
    );
  });

  it('leaves out the loan of a car that offers only leasing', () => {
    const leasing = cars.find((c) => c.car_private_leasing_option)!;
    const car = { ...leasing, car_loan_option: null };
    const offers = openingOffers(carFinanceProps(car, 'sv', 'sv-SE')!);
    expect(offers[0]!.id).toBe('finance-private-leasing');
  });
});
