// Spreadsheet annuity functions (PMT, RATE, EFFECT) with their sign conventions: money received is
// positive, money paid is negative, and `type` 1 means payments at the start of each period.

/** 0: payments at the end of each period (the default); 1: at the start. */
export type PaymentTiming = 0 | 1;

/**
 * The payment per period of an annuity, as a spreadsheet's PMT(rate, nper, pv, fv, type): the value
 * that makes pv·(1+r)^n + pmt·(1+r·type)·((1+r)^n − 1)/r + fv = 0. A loan of 100 000 received
 * (pv > 0) gives a negative payment.
 */
export function pmt(
  rate: number,
  periods: number,
  presentValue: number,
  futureValue = 0,
  timing: PaymentTiming = 0,
): number {
  if (!(periods > 0))
    throw new RangeError(`pmt needs a positive number of periods, got ${periods}`);
  if (rate === 0) return -(presentValue + futureValue) / periods;
  const growth = (1 + rate) ** periods;
  return (-(presentValue * growth + futureValue) * rate) / ((1 + rate * timing) * (growth - 1));
}

/** What is left when the payments, present and future values are taken at `rate`: RATE's equation. */
function balance(
  rate: number,
  periods: number,
  payment: number,
  presentValue: number,
  futureValue: number,
  timing: PaymentTiming,
): number {
  if (rate === 0) return presentValue + payment * periods + futureValue;
  const growth = (1 + rate) ** periods;
  return (
    presentValue * growth + (payment * (1 + rate * timing) * (growth - 1)) / rate + futureValue
  );
}

/**
 * The rate per period at which the cash flows balance, as a spreadsheet's RATE(nper, pmt, pv, fv,
 * type): Newton's method from `guess` (numeric derivative), falling back to bisection over
 * (−0.99, 10) when Newton leaves the interval or stalls. Throws when no rate balances them.
 */
export function rate(
  periods: number,
  payment: number,
  presentValue: number,
  futureValue = 0,
  timing: PaymentTiming = 0,
  guess = 0.01,
): number {
  const f = (r: number) => balance(r, periods, payment, presentValue, futureValue, timing);
  const tolerance = 1e-12;
  let r = guess;
  for (let i = 0; i < 50; i += 1) {
    const value = f(r);
    const h = Math.max(1e-9, Math.abs(r) * 1e-6);
    const slope = (f(r + h) - f(r - h)) / (2 * h);
    if (!Number.isFinite(slope) || slope === 0) break;
    const next = r - value / slope;
    if (!Number.isFinite(next) || next <= -0.99 || next >= 10) break;
    if (Math.abs(next - r) < tolerance) return next;
    r = next;
  }
  let low = -0.99;
  let high = 10;
  let fLow = f(low);
  if (Math.sign(fLow) === Math.sign(f(high)))
    throw new RangeError('rate: the cash flows balance at no rate between -99 % and 1000 %');
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    const fMid = f(mid);
    if (fMid === 0 || high - low < tolerance) return mid;
    if (Math.sign(fMid) === Math.sign(fLow)) {
      low = mid;
      fLow = fMid;
    } else high = mid;
  }
  return (low + high) / 2;
}

/** A spreadsheet's EFFECT for a rate per period compounded `periodsPerYear` times: (1 + r)^k − 1. */
export function effectiveAnnualRate(ratePerPeriod: number, periodsPerYear = 12): number {
  return (1 + ratePerPeriod) ** periodsPerYear - 1;
}
