import { describe, expect, it } from 'vitest';
import {
  financeQuotationSchema,
  financeProductSchema,
} from '#client/contracts/uk-finance-quote.ts';
import {
  annuityPayment,
  aprOf,
  calculate,
  type CalculationInput,
  finalPaymentOf,
  monthlyRate,
  optionToPurchaseFee,
  presentValue,
  productOfReference,
  productsFor,
  refusalOf,
  termsFor,
} from '#src/sandbox/codeweaver/quotes.ts';

const today = new Date('2026-11-23T12:00:00Z');
const usedCar = { price: 20_000, mileage: 24_000, registeredDate: '2023-03-14' };
const newCar = { price: 45_000, mileage: 12, registeredDate: null };

const input = (overrides: Partial<CalculationInput>): CalculationInput => ({
  key: 'HP',
  term: 48,
  cashDeposit: 2_000,
  regularPayment: null,
  annualMileage: null,
  calculationType: 'ToRegularPayment',
  ...overrides,
});

function quote(outcome: ReturnType<typeof calculate>) {
  if (!outcome.ok) throw new Error(`expected a quote, got: ${outcome.userMessage}`);
  return outcome.quotation;
}

describe('sandbox finance maths', () => {
  it('computes annuity payments as a spreadsheet PMT does, with and without a final payment', () => {
    // PMT(1%, 12, -10000) = 888.49; PMT(0.5%, 36, -20000, 8000) = 405.06.
    expect(annuityPayment(10_000, 0, 0.01, 12)).toBeCloseTo(888.4879, 3);
    expect(annuityPayment(20_000, 8_000, 0.005, 36)).toBeCloseTo(405.0632, 3);
    expect(annuityPayment(12_000, 0, 0, 24)).toBe(500);
  });

  it('turns an APR into the monthly rate that compounds back to it', () => {
    expect(monthlyRate(9.9)).toBeCloseTo(0.0078977, 6);
    expect((1 + monthlyRate(10.9)) ** 12).toBeCloseTo(1.109, 10);
  });

  it('finds the credit a payment repays, the inverse of the annuity', () => {
    const rate = monthlyRate(9.9);
    expect(presentValue(annuityPayment(18_000, 5_000, rate, 36), 5_000, rate, 36)).toBeCloseTo(
      18_000,
      6,
    );
  });

  it('lowers the PCP final payment for a longer term and a higher annual mileage', () => {
    expect(finalPaymentOf(20_000, 36, 10_000, 1)).toBeGreaterThan(
      finalPaymentOf(20_000, 48, 10_000, 1),
    );
    expect(finalPaymentOf(20_000, 48, 5_000, 1)).toBeGreaterThan(
      finalPaymentOf(20_000, 48, 20_000, 1),
    );
    expect(finalPaymentOf(20_000, 48, 25_000, 10)).toBeGreaterThanOrEqual(1_600);
  });
});

describe('sandbox products', () => {
  it('offers HP without and PCP with an annual mileage, each default inside its range', () => {
    const products = productsFor(usedCar, today);
    expect(products.map((p) => p.FamilyKey)).toEqual(['HP', 'PCP']);
    for (const product of products) {
      expect(financeProductSchema.safeParse(product).success).toBe(true);
      for (const parameter of [product.Term, product.Deposit, product.Payment]) {
        expect(parameter.Minimum).toBeLessThanOrEqual(parameter.Default);
        expect(parameter.Default).toBeLessThanOrEqual(parameter.Maximum);
      }
    }
    expect(products[0]!.AnnualMileage).toBeNull();
    expect(products[1]!.AnnualMileage?.Values).toContain(10_000);
    expect(products[0]!.Term.Values).toEqual([12, 24, 36, 48, 60]);
    expect(products[0]!.Deposit.Locale.DisplayValue).toBe('£2,000');
  });

  it('charges a lower APR on a car under a year old', () => {
    expect(aprOf('HP', 0.5)).toBeLessThan(aprOf('HP', 3));
    const details = quote(calculate(newCar, '1', input({ key: 'HP', cashDeposit: 4_500 }), today))
      .Blocks[0]!.Details;
    expect(details).toContainEqual({ Label: 'Representative APR', DisplayValue: '6.9% APR' });
  });

  it('refuses vehicles over 100,000 miles or 10 years old, and quotes the rest', () => {
    expect(refusalOf({ ...usedCar, mileage: 100_001 }, today)).toMatch(/over 100,000 miles/);
    expect(refusalOf({ ...usedCar, registeredDate: '2015-01-01' }, today)).toMatch(/10 years/);
    expect(refusalOf(usedCar, today)).toBeNull();
  });
});

describe('sandbox calculation', () => {
  it('prices HP from term and deposit, the totals adding up', () => {
    const q = quote(calculate(usedCar, '42', input({}), today));
    expect(financeQuotationSchema.safeParse(q).success).toBe(true);
    // 18,000 over 48 months at 9.9 % APR: PMT(1.099^(1/12)-1, 48, -18000) = 452.02.
    expect(q.Finance.Quote.TotalRegularPayment).toBe(452.02);
    expect(q.Finance.Quote.TotalDeposit).toBe(2_000);
    const total = 2_000 + 452.02 * 48 + optionToPurchaseFee;
    expect(q.Blocks[0]!.Details).toContainEqual({
      Label: 'Total amount payable',
      DisplayValue: `£${total.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    });
    expect(q.Blocks[0]!.Details.some((d) => d.Label === 'Optional final payment')).toBe(false);
  });

  it('prices PCP with an optional final payment that makes the monthly payment lower than HP', () => {
    const hp = quote(calculate(usedCar, '42', input({ key: 'HP' }), today));
    const pcp = quote(
      calculate(usedCar, '42', input({ key: 'PCP', annualMileage: 10_000 }), today),
    );
    expect(pcp.Finance.Quote.TotalRegularPayment).toBeLessThan(
      hp.Finance.Quote.TotalRegularPayment,
    );
    expect(pcp.Finance.Quote.AnnualMileage).toBe(10_000);
    expect(
      pcp.Blocks[0]!.Details.find((d) => d.Label === 'Optional final payment')?.DisplayValue,
    ).toMatch(/^£[\d,]+\.\d\d$/);
    const higherMileage = quote(
      calculate(usedCar, '42', input({ key: 'PCP', annualMileage: 20_000 }), today),
    );
    expect(higherMileage.Finance.Quote.TotalRegularPayment).toBeGreaterThan(
      pcp.Finance.Quote.TotalRegularPayment,
    );
  });

  it('works the deposit out from a monthly payment (ToCashDeposit), the inverse of ToRegularPayment', () => {
    const forward = quote(
      calculate(
        usedCar,
        '42',
        input({ key: 'PCP', annualMileage: 8_000, cashDeposit: 3_100 }),
        today,
      ),
    );
    const back = quote(
      calculate(
        usedCar,
        '42',
        input({
          key: 'PCP',
          annualMileage: 8_000,
          calculationType: 'ToCashDeposit',
          regularPayment: forward.Finance.Quote.TotalRegularPayment,
        }),
        today,
      ),
    );
    expect(Math.abs(back.Finance.Quote.TotalDeposit - 3_100)).toBeLessThan(1);
    expect(back.Finance.Notifications[0]!.Message).toMatch(/worked out from a monthly payment/);
  });

  it('answers a user message for a payment too low for the term or a deposit outside the range', () => {
    const low = calculate(
      usedCar,
      '42',
      input({ term: 12, calculationType: 'ToCashDeposit', regularPayment: 100 }),
      today,
    );
    expect(low).toEqual({
      ok: false,
      userMessage: expect.stringMatching(
        /^A monthly payment of £100\.00 is too low over 12 months/,
      ),
    });
    const deposit = calculate(usedCar, '42', input({ cashDeposit: 15_000 }), today);
    expect(deposit).toEqual({
      ok: false,
      userMessage: 'The deposit must be between £0 and £10,000.',
    });
    expect(calculate(usedCar, '42', input({ term: 30 }), today).ok).toBe(false);
    expect(calculate(usedCar, '42', input({ key: 'LEASE' }), today).ok).toBe(false);
  });

  it('gives a stable quote reference that names its product for the legal call', () => {
    const a = quote(calculate(usedCar, '42', input({}), today)).Finance.Quote.QuoteReference;
    const b = quote(calculate(usedCar, '42', input({}), today)).Finance.Quote.QuoteReference;
    const other = quote(calculate(usedCar, '42', input({ term: 36 }), today)).Finance.Quote
      .QuoteReference;
    expect(a).toBe(b);
    expect(a).not.toBe(other);
    expect(productOfReference(a)).toBe('HP');
    expect(productOfReference('HDN-XX-1234567')).toBeNull();
    expect(termsFor('PCP', 'HDN-PCP-0000001')).toMatch(
      /Quote reference HDN-PCP-0000001[\s\S]*\n\n[\s\S]*optional final payment/,
    );
  });
});
