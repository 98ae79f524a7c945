// Financing offered on a car: a loan with contract durations, residual values and cash-payment
// bounds, and private and company leasing per yearly mileage, with the disclaimers and texts in
// the site's language. Monthly costs follow the annuity formula of the spec's loan calculator.
import type {
  CompanyLeasingOption,
  LeasingOption,
  LoanOption,
  PrivateLeasingOption,
} from '#client/contracts/car-finance.ts';
import type { Market } from './markets.ts';
import type { StockTexts } from './texts.ts';

export interface Formats {
  money(amount: number): string;
  number(value: number): string;
  decimal(value: number, digits?: number): string;
  percent(value: number): string;
}

export function formats(locale: string, currency: string): Formats {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimals = [1, 2].map(
    (d) => new Intl.NumberFormat(locale, { minimumFractionDigits: d, maximumFractionDigits: d }),
  );
  return {
    money: (amount) => money.format(amount),
    number: (value) => whole.format(value),
    decimal: (value, digits = 1) => decimals[digits - 1]!.format(value),
    percent: (value) => `${decimals[1]!.format(value)} %`,
  };
}

/**
 * The monthly payment of an annuity: `principal` over `months` at `annualRate` percent, leaving
 * `residual` to pay at the end (the spec's payment formula, paid at the end of each period).
 */
export function monthlyPayment(
  principal: number,
  annualRate: number,
  months: number,
  residual = 0,
): number {
  const r = annualRate / 100 / 12;
  if (r === 0) return Math.round((principal - residual) / months);
  const discount = (1 + r) ** -months;
  return Math.round(((principal - residual * discount) * r) / (1 - discount));
}

/** Residual value percentages by contract length, lower for older cars. */
function residualFor(months: number, ageYears: number): number {
  const base = { 12: 70, 24: 60, 36: 50, 48: 40, 60: 30, 72: 20, 84: 10 }[months] ?? 0;
  return Math.max(0, base - ageYears * 5);
}

export interface FinancingInput {
  /** What the buyer pays: including VAT, or without it for vans (LCV). */
  price: number;
  ageYears: number;
  market: Market;
  texts: StockTexts;
  f: Formats;
  campaignLoan: boolean;
  campaignPrivate: boolean;
  campaignCompany: boolean;
}

export function loanOption({
  price,
  ageYears,
  market,
  texts,
  f,
  campaignLoan,
}: FinancingInput): LoanOption {
  const { loan } = market;
  const rate = campaignLoan ? loan.campaignRate : loan.rate;
  const lengths = ageYears >= 6 ? [24, 36, 48] : [36, 48, 60, 72];
  const durations = lengths.map((months) => ({
    months,
    residual_percentage: residualFor(months, ageYears),
    cash_amount_min_percentage: loan.minCash,
    cash_amount_max_percentage: loan.maxCash,
  }));
  const defaultDuration = ageYears >= 6 ? 48 : 60;
  const chosen = durations.find((d) => d.months === defaultDuration)!;
  const principal = price * (1 - loan.minCash / 100);
  const monthly = monthlyPayment(
    principal,
    rate,
    defaultDuration,
    (price * chosen.residual_percentage) / 100,
  );
  return {
    title: texts.loan.title,
    default_monthly_cost: monthly,
    default_monthly_cost_text: `${f.money(monthly)}${texts.perMonth}`,
    interest_rate: rate,
    interest_rate_text: f.percent(rate),
    invoice_fee: loan.invoiceFee,
    invoice_fee_text: f.money(loan.invoiceFee),
    start_fee: loan.startFee,
    start_fee_text: f.money(loan.startFee),
    disclaimer: texts.loan.disclaimer,
    description: `${texts.loan.description}${campaignLoan ? ` ${texts.campaign.financeDescription}` : ''}`,
    default_contract_duration: defaultDuration,
    contract_durations: durations,
  };
}

function leasingBase(
  type: 'Private' | 'Company',
  input: FinancingInput,
  monthly: number,
  months: number,
  mileage: number,
  campaign: boolean,
): LeasingOption {
  const { market, texts, f } = input;
  const t = type === 'Private' ? texts.privateLeasing : texts.companyLeasing;
  const mileageText = `${f.number(mileage)} ${texts.perYear}`;
  return {
    leasing_type: type,
    title: t.title,
    sales_text: campaign ? `${texts.campaign.financeTitle} · ${t.sales}` : t.sales,
    monthly_cost: monthly,
    monthly_cost_text: `${f.money(monthly)}${texts.perMonth}`,
    description: t.description,
    duration: months,
    mileage,
    asterix: texts.asterix,
    is_campaign: campaign,
    price_base_amount: Math.round(input.price),
    start_fee: market.leasing.startFee,
    start_fee_text: f.money(market.leasing.startFee),
    invoice_fee: market.leasing.invoiceFee,
    invoice_fee_text: f.money(market.leasing.invoiceFee),
    interest_rate_text: f.percent(campaign ? market.leasing.rate - 2 : market.leasing.rate),
    has_fixed_interest_rate: type === 'Private',
    months_text: `${months} ${texts.months}`,
    mileage_text: mileageText,
    // {1} mileage, {2} months, {3} cash amount percentage, {4} residual percentage, {5} interest rate, {6} invoice fee, {7} start fee.
    disclaimer: t.disclaimer,
  };
}

/** Residual after a lease: less for longer leases and higher yearly mileage. */
function leaseResidual(months: number, mileageIndex: number, ageYears: number): number {
  return Math.max(15, 62 - (months - 24) * 0.5 - mileageIndex * 4 - ageYears * 6);
}

export function privateLeasingOption(input: FinancingInput): PrivateLeasingOption {
  const { market } = input;
  const months = 36;
  const mileage = market.leasing.defaultMileage;
  const residual = leaseResidual(months, market.leasing.mileages.indexOf(mileage), input.ageYears);
  const rate = input.campaignPrivate ? market.leasing.rate - 2 : market.leasing.rate;
  const monthly =
    monthlyPayment(input.price, rate, months, (input.price * residual) / 100) +
    market.leasing.service;
  return {
    ...leasingBase('Private', input, monthly, months, mileage, input.campaignPrivate),
    leasing_type: 'Private',
  };
}

export function companyLeasingOption(
  input: FinancingInput,
  priceWithoutVat: number,
): CompanyLeasingOption {
  const { market, f } = input;
  const rate = input.campaignCompany ? market.leasing.rate - 2 : market.leasing.rate;
  const options: CompanyLeasingOption['company_leasing_options'] = {};
  const defaults: CompanyLeasingOption['default_company_leasing_option'] = {};
  // The three mileages around the default: the calculator's choices.
  const mileages = market.leasing.mileages.slice(-3);
  mileages.forEach((mileage) => {
    const m = market.leasing.mileages.indexOf(mileage);
    options[String(mileage)] = [24, 36, 48].map((months) => {
      const residual = Math.round(leaseResidual(months, m, input.ageYears));
      return {
        months,
        months_text: `${months} ${input.texts.months}`,
        residual_percentage: residual,
        residual_percentage_text: `${residual} %`,
        cash_amount_min_percentage: 0,
        cash_amount_min_percentage_text: '0 %',
        cash_amount_max_percentage: 30,
        cash_amount_max_percentage_text: '30 %',
      };
    });
    defaults[String(mileage)] = { cash_amount: 0, contract_length: 36 };
  });
  const mileage = market.leasing.defaultMileage;
  const contract = options[String(mileage)]!.find((c) => c.months === 36)!;
  const monthly = monthlyPayment(
    priceWithoutVat,
    rate,
    36,
    (priceWithoutVat * contract.residual_percentage) / 100,
  );
  const base = leasingBase(
    'Company',
    { ...input, price: priceWithoutVat },
    monthly,
    36,
    mileage,
    input.campaignCompany,
  );
  return {
    ...base,
    leasing_type: 'Company',
    interest_rate_text: f.percent(rate),
    default_company_leasing_mileage: mileage,
    company_leasing_options: options,
    default_company_leasing_option: defaults,
    interest_rate: rate,
    default_monthly_cost: monthly,
  };
}

/** A company lease as the car's list of leasing options shows it: its terms without the calculator tables. */
export function leasingTerms({
  default_company_leasing_mileage: _m,
  company_leasing_options: _o,
  default_company_leasing_option: _d,
  interest_rate: _r,
  default_monthly_cost: _c,
  ...terms
}: CompanyLeasingOption): LeasingOption {
  return terms;
}
