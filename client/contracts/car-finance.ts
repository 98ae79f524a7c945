import { z } from 'zod';

// A car's finance offers as the car document carries them (spec car-stock 3 "Car"): the loan, the
// private and the company lease. The calculators on the detail page and car of the week read them.

/** An amount in whole units of the car's currency. */
export const moneySchema = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

/** One contract length a loan is offered for. */
export const contractDurationSchema = z.object({
  months: z.number().int().positive(),
  residual_percentage: percent,
  cash_amount_min_percentage: percent,
  cash_amount_max_percentage: percent,
});

/** Placeholders `{1}`..`{n}` in a disclaimer, in order; the texts they stand for are documented per option. */
const disclaimer = z.string().regex(/\{1\}/, 'a disclaimer carries its {1}..{n} placeholders');

export const loanOptionSchema = z.object({
  title: z.string().min(1),
  default_monthly_cost: moneySchema,
  default_monthly_cost_text: z.string().min(1),
  /** Percent a year, e.g. 5.95. */
  interest_rate: z.number().nonnegative(),
  interest_rate_text: z.string().min(1),
  invoice_fee: moneySchema,
  invoice_fee_text: z.string().min(1),
  start_fee: moneySchema,
  start_fee_text: z.string().min(1),
  /** {1} interest rate, {2} effective rate, {3} months, {4} cash percentage, {5} residual percentage, {6} start fee, {7} invoice fee. */
  disclaimer,
  description: z.string(),
  default_contract_duration: z.number().int().positive(),
  contract_durations: z.array(contractDurationSchema).min(1),
});
export type LoanOption = z.infer<typeof loanOptionSchema>;

export const leasingTypeSchema = z.enum(['Private', 'Company']);

export const leasingOptionSchema = z.object({
  leasing_type: leasingTypeSchema,
  title: z.string().min(1),
  sales_text: z.string(),
  monthly_cost: moneySchema,
  monthly_cost_text: z.string().min(1),
  description: z.string(),
  /** Months. */
  duration: z.number().int().positive(),
  /** Distance a year in the market's unit (mil, miles or km). */
  mileage: z.number().int().positive(),
  asterix: z.string(),
  is_campaign: z.boolean(),
  price_base_amount: moneySchema,
  start_fee: moneySchema,
  start_fee_text: z.string().min(1),
  invoice_fee: moneySchema,
  invoice_fee_text: z.string().min(1),
  interest_rate_text: z.string().min(1),
  has_fixed_interest_rate: z.boolean(),
  months_text: z.string().min(1),
  mileage_text: z.string().min(1),
  /** {1} mileage, {2} months, {3} cash amount percentage, {4} residual percentage, {5} interest rate, {6} invoice fee, {7} start fee. */
  disclaimer,
});
export type LeasingOption = z.infer<typeof leasingOptionSchema>;

/** One contract a company lease is offered on, for one mileage. */
export const companyLeasingContractSchema = z.object({
  months: z.number().int().positive(),
  months_text: z.string().min(1),
  residual_percentage: percent,
  residual_percentage_text: z.string().min(1),
  cash_amount_min_percentage: percent,
  cash_amount_min_percentage_text: z.string().min(1),
  cash_amount_max_percentage: percent,
  cash_amount_max_percentage_text: z.string().min(1),
});

/** The company-lease calculator: contracts per offered mileage (keys are mileages as text). */
export const companyLeasingOptionSchema = leasingOptionSchema.extend({
  leasing_type: z.literal('Company'),
  default_company_leasing_mileage: z.number().int().positive(),
  company_leasing_options: z.record(
    z.string().regex(/^\d+$/),
    z.array(companyLeasingContractSchema).min(1),
  ),
  default_company_leasing_option: z.record(
    z.string().regex(/^\d+$/),
    z.object({ cash_amount: moneySchema, contract_length: z.number().int().positive() }),
  ),
  interest_rate: z.number().nonnegative(),
  default_monthly_cost: moneySchema,
});
export type CompanyLeasingOption = z.infer<typeof companyLeasingOptionSchema>;

export const privateLeasingOptionSchema = leasingOptionSchema.extend({
  leasing_type: z.literal('Private'),
});
export type PrivateLeasingOption = z.infer<typeof privateLeasingOptionSchema>;
