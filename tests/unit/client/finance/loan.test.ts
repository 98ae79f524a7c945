import { describe, expect, it } from 'vitest';
import {
  changeDownPayment,
  changeTerm,
  computeLoan,
  downPaymentBounds,
  initialLoanState,
  type LoanTerms,
  parseAmount,
  snapValue,
  stepValue,
  stripLeadingZeros,
  termBounds,
} from '#client/lib/finance/loan.ts';

// A loan like the seeded stock's: 349 900 kr, 6.95 %, 20–50 % cash, residual falling with the term.
const terms: LoanTerms = {
  price: 349_900,
  interestRate: 6.95,
  startFee: 595,
  invoiceFee: 59,
  defaultDuration: 60,
  durations: [
    {
      months: 36,
      residual_percentage: 45,
      cash_amount_min_percentage: 20,
      cash_amount_max_percentage: 50,
    },
    {
      months: 48,
      residual_percentage: 35,
      cash_amount_min_percentage: 25,
      cash_amount_max_percentage: 50,
    },
    {
      months: 60,
      residual_percentage: 25,
      cash_amount_min_percentage: 20,
      cash_amount_max_percentage: 50,
    },
    {
      months: 72,
      residual_percentage: 15,
      cash_amount_min_percentage: 20,
      cash_amount_max_percentage: 30,
    },
  ],
};

describe('loan bounds', () => {
  it('runs the down payment from the default duration minimum to the maximum rounded to the nearest 1,000', () => {
    // 20 % of 349 900 = 69 980; 50 % = 174 950, rounded to 175 000.
    expect(downPaymentBounds(terms, 60)).toEqual({ min: 69_980, max: 175_000 });
    // The 48-month minimum (25 %) does not apply: the default duration's does.
    expect(downPaymentBounds(terms, 48)).toEqual({ min: 69_980, max: 175_000 });
    // 30 % = 104 970, rounded to 105 000.
    expect(downPaymentBounds(terms, 72)).toEqual({ min: 69_980, max: 105_000 });
  });

  it('never lets the down payment reach into the residual', () => {
    const highResidual: LoanTerms = {
      ...terms,
      durations: [
        {
          months: 36,
          residual_percentage: 70,
          cash_amount_min_percentage: 20,
          cash_amount_max_percentage: 60,
        },
      ],
      defaultDuration: 36,
    };
    // 60 % would be 210 000, but 30 % (the price less the 70 % residual) is 104 970: floored to 104 000.
    expect(downPaymentBounds(highResidual, 36).max).toBe(104_000);
    expect(
      computeLoan(highResidual, { months: 36, downPayment: 104_000 }).monthlyCost,
    ).toBeGreaterThan(0);
  });

  it('takes the term slider from the shortest to the longest duration', () => {
    expect(termBounds(terms)).toEqual({ min: 36, max: 72 });
  });
});

describe('loan state', () => {
  it('opens on the default duration with the smallest down payment, matching the offer formula', () => {
    const state = initialLoanState(terms);
    expect(state).toEqual({ months: 60, downPayment: 69_980 });
    const result = computeLoan(terms, state);
    expect(result.residual).toBe(87_475);
    expect(result.credit).toBe(279_920);
    expect(result.downPaymentPercentage).toBe(20);
  });

  it('caps the down payment at the new term maximum and takes the new term residual on a term change', () => {
    const state = changeDownPayment(terms, initialLoanState(terms), 160_000);
    expect(state.downPayment).toBe(160_000);
    const shorter = changeTerm(terms, state, 72);
    expect(shorter).toEqual({ months: 72, downPayment: 105_000 });
    expect(computeLoan(terms, shorter).residualPercentage).toBe(15);
    // Back to a longer term, the down payment stays where the cap put it.
    expect(changeTerm(terms, shorter, 36)).toEqual({ months: 36, downPayment: 105_000 });
  });

  it('snaps a term between offered durations to the nearest one', () => {
    expect(changeTerm(terms, initialLoanState(terms), 50).months).toBe(48);
  });

  it('clamps a typed down payment to the bounds', () => {
    const state = initialLoanState(terms);
    expect(changeDownPayment(terms, state, 5).downPayment).toBe(69_980);
    expect(changeDownPayment(terms, state, 900_000).downPayment).toBe(175_000);
  });

  it('lowers the monthly cost when the down payment rises', () => {
    const low = computeLoan(terms, initialLoanState(terms)).monthlyCost;
    const high = computeLoan(
      terms,
      changeDownPayment(terms, initialLoanState(terms), 150_000),
    ).monthlyCost;
    expect(high).toBeLessThan(low);
  });
});

describe('slider steps', () => {
  const bounds = { min: 69_980, max: 175_000 };
  it('moves to the next multiple of the step, then by whole steps, within the bounds', () => {
    expect(stepValue(69_980, 1, 1000, bounds)).toBe(70_000);
    expect(stepValue(70_000, 1, 1000, bounds)).toBe(71_000);
    expect(stepValue(70_000, -1, 1000, bounds)).toBe(69_980);
    expect(stepValue(174_500, 1, 1000, bounds)).toBe(175_000);
    expect(stepValue(175_000, 1, 1000, bounds)).toBe(175_000);
    expect(stepValue(48, 1, 12, { min: 36, max: 72 })).toBe(60);
    expect(stepValue(36, -1, 12, { min: 36, max: 72 })).toBe(36);
  });
});

describe('typed amounts', () => {
  it('strips leading zeros, spaces and separators', () => {
    expect(parseAmount('0075000')).toBe(75_000);
    expect(parseAmount('75 000 kr')).toBe(75_000);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('')).toBeNull();
    expect(stripLeadingZeros('000120')).toBe('120');
    expect(stripLeadingZeros('000')).toBe('0');
  });
});

describe('snapValue', () => {
  it('lands a pointer position on the step grid or on an end that is nearer', () => {
    const bounds = { min: 69_980, max: 175_000 };
    expect(snapValue(69_985, 1000, bounds)).toBe(69_980);
    expect(snapValue(70_400, 1000, bounds)).toBe(70_000);
    expect(snapValue(123_501, 1000, bounds)).toBe(124_000);
    expect(snapValue(180_000, 1000, bounds)).toBe(175_000);
    expect(snapValue(41, 12, { min: 36, max: 72 })).toBe(36);
    expect(snapValue(43, 12, { min: 36, max: 72 })).toBe(48);
  });
});
