import { describe, expect, it } from 'vitest';
import {
  changeFirstPayment,
  changeMileage,
  changePeriod,
  computeLeasing,
  firstPaymentBounds,
  initialLeasingState,
  type LeasingTerms,
  leasingMonthlyCost,
  offeredMileages,
  periodBounds,
} from '#client/lib/finance/leasing.ts';

const contract = (months: number, residual: number, max = 30) => ({
  months,
  residual_percentage: residual,
  cash_amount_min_percentage: 0,
  cash_amount_max_percentage: max,
});

// A company lease like the seeded stock's: 279 920 kr without VAT, 6.5 %, three mileages.
const terms: LeasingTerms = {
  price: 279_920,
  interestRate: 6.5,
  contracts: {
    '2000': [contract(24, 50), contract(36, 44), contract(48, 38)],
    '1500': [contract(24, 54), contract(36, 48), contract(48, 42)],
    '2500': [contract(36, 40, 20)],
  },
  defaultMileage: 1500,
  defaults: {
    '1500': { cash_amount: 0, contract_length: 36 },
    '2000': { cash_amount: 0, contract_length: 36 },
    '2500': { cash_amount: 0, contract_length: 36 },
  },
  fixedMonthlyCost: 9999,
};

describe('leasing', () => {
  it('offers the mileages smallest first and opens on the default mileage and contract', () => {
    expect(offeredMileages(terms)).toEqual([1500, 2000, 2500]);
    expect(initialLeasingState(terms)).toEqual({
      mileage: 1500,
      months: 36,
      firstPaymentPercentage: 0,
    });
  });

  it('computes the monthly cost from the price less the first payment and the residual (PMT)', () => {
    const result = computeLeasing(terms, initialLeasingState(terms));
    expect(result.residual).toBe(134_362);
    // PMT(6.5 %/12, 36, 279 920, −134 362) = −5 189.00 (annuity-expected.py's closed form, run by hand).
    expect(result.monthlyCost).toBe(leasingMonthlyCost(279_920, 6.5, 36, 0, 134_362));
    expect(result.monthlyCost).toBe(5189);
  });

  it('recomputes residual and monthly cost when the mileage changes, keeping the period', () => {
    const state = changeMileage(terms, initialLeasingState(terms), 2000);
    expect(state).toEqual({ mileage: 2000, months: 36, firstPaymentPercentage: 0 });
    const result = computeLeasing(terms, state);
    expect(result.contract.residual_percentage).toBe(44);
    expect(result.monthlyCost).toBeGreaterThan(
      computeLeasing(terms, initialLeasingState(terms)).monthlyCost,
    );
  });

  it('moves the period between the offered contracts and hides nothing when they differ', () => {
    expect(periodBounds(terms, 1500)).toEqual({ min: 24, max: 48 });
    expect(changePeriod(terms, initialLeasingState(terms), 48).months).toBe(48);
    expect(changePeriod(terms, initialLeasingState(terms), 100).months).toBe(48);
  });

  it('reports equal period bounds for a mileage with one contract (the slider is hidden)', () => {
    expect(periodBounds(terms, 2500)).toEqual({ min: 36, max: 36 });
  });

  it('clamps the first payment to the contract percentages in whole percent', () => {
    const state = initialLeasingState(terms);
    expect(changeFirstPayment(terms, state, 12.4).firstPaymentPercentage).toBe(12);
    expect(changeFirstPayment(terms, state, 55).firstPaymentPercentage).toBe(30);
    expect(changeFirstPayment(terms, state, -3).firstPaymentPercentage).toBe(0);
    // The 2500 mileage allows 20 % at most: switching there caps a higher first payment.
    expect(
      changeMileage(terms, changeFirstPayment(terms, state, 30), 2500).firstPaymentPercentage,
    ).toBe(20);
    expect(firstPaymentBounds(contract(36, 40, 0))).toEqual({ min: 0, max: 0 });
  });

  it('lowers the monthly cost with a first payment', () => {
    const none = computeLeasing(terms, initialLeasingState(terms));
    const some = computeLeasing(terms, changeFirstPayment(terms, initialLeasingState(terms), 10));
    expect(some.firstPayment).toBe(27_992);
    expect(some.monthlyCost).toBeLessThan(none.monthlyCost);
  });

  it('shows the offer cost when the lease has no rate to recompute with', () => {
    const fixed: LeasingTerms = { ...terms, interestRate: null };
    expect(computeLeasing(fixed, initialLeasingState(fixed)).monthlyCost).toBe(9999);
  });
});
