import type { CarDocument } from '../contracts/car-document.ts';
import type { CompanyLeasingOption, LeasingOption, LoanOption } from '../contracts/car-finance.ts';
import type { Language } from '../contracts/site-profile.ts';
import type {
  CarFinanceProps,
  LeasingCalculatorProps,
  LoanCalculatorProps,
} from '../islands/car-finance.props.ts';
import { financeTexts } from './finance.texts.ts';

/** The distance unit the car's own mileage is written in ('4 500 mil' gives 'mil'). */
export function mileageUnitOf(mileageText: string): string {
  return mileageText.replace(/^[\d\s.,\u00a0\u202f]+/, '').trim() || 'km';
}

/** One contract length as the calculators take it: the stock's entry without its other fields. */
function contractDuration({
  months,
  residual_percentage,
  cash_amount_min_percentage,
  cash_amount_max_percentage,
}: LoanOption['contract_durations'][number]) {
  return { months, residual_percentage, cash_amount_min_percentage, cash_amount_max_percentage };
}

/** The texts of a lease offer, private or company, as its calculator shows them. */
function leaseTexts(lease: LeasingOption | CompanyLeasingOption) {
  return {
    title: lease.title,
    description: lease.description,
    salesText: lease.sales_text,
    disclaimer: lease.disclaimer,
    startFeeText: lease.start_fee_text,
    invoiceFeeText: lease.invoice_fee_text,
    interestRateText: lease.interest_rate_text,
    campaign: lease.is_campaign,
  };
}

/** What the loan calculator computes with, from the car's price and loan offer (the car of the week's sliders use it too). */
export function loanTermsOf(
  price: number,
  loan: Pick<
    LoanOption,
    | 'interest_rate'
    | 'start_fee'
    | 'invoice_fee'
    | 'default_contract_duration'
    | 'contract_durations'
  >,
): LoanCalculatorProps['terms'] {
  return {
    price,
    interestRate: loan.interest_rate,
    startFee: loan.start_fee,
    invoiceFee: loan.invoice_fee,
    defaultDuration: loan.default_contract_duration,
    durations: loan.contract_durations.map(contractDuration),
  };
}

/**
 * A private lease's terms: one fixed offer (its mileage, period and monthly cost, not recomputed).
 * Its residual is the car's residual for that mileage and period, which the company lease's table
 * states when the car has one.
 */
export function privateLeaseTermsOf(
  price: number,
  lease: Pick<LeasingOption, 'mileage' | 'duration' | 'monthly_cost'>,
  company?: Pick<CompanyLeasingOption, 'company_leasing_options'> | null,
): LeasingCalculatorProps['terms'] {
  const residual =
    company?.company_leasing_options[String(lease.mileage)]?.find(
      (c) => c.months === lease.duration,
    )?.residual_percentage ?? null;
  return {
    price,
    interestRate: null,
    contracts: {
      [String(lease.mileage)]: [
        {
          months: lease.duration,
          residual_percentage: residual,
          cash_amount_min_percentage: 0,
          cash_amount_max_percentage: 0,
        },
      ],
    },
    defaultMileage: lease.mileage,
    defaults: { [String(lease.mileage)]: { cash_amount: 0, contract_length: lease.duration } },
    fixedMonthlyCost: lease.monthly_cost,
  };
}

function privateLease(car: CarDocument): LeasingCalculatorProps | null {
  const lease = car.car_private_leasing_option;
  if (!lease) return null;
  return {
    kind: 'private',
    ...leaseTexts(lease),
    terms: privateLeaseTermsOf(car.car_price, lease, car.car_company_leasing_option),
  };
}

function companyLease(car: CarDocument): LeasingCalculatorProps | null {
  const lease = car.car_company_leasing_option;
  if (!lease) return null;
  const contracts = Object.fromEntries(
    Object.entries(lease.company_leasing_options).map(([mileage, list]) => [
      mileage,
      list.map(contractDuration),
    ]),
  );
  return {
    kind: 'company',
    ...leaseTexts(lease),
    terms: {
      price: lease.price_base_amount,
      interestRate: lease.interest_rate,
      contracts,
      defaultMileage: lease.default_company_leasing_mileage,
      defaults: lease.default_company_leasing_option,
      fixedMonthlyCost: lease.default_monthly_cost,
    },
  };
}

/** The financing accordion's props for a car, or null when the car offers no financing. */
export function carFinanceProps(
  car: CarDocument,
  language: Language,
  locale: string,
): CarFinanceProps | null {
  const loan = car.car_loan_option;
  const leases = [privateLease(car), companyLease(car)].filter((lease) => lease !== null);
  if (!loan && leases.length === 0) return null;
  return {
    carId: car.car_id,
    locale,
    currency: car.car_price_currency,
    mileageUnit: mileageUnitOf(car.car_mileage_text),
    texts: financeTexts[language],
    loan: loan
      ? {
          title: loan.title,
          description: loan.description,
          disclaimer: loan.disclaimer,
          startFeeText: loan.start_fee_text,
          invoiceFeeText: loan.invoice_fee_text,
          campaign: car.car_has_campaign_loan,
          terms: loanTermsOf(car.car_price, loan),
        }
      : null,
    leases,
  };
}
