// The leasing calculators' rules (car-stock spec 3 "Leasing option", 4, 5 and 9): a contract per
// offered mileage and period, a first payment in percent, the residual and the monthly cost.
import { pmt } from './annuity.ts';
import { type Bounds, clamp } from './loan.ts';

/** One contract of a lease for one mileage (company_leasing_options' entries). */
export interface LeasingContract {
  months: number;
  /** Null when the offer does not state it (a private lease is one fixed offer). */
  residual_percentage: number | null;
  cash_amount_min_percentage: number;
  cash_amount_max_percentage: number;
}

export interface LeasingTerms {
  /** The price the lease is computed on (without VAT for a company lease). */
  price: number;
  /** Percent a year; null when the offer has a fixed monthly cost that is not recomputed. */
  interestRate: number | null;
  /** Contracts per offered mileage; keys are the mileages as text ('1500'). */
  contracts: Readonly<Record<string, readonly LeasingContract[]>>;
  defaultMileage: number;
  /** Per mileage, the contract length and first payment (money) the offer opens with. */
  defaults: Readonly<Record<string, { cash_amount: number; contract_length: number }>>;
  /** The offer's own monthly cost, shown when it cannot be recomputed. */
  fixedMonthlyCost: number;
}

/** Spec 9: the period moves 12 months, the first payment 1 percent. */
export const leasingPeriodStep = 12;
export const firstPaymentStep = 1;

export interface LeasingState {
  mileage: number;
  months: number;
  /** The first (raised) payment as a percentage of the price. */
  firstPaymentPercentage: number;
}

/** The offered mileages, smallest first. */
export function offeredMileages(terms: LeasingTerms): number[] {
  return Object.keys(terms.contracts)
    .map(Number)
    .sort((a, b) => a - b);
}

function contractsFor(terms: LeasingTerms, mileage: number): readonly LeasingContract[] {
  return terms.contracts[String(mileage)] ?? terms.contracts[String(offeredMileages(terms)[0])]!;
}

/** The contract of `mileage` closest in length to `months`. */
export function contractFor(terms: LeasingTerms, mileage: number, months: number): LeasingContract {
  const contracts = contractsFor(terms, mileage);
  let best = contracts[0]!;
  for (const contract of contracts)
    if (Math.abs(contract.months - months) < Math.abs(best.months - months)) best = contract;
  return best;
}

/** The period slider's ends for a mileage; the slider is hidden when they are equal (spec 5). */
export function periodBounds(terms: LeasingTerms, mileage: number): Bounds {
  const months = contractsFor(terms, mileage).map((c) => c.months);
  return { min: Math.min(...months), max: Math.max(...months) };
}

/** The first-payment slider's ends in percent; hidden when they are equal (spec 5). */
export function firstPaymentBounds(contract: LeasingContract): Bounds {
  return {
    min: contract.cash_amount_min_percentage,
    max: Math.max(contract.cash_amount_min_percentage, contract.cash_amount_max_percentage),
  };
}

function withContract(
  terms: LeasingTerms,
  mileage: number,
  months: number,
  percentage: number,
): LeasingState {
  const contract = contractFor(terms, mileage, months);
  return {
    mileage,
    months: contract.months,
    firstPaymentPercentage: clamp(Math.round(percentage), firstPaymentBounds(contract)),
  };
}

/** The opening state: the default mileage with its default contract length and first payment. */
export function initialLeasingState(terms: LeasingTerms): LeasingState {
  const mileages = offeredMileages(terms);
  const mileage = mileages.includes(terms.defaultMileage) ? terms.defaultMileage : mileages[0]!;
  const opening = terms.defaults[String(mileage)];
  const months = opening?.contract_length ?? terms.contracts[String(mileage)]![0]!.months;
  const percentage = opening && terms.price > 0 ? (opening.cash_amount / terms.price) * 100 : 0;
  return withContract(terms, mileage, months, percentage);
}

/** Another mileage keeps the period and first payment where that mileage offers them. */
export function changeMileage(
  terms: LeasingTerms,
  state: LeasingState,
  mileage: number,
): LeasingState {
  const known = offeredMileages(terms).includes(mileage) ? mileage : state.mileage;
  return withContract(terms, known, state.months, state.firstPaymentPercentage);
}

export function changePeriod(
  terms: LeasingTerms,
  state: LeasingState,
  months: number,
): LeasingState {
  return withContract(terms, state.mileage, months, state.firstPaymentPercentage);
}

export function changeFirstPayment(
  terms: LeasingTerms,
  state: LeasingState,
  percentage: number,
): LeasingState {
  return withContract(terms, state.mileage, state.months, percentage);
}

export interface LeasingResult {
  contract: LeasingContract;
  firstPayment: number;
  residual: number | null;
  monthlyCost: number;
}

/**
 * The lease's monthly cost: PMT(rate a year / 12, months, price less the first payment, residual),
 * rounded to whole units; the offer's own cost when it has no rate to recompute with.
 */
export function leasingMonthlyCost(
  price: number,
  annualRatePercent: number,
  months: number,
  firstPayment: number,
  residual: number,
): number {
  return Math.round(-pmt(annualRatePercent / 100 / 12, months, price - firstPayment, -residual));
}

export function computeLeasing(terms: LeasingTerms, state: LeasingState): LeasingResult {
  const contract = contractFor(terms, state.mileage, state.months);
  const firstPayment = Math.round((terms.price * state.firstPaymentPercentage) / 100);
  // The payment is computed on the exact residual; the visitor sees it in whole units.
  const exactResidual =
    contract.residual_percentage === null
      ? null
      : (terms.price * contract.residual_percentage) / 100;
  const monthlyCost =
    terms.interestRate === null || exactResidual === null
      ? terms.fixedMonthlyCost
      : leasingMonthlyCost(
          terms.price,
          terms.interestRate,
          contract.months,
          firstPayment,
          exactResidual,
        );
  return {
    contract,
    firstPayment,
    residual: exactResidual === null ? null : Math.round(exactResidual),
    monthlyCost,
  };
}
