import { z } from 'zod';
import {
  poundsSchema,
  calculationTypeSchema,
  productFamilyKeySchema,
} from '#client/contracts/uk-finance-quote.ts';

// UK finance quotes through Codeweaver (spec car-stock 3 "Finance quote (UK)", 7 "Finance (UK)"):
// what the worker sends the partner. What the browser sends and the partner answers is the
// browser's contract too, in client/contracts/uk-finance-quote.ts.

/** The largest JSON body either POST takes; both are a handful of short fields. */
export const codeweaverBodyLimit = 1024;

// --- Worker -> partner ------------------------------------------------------------------------

export const organisationSchema = z.strictObject({
  Identifier: z.string().min(1),
  Type: z.literal('AssociatedDealerKey'),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** The car as the partner prices it. */
export const physicalVehicleSchema = z.strictObject({
  Type: z.literal('Car'),
  /** Our car id, so a quote can be traced back to the stock record. */
  SourceId: z.string().min(1),
  Vin: z.string().min(1),
  Status: z.literal('PreOwned'),
  /** On-the-road cash price in pounds. */
  OnTheRoadPrice: poundsSchema,
  /** Odometer in miles. */
  Mileage: z.number().int().nonnegative(),
  RegistrationNumber: z.string().nullable(),
  Country: z.literal('GB'),
  /** ISO date of first registration; null for a car not yet registered. */
  RegisteredDate: z.iso.date().nullable(),
});
export type PhysicalVehicle = z.infer<typeof physicalVehicleSchema>;

export const defaultPartnerRequestSchema = z.strictObject({
  Organisation: organisationSchema,
  PhysicalVehicle: physicalVehicleSchema,
});
export type DefaultPartnerRequest = z.infer<typeof defaultPartnerRequestSchema>;

export const calculationParametersSchema = z.strictObject({
  Term: z.number().int().positive(),
  CashDeposit: poundsSchema,
  RegularPayment: poundsSchema.nullable(),
  AnnualMileage: z.number().int().positive().nullable(),
  FinanceProductFamilyKeys: z.array(productFamilyKeySchema).min(1),
  CalculationType: calculationTypeSchema,
});

export const calculationPartnerRequestSchema = z.strictObject({
  VehicleRequests: z
    .array(
      z.strictObject({
        Id: z.string().min(1),
        Parameters: calculationParametersSchema,
        Organisation: organisationSchema,
        PhysicalVehicle: physicalVehicleSchema,
      }),
    )
    .min(1),
});
export type CalculationPartnerRequest = z.infer<typeof calculationPartnerRequestSchema>;
