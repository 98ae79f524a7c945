import { describe, expect, it } from 'vitest';
import { effectiveAnnualRate, pmt, rate } from '#client/lib/finance/annuity.ts';
import { effectiveInterestRate, loanMonthlyCost } from '#client/lib/finance/loan.ts';

// Expected numbers were worked out independently of the code under test by annuity-expected.py
// (beside this file): the closed-form annuity formula for PMT, plain bisection for RATE and
// (1 + r)^12 − 1 for EFFECT, with a spreadsheet's sign conventions (money received positive).

describe('pmt', () => {
  const cases: Array<
    [rate: number, periods: number, pv: number, fv: number, type: 0 | 1, expected: number]
  > = [
    [0.0695 / 12, 60, 279920, -104970, 0, -4068.045336153243],
    [0.0695 / 12, 60, 279920, -104970, 1, -4044.6202439072804],
    [0.0395 / 12, 48, 200000, 0, 0, -4511.337450209043],
    [0.0595 / 12, 36, 150000, -60000, 0, -3033.435877446671],
    [0.089 / 12, 48, 22000, -5500, 0, -450.61183665700486],
    [0.089 / 12, 48, 22000, -5500, 1, -447.2944031668507],
    [0, 36, 120000, -30000, 0, -2500],
    [0, 24, 50000, 0, 1, -2083.3333333333335],
    [0.12 / 12, 12, 10000, 0, 0, -888.4878867834169],
    [0.029 / 12, 72, 31500, -7000, 0, -388.06666847148847],
    [0.074 / 12, 84, 450000, 0, 1, -6837.869166471191],
    [0.065 / 12, 36, 279920, -145558, 0, -4906.500491160304],
  ];
  it.each(cases)(
    'matches the spreadsheet PMT(%f, %i, %i, %i, %i)',
    (r, n, pv, fv, type, expected) => {
      expect(pmt(r, n, pv, fv, type)).toBeCloseTo(expected, 8);
    },
  );

  it('refuses a term without periods', () => {
    expect(() => pmt(0.01, 0, 1000)).toThrow(RangeError);
  });
});

describe('loanMonthlyCost', () => {
  it('rounds the spreadsheet payment to whole units, the residual paid at the end', () => {
    expect(loanMonthlyCost(279920, 6.95, 60, 104970)).toBe(4068);
    expect(loanMonthlyCost(279920, 6.95, 60, 104970, 1)).toBe(4045);
    expect(loanMonthlyCost(22000, 8.9, 48, 5500)).toBe(451);
    expect(loanMonthlyCost(120000, 0, 36, 30000)).toBe(2500);
  });
});

describe('rate and effectiveAnnualRate', () => {
  const cases: Array<
    [
      periods: number,
      payment: number,
      pv: number,
      fv: number,
      type: 0 | 1,
      monthly: number,
      effectivePercent: number,
    ]
  > = [
    [60, -4262, 279325, -104970, 0, 0.006797794791885851, 8.469357478525508],
    [60, -4703, 279325, -104970, 0, 0.008926962580365332, 11.254283052374102],
    [48, -4516, 200000, 0, 0, 0.0033350938108447532, 4.0763456511641705],
    [36, -3000, 100000, 0, 0, 0.00422066754538309, 5.184043613856315],
    [36, -3000, 100000, 0, 1, 0.004469023830062226, 5.496628465972941],
    [48, -412, 22000, -5500, 0, 0.0047938143741351, 5.906699553348949],
    [12, -888, 10000, 0, 0, 0.009913076940095668, 12.56618531384217],
    [72, -413, 31250, -7000, 0, 0.0038385065792661283, 4.704708239252464],
    [36, -3335, 120000, 0, 0, 2.702276740951274e-5, 0.03243214084329704],
    [24, -2149, 49505, 0, 0, 0.0033049360891541603, 4.038812587770635],
    [60, -2075, 98710, 0, 0, 0.0079495889405755, 9.967852723482217],
    [84, -1000, 60000, -10000, 1, 0.010662561857604346, 13.572749618779145],
  ];
  it.each(cases)(
    'matches the spreadsheet RATE(%i, %i, %i, %i, %i) and its EFFECT',
    (n, payment, pv, fv, type, monthly, effective) => {
      const found = rate(n, payment, pv, fv, type);
      expect(found).toBeCloseTo(monthly, 10);
      expect(effectiveAnnualRate(found) * 100).toBeCloseTo(effective, 7);
    },
  );

  it('finds a rate from a poor guess by bisection', () => {
    expect(rate(36, -3000, 100000, 0, 0, 5)).toBeCloseTo(0.00422066754538309, 10);
  });

  it('throws when no rate balances the cash flows', () => {
    expect(() => rate(12, 100, 1000)).toThrow(RangeError);
  });
});

describe('effectiveInterestRate', () => {
  it('takes the start fee off the credit and adds the invoice fee to each payment, in percent with two decimals', () => {
    // Same cash flows as the RATE cases above: credit 279 920 less the start fee 595, 4 203 + 59 a month.
    expect(effectiveInterestRate(279920, 4203, 60, 104970, { startFee: 595, invoiceFee: 59 })).toBe(
      8.47,
    );
    expect(effectiveInterestRate(22000, 402, 48, 5500, { startFee: 0, invoiceFee: 10 })).toBe(5.91);
    expect(effectiveInterestRate(31500, 404, 72, 7000, { startFee: 250, invoiceFee: 9 })).toBe(4.7);
    expect(effectiveInterestRate(50000, 2100, 24, 0, { startFee: 495, invoiceFee: 49 })).toBe(4.04);
    expect(effectiveInterestRate(100000, 2000, 60, 0, { startFee: 1290, invoiceFee: 75 })).toBe(
      9.97,
    );
  });

  it('equals the nominal rate compounded monthly when there are no fees', () => {
    const monthly = loanMonthlyCost(200000, 6, 60, 0);
    // 6 % nominal is 6.17 % effective; the rounding of the payment keeps it there.
    expect(effectiveInterestRate(200000, monthly, 60, 0, { startFee: 0, invoiceFee: 0 })).toBe(
      6.17,
    );
  });
});
