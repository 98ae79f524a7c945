import { z } from 'zod';

// UK finance quotes through Codeweaver (spec car-stock 3 "Finance quote (UK)", 7 "Finance (UK)"):
// what the browser may send to the worker, and the partner's answers the worker checks and passes
// on to the browser. The island uses the types only. What the worker sends the partner is in
// src/partners/codeweaver/contract.ts.

/** Finance product families the partner offers: Hire Purchase and Personal Contract Purchase. */
export const productFamilyKeySchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9_]{0,19}$/, 'a product family key is upper-case letters, digits and _');

export const calculationTypeSchema = z.enum(['ToRegularPayment', 'ToCashDeposit']);
export type CalculationType = z.infer<typeof calculationTypeSchema>;

const carIdSchema = z.string().regex(/^\d{1,20}$/, 'a car id is digits');
/** Pounds with at most pennies; a car on this site never costs more than this. */
export const poundsSchema = z
  .number()
  .finite()
  .min(0, 'an amount is 0 or more')
  .max(10_000_000, 'an amount is at most 10,000,000');

// --- Browser -> worker ------------------------------------------------------------------------

/** POST /api/codeweaver/default: only the car; its price, dealer and the rest come from the index. */
export const defaultQuoteRequestSchema = z.strictObject({ carId: carIdSchema });
export type DefaultQuoteRequest = z.infer<typeof defaultQuoteRequestSchema>;

/** POST /api/codeweaver/cfd: one product's calculation with the visitor's slider values. */
export const calculationRequestSchema = z
  .strictObject({
    carId: carIdSchema,
    productKey: productFamilyKeySchema,
    calculationType: calculationTypeSchema,
    term: z
      .number()
      .int('the term is whole months')
      .min(6, 'the term is at least 6 months')
      .max(120, 'the term is at most 120 months'),
    cashDeposit: poundsSchema,
    regularPayment: poundsSchema.optional(),
    annualMileage: z
      .number()
      .int('the annual mileage is whole miles')
      .min(1000)
      .max(100_000)
      .optional(),
  })
  .refine(
    (request) =>
      request.calculationType !== 'ToCashDeposit' || request.regularPayment !== undefined,
    {
      message: 'a ToCashDeposit calculation needs the regularPayment',
      path: ['regularPayment'],
    },
  );
export type CalculationRequest = z.infer<typeof calculationRequestSchema>;

/** GET /api/codeweaver/legal?quoteRef=: the reference of a quote the partner made. */
export const quoteReferenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{4,63}$/, 'a quote reference is 5 to 64 letters, digits and -');

// --- Partner -> worker -> browser -----------------------------------------------------------

const displayValueSchema = z.object({ DisplayValue: z.string() });

/** One adjustable figure of a product: a list of allowed values, or a range. */
export const productParameterSchema = z
  .object({
    /** The allowed values in order (terms, mileages); empty or absent: any value in the range. */
    Values: z.array(z.number().finite()).nullable().optional(),
    Default: z.number().finite(),
    Minimum: z.number().finite(),
    Maximum: z.number().finite(),
    Locale: displayValueSchema,
  })
  .refine((p) => p.Minimum <= p.Default && p.Default <= p.Maximum, {
    message: 'Default lies between Minimum and Maximum',
  });
export type ProductParameter = z.infer<typeof productParameterSchema>;

export const financeProductSchema = z.object({
  FamilyKey: productFamilyKeySchema,
  Name: z.string().min(1),
  Term: productParameterSchema,
  Deposit: productParameterSchema,
  Payment: productParameterSchema,
  /** PCP only: the yearly miles the final payment assumes. */
  AnnualMileage: productParameterSchema.nullable().optional(),
});
export type FinanceProduct = z.infer<typeof financeProductSchema>;

export const defaultPartnerResponseSchema = z.object({ Products: z.array(financeProductSchema) });
export type DefaultQuoteResponse = z.infer<typeof defaultPartnerResponseSchema>;

export const quoteDetailSchema = z.object({ Label: z.string().min(1), DisplayValue: z.string() });
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const financeQuotationSchema = z.object({
  Blocks: z.array(z.object({ Title: z.string().optional(), Details: z.array(quoteDetailSchema) })),
  Finance: z.object({
    Key: productFamilyKeySchema,
    Notifications: z.array(z.object({ Message: z.string().min(1) })),
    Quote: z.object({
      Term: z.number().int().positive(),
      TotalDeposit: z.number().finite().nonnegative(),
      TotalRegularPayment: z.number().finite().nonnegative(),
      AnnualMileage: z.number().int().positive().nullable(),
      QuoteReference: quoteReferenceSchema,
      QuoteActions: z.object({ Apply: z.url({ protocol: /^https$/ }).nullable() }),
    }),
  }),
});
export type FinanceQuotation = z.infer<typeof financeQuotationSchema>;

export const calculatedVehicleSchema = z
  .object({
    Id: z.string(),
    HasError: z.boolean(),
    Error: z
      .object({ UserMessage: z.string().min(1) })
      .nullable()
      .optional(),
    FinanceQuotations: z.array(financeQuotationSchema),
  })
  .refine((v) => !v.HasError || Boolean(v.Error?.UserMessage), {
    message: 'a vehicle with HasError carries Error.UserMessage',
  });
export type CalculatedVehicle = z.infer<typeof calculatedVehicleSchema>;

export const calculationPartnerResponseSchema = z.object({
  Vehicles: z.array(calculatedVehicleSchema).min(1),
});
export type CalculationResponse = z.infer<typeof calculationPartnerResponseSchema>;

export const legalPartnerResponseSchema = z.object({ TermsAndConditions: z.string().min(1) });
export type LegalResponse = z.infer<typeof legalPartnerResponseSchema>;
