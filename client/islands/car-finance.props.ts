import { z } from 'zod';
import { financeTexts } from '../finance/finance.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

const amount = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const text = z.string();

/** One contract length of a loan offer, as the stock's Loan option gives it (spec 3). */
export const contractDurationSchema = z.object({
  months: z.number().int().positive(),
  residual_percentage: percent,
  cash_amount_min_percentage: percent,
  cash_amount_max_percentage: percent,
});

/** The loan calculator's terms (client/lib/finance/loan.ts LoanTerms); car of the week's sliders take them too. */
export const loanTermsSchema = z.object({
  price: amount,
  interestRate: z.number().nonnegative(),
  startFee: amount,
  invoiceFee: amount,
  defaultDuration: z.number().int().positive(),
  durations: z.array(contractDurationSchema).min(1),
});

/** A leasing calculator's terms (client/lib/finance/leasing.ts LeasingTerms). */
export const leasingTermsSchema = z.object({
  price: amount,
  interestRate: z.number().nonnegative().nullable(),
  contracts: z.record(
    z.string().regex(/^\d+$/),
    z
      .array(
        z.object({
          months: z.number().int().positive(),
          residual_percentage: percent.nullable(),
          cash_amount_min_percentage: percent,
          cash_amount_max_percentage: percent,
        }),
      )
      .min(1),
  ),
  defaultMileage: z.number().int().positive(),
  defaults: z.record(
    z.string(),
    z.object({ cash_amount: amount, contract_length: z.number().int().positive() }),
  ),
  fixedMonthlyCost: amount,
});

/** The texts of one offer as the car carries them (title, description, fees, the disclaimer template). */
const offerTextsSchema = z.object({
  title: text.min(1),
  description: text,
  disclaimer: text,
  startFeeText: text,
  invoiceFeeText: text,
  campaign: z.boolean(),
});

export const loanCalculatorSchema = offerTextsSchema.extend({ terms: loanTermsSchema });

export const leasingCalculatorSchema = offerTextsSchema.extend({
  kind: z.enum(['private', 'company']),
  salesText: text,
  /** The rate as the offer words it ('6,50 %'), for the disclaimer. */
  interestRateText: text,
  terms: leasingTermsSchema,
});

/** Props the server writes for the financing accordion of a car (client/finance/finance-props.ts builds them). */
export const carFinancePropsSchema = z.object({
  carId: text.min(1),
  locale: text.min(1),
  currency: z.enum(['SEK', 'NOK', 'GBP', 'EUR']),
  /** The market's distance unit, as the car's mileage text ends: 'mil', 'miles', 'km'. */
  mileageUnit: text.min(1),
  texts: textsSchema(financeTexts),
  loan: loanCalculatorSchema.nullable(),
  leases: z.array(leasingCalculatorSchema),
});
export type CarFinanceProps = z.infer<typeof carFinancePropsSchema>;
export type LoanCalculatorProps = z.infer<typeof loanCalculatorSchema>;
export type LeasingCalculatorProps = z.infer<typeof leasingCalculatorSchema>;
