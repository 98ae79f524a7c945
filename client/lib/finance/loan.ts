// The loan calculator's rules (car-stock spec 3 "Loan option", 4, 5 and 9): monthly cost, residual,
// down-payment bounds and steps, and the effective interest rate with the fees.
import { effectiveAnnualRate, type PaymentTiming, pmt, rate } from './annuity.ts';

/** One contract length of a loan offer (the car document's contract_durations entry). */
export interface LoanDuration {
  months: number;
  residual_percentage: number;
  cash_amount_min_percentage: number;
  cash_amount_max_percentage: number;
}

/** What the calculator needs of a car's loan offer. */
export interface LoanTerms {
  /** The car's price as shown (with VAT, or without for LCV). */
  price: number;
  /** Percent a year. */
  interestRate: number;
  startFee: number;
  invoiceFee: number;
  defaultDuration: number;
  durations: readonly LoanDuration[];
  /** Payments at the start of each period (the spreadsheet's type 1); loans pay at the end. */
  timing?: PaymentTiming;
}

/** Spec 9: the term slider moves 12 months, the down payment 1,000. */
export const loanTermStep = 12;
export const downPaymentStep = 1000;

export interface LoanState {
  months: number;
  downPayment: number;
}

export interface Bounds {
  min: number;
  max: number;
}

/** The offered duration closest to `months` (the first of two equally close). */
export function durationFor(terms: LoanTerms, months: number): LoanDuration {
  let best = terms.durations[0]!;
  for (const duration of terms.durations) {
    if (Math.abs(duration.months - months) < Math.abs(best.months - months)) best = duration;
  }
  return best;
}

/** The term slider's ends: the shortest and the longest offered duration. */
export function termBounds(terms: LoanTerms): Bounds {
  const months = terms.durations.map((d) => d.months);
  return { min: Math.min(...months), max: Math.max(...months) };
}

/**
 * Spec 5: the down payment runs from the default duration's minimum percentage of the price to the
 * chosen duration's maximum percentage rounded to the nearest 1,000 (never below the minimum, and
 * never more than the price less the residual, which would make the monthly cost negative).
 */
export function downPaymentBounds(terms: LoanTerms, months: number): Bounds {
  const min = Math.round(
    (terms.price * durationFor(terms, terms.defaultDuration).cash_amount_min_percentage) / 100,
  );
  const duration = durationFor(terms, months);
  const max =
    Math.round((terms.price * duration.cash_amount_max_percentage) / 100 / downPaymentStep) *
    downPaymentStep;
  // Paying down more than the price less the residual would make the monthly cost negative.
  const beforeResidual =
    Math.floor(
      (terms.price - residualValue(terms.price, duration.residual_percentage)) / downPaymentStep,
    ) * downPaymentStep;
  return { min, max: Math.max(min, Math.min(max, beforeResidual)) };
}

export function clamp(value: number, { min, max }: Bounds): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A typed amount as a number: spaces, separators and leading zeros go ('007 000' is 7000); null
 * when no digit is left, so the field can be empty while the visitor types.
 */
export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? null : Number(digits);
}

/** The digits a typed amount keeps: no leading zeros ('0' stays '0'). */
export function stripLeadingZeros(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * One slider step from `value`: to the next multiple of `step` up or down (so an amount between
 * steps lands on the grid), kept within the bounds.
 */
export function stepValue(value: number, direction: 1 | -1, step: number, bounds: Bounds): number {
  const next =
    direction > 0
      ? Math.floor(value / step + 1e-9) * step + step
      : Math.ceil(value / step - 1e-9) * step - step;
  return clamp(next, bounds);
}

/** The calculator's opening state: the default duration and the smallest down payment. */
export function initialLoanState(terms: LoanTerms): LoanState {
  const months = durationFor(terms, terms.defaultDuration).months;
  return { months, downPayment: downPaymentBounds(terms, months).min };
}

/**
 * Spec 4: a term change takes that duration's residual (the residual is the term's, never carried
 * over) and caps the down payment at that term's maximum.
 */
export function changeTerm(terms: LoanTerms, state: LoanState, months: number): LoanState {
  const duration = durationFor(terms, months);
  return {
    months: duration.months,
    downPayment: clamp(state.downPayment, downPaymentBounds(terms, duration.months)),
  };
}

export function changeDownPayment(terms: LoanTerms, state: LoanState, amount: number): LoanState {
  return { ...state, downPayment: clamp(amount, downPaymentBounds(terms, state.months)) };
}

/** The amount left to pay at the end of the term, in whole currency units. */
export function residualValue(price: number, residualPercentage: number): number {
  return Math.round((price * residualPercentage) / 100);
}

export interface LoanResult {
  months: number;
  downPayment: number;
  /** What is borrowed: the price less the down payment. */
  credit: number;
  residualPercentage: number;
  residual: number;
  /** Whole currency units a month, without the invoice fee. */
  monthlyCost: number;
  /** Percent a year with two decimals, fees included. */
  effectiveRate: number;
  /** The down payment as a whole percentage of the price. */
  downPaymentPercentage: number;
}

/**
 * Spec 9's payment formula: PMT(rate a year / 12, periods, present value, residual, start-of-period
 * flag), the present value being the price less the down payment, rounded to whole units.
 */
export function loanMonthlyCost(
  credit: number,
  annualRatePercent: number,
  months: number,
  residual: number,
  timing: PaymentTiming = 0,
): number {
  return Math.round(-pmt(annualRatePercent / 100 / 12, months, credit, -residual, timing));
}

/**
 * The effective rate a year, in percent with two decimals: the monthly rate at which the credit
 * paid out less the start fee balances the monthly cost plus the invoice fee each month and the
 * residual at the end (a spreadsheet's RATE), compounded over twelve months (EFFECT).
 */
export function effectiveInterestRate(
  credit: number,
  monthlyCost: number,
  months: number,
  residual: number,
  fees: { startFee: number; invoiceFee: number },
  timing: PaymentTiming = 0,
): number {
  const monthly = rate(
    months,
    -(monthlyCost + fees.invoiceFee),
    credit - fees.startFee,
    -residual,
    timing,
  );
  return Math.round(effectiveAnnualRate(monthly, 12) * 100 * 100) / 100;
}

export function computeLoan(terms: LoanTerms, state: LoanState): LoanResult {
  const duration = durationFor(terms, state.months);
  const credit = terms.price - state.downPayment;
  // The payment is computed on the exact residual; the visitor sees it in whole units.
  const exactResidual = (terms.price * duration.residual_percentage) / 100;
  const residual = Math.round(exactResidual);
  const timing = terms.timing ?? 0;
  const monthlyCost = loanMonthlyCost(
    credit,
    terms.interestRate,
    duration.months,
    exactResidual,
    timing,
  );
  return {
    months: duration.months,
    downPayment: state.downPayment,
    credit,
    residualPercentage: duration.residual_percentage,
    residual,
    monthlyCost,
    effectiveRate: effectiveInterestRate(
      credit,
      monthlyCost,
      duration.months,
      exactResidual,
      terms,
      timing,
    ),
    downPaymentPercentage:
      terms.price > 0 ? Math.round((state.downPayment / terms.price) * 100) : 0,
  };
}

/**
 * Where a pointer position lands: the nearest multiple of `step`, or an end of the bounds when
 * that is nearer (the ends need not lie on the grid: a minimum of 69 980 stays reachable).
 */
export function snapValue(raw: number, step: number, bounds: Bounds): number {
  const candidates = [clamp(Math.round(raw / step) * step, bounds), bounds.min, bounds.max];
  return candidates.reduce((best, candidate) =>
    Math.abs(candidate - raw) < Math.abs(best - raw) ? candidate : best,
  );
}
