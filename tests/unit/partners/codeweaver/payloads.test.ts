import { describe, expect, it } from 'vitest';
import {
  calculationPartnerRequestSchema,
  defaultPartnerRequestSchema,
} from '#src/partners/codeweaver/contract.ts';
import {
  calculationPartnerResponseSchema,
  calculationRequestSchema,
  defaultPartnerResponseSchema,
  defaultQuoteRequestSchema,
  quoteReferenceSchema,
} from '#client/contracts/uk-finance-quote.ts';
import {
  calculationPayload,
  dealerKeyOf,
  defaultPayload,
  physicalVehicleOf,
} from '#src/partners/codeweaver/payloads.ts';

const car = {
  car_id: '30000123',
  car_site_name: 'Hedin BMW Park Royal',
  car_chassino: 'WBA12345678901234',
  car_price: 28_995,
  car_odometer: 18_250,
  car_odometer_unit: 'mi' as const,
  car_regno: 'LB21 XKE',
  car_firstregistration: '2021-06-01',
};

describe('Codeweaver payloads', () => {
  it('maps dealers known under a group name to that name and keeps the others', () => {
    expect(dealerKeyOf('Hedin BMW Park Royal')).toBe('Hedin BMW & MINI Park Royal Group');
    expect(dealerKeyOf('Hedin MINI Park Royal')).toBe('Hedin BMW & MINI Park Royal Group');
    expect(dealerKeyOf('Hedin smart Reading')).toBe('Hedin Mercedes-Benz & smart Reading Group');
    expect(dealerKeyOf('Hedin BMW Glasgow')).toBe('Hedin BMW Glasgow');
  });

  it('describes the car from its stock record, in miles', () => {
    expect(physicalVehicleOf(car)).toEqual({
      Type: 'Car',
      SourceId: '30000123',
      Vin: 'WBA12345678901234',
      Status: 'PreOwned',
      OnTheRoadPrice: 28_995,
      Mileage: 18_250,
      RegistrationNumber: 'LB21 XKE',
      Country: 'GB',
      RegisteredDate: '2021-06-01',
    });
    expect(
      physicalVehicleOf({ ...car, car_odometer: 16_093, car_odometer_unit: 'km' }).Mileage,
    ).toBe(10_000);
    expect(
      physicalVehicleOf({ ...car, car_regno: null, car_firstregistration: null }),
    ).toMatchObject({ RegistrationNumber: null, RegisteredDate: null });
  });

  it('builds a default payload the partner contract accepts, with the dealer key from the site', () => {
    const payload = defaultPayload(car);
    expect(defaultPartnerRequestSchema.parse(payload)).toEqual(payload);
    expect(payload.Organisation).toEqual({
      Identifier: 'Hedin BMW & MINI Park Royal Group',
      Type: 'AssociatedDealerKey',
    });
  });

  it('builds a calculation payload with the visitor figures and the product key', () => {
    const payload = calculationPayload(car, {
      carId: car.car_id,
      productKey: 'PCP',
      calculationType: 'ToCashDeposit',
      term: 36,
      cashDeposit: 2_000,
      regularPayment: 310,
      annualMileage: 12_000,
    });
    expect(calculationPartnerRequestSchema.parse(payload)).toEqual(payload);
    expect(payload.VehicleRequests[0]!.Parameters).toEqual({
      Term: 36,
      CashDeposit: 2_000,
      RegularPayment: 310,
      AnnualMileage: 12_000,
      FinanceProductFamilyKeys: ['PCP'],
      CalculationType: 'ToCashDeposit',
    });
    const hp = calculationPayload(car, {
      carId: car.car_id,
      productKey: 'HP',
      calculationType: 'ToRegularPayment',
      term: 48,
      cashDeposit: 0,
    });
    expect(hp.VehicleRequests[0]!.Parameters).toMatchObject({
      RegularPayment: null,
      AnnualMileage: null,
    });
  });
});

describe('Codeweaver request validation', () => {
  it('accepts only a car id in the default request: no dealer key, price or vehicle from the browser', () => {
    expect(defaultQuoteRequestSchema.safeParse({ carId: '30000123' }).success).toBe(true);
    expect(
      defaultQuoteRequestSchema.safeParse({ carId: '30000123', dealerKey: 'Someone else' }).success,
    ).toBe(false);
    expect(defaultQuoteRequestSchema.safeParse({ carId: '1; DROP' }).success).toBe(false);
  });

  it('requires a regular payment for ToCashDeposit and keeps figures in range', () => {
    const base = {
      carId: '1',
      productKey: 'HP',
      calculationType: 'ToRegularPayment',
      term: 48,
      cashDeposit: 1000,
    };
    expect(calculationRequestSchema.safeParse(base).success).toBe(true);
    const noPayment = calculationRequestSchema.safeParse({
      ...base,
      calculationType: 'ToCashDeposit',
    });
    expect(noPayment.success).toBe(false);
    expect(noPayment.error?.issues[0]?.path).toEqual(['regularPayment']);
    for (const bad of [
      { term: 47.5 },
      { term: 600 },
      { cashDeposit: -1 },
      { productKey: 'hp' },
      { calculationType: 'ToTerm' },
      { price: 1 },
    ]) {
      expect(
        calculationRequestSchema.safeParse({ ...base, ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });

  it('accepts quote references of letters, digits and dashes only', () => {
    expect(quoteReferenceSchema.safeParse('HDN-PCP-1A2B3C4').success).toBe(true);
    for (const bad of ['', 'abc', '../etc/passwd', 'HDN PCP', 'x'.repeat(65)])
      expect(quoteReferenceSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('Codeweaver answer validation', () => {
  const parameter = {
    Default: 48,
    Minimum: 12,
    Maximum: 60,
    Values: [12, 24, 36, 48, 60],
    Locale: { DisplayValue: '48 months' },
  };
  const product = {
    FamilyKey: 'HP',
    Name: 'Hire Purchase',
    Term: parameter,
    Deposit: { ...parameter, Values: null },
    Payment: parameter,
  };

  it('accepts products and refuses one whose default lies outside its range', () => {
    expect(defaultPartnerResponseSchema.safeParse({ Products: [product] }).success).toBe(true);
    expect(
      defaultPartnerResponseSchema.safeParse({
        Products: [{ ...product, Term: { ...parameter, Default: 72 } }],
      }).success,
    ).toBe(false);
    expect(defaultPartnerResponseSchema.safeParse({ products: [] }).success).toBe(false);
  });

  it('refuses a calculation marked HasError without a user message', () => {
    const vehicle = {
      Id: '1',
      HasError: true,
      Error: { UserMessage: 'Too low' },
      FinanceQuotations: [],
    };
    expect(calculationPartnerResponseSchema.safeParse({ Vehicles: [vehicle] }).success).toBe(true);
    expect(
      calculationPartnerResponseSchema.safeParse({ Vehicles: [{ ...vehicle, Error: null }] })
        .success,
    ).toBe(false);
    expect(calculationPartnerResponseSchema.safeParse({ Vehicles: [] }).success).toBe(false);
  });
});
