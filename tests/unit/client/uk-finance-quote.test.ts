import { describe, expect, it } from 'vitest';
import type { CalculationResponse, FinanceProduct } from '#client/contracts/uk-finance-quote.ts';
import {
  calculationRequest,
  calculationTypeFor,
  defaultFigures,
  formatPounds,
  quoteLink,
  readCalculation,
  sliderPosition,
  sliderScale,
  termsParagraphs,
  valueAtPosition,
} from '#client/lib/uk-finance-quote.ts';

const pcp: FinanceProduct = {
  FamilyKey: 'PCP',
  Name: 'Personal Contract Purchase',
  Term: {
    Values: [24, 36, 48],
    Default: 48,
    Minimum: 24,
    Maximum: 48,
    Locale: { DisplayValue: '48 months' },
  },
  Deposit: { Default: 2000, Minimum: 1000, Maximum: 10_050, Locale: { DisplayValue: '£2,000' } },
  Payment: { Default: 301.5, Minimum: 120, Maximum: 812, Locale: { DisplayValue: '£301.50' } },
  AnnualMileage: {
    Values: [5000, 8000, 10_000, 12_000],
    Default: 10_000,
    Minimum: 5000,
    Maximum: 12_000,
    Locale: { DisplayValue: '10,000 miles' },
  },
};

describe('UK finance sliders', () => {
  it('moves through listed values by index', () => {
    const scale = sliderScale(pcp.Term, 12);
    expect(scale).toEqual({ kind: 'values', values: [24, 36, 48] });
    expect(sliderPosition(scale, 36)).toEqual({ min: 0, max: 2, step: 1, value: 1 });
    expect(sliderPosition(scale, 40)).toMatchObject({ value: 1 });
    expect(valueAtPosition(scale, 2)).toBe(48);
    expect(valueAtPosition(scale, 9)).toBe(48);
  });

  it('moves along a range in steps from the minimum, the maximum always the last position', () => {
    const scale = sliderScale(pcp.Deposit, 100);
    expect(scale).toEqual({ kind: 'range', min: 1000, max: 10_050, step: 100 });
    // 1,000, 1,100 ... 10,000, then 10,050: positions 0..91.
    expect(sliderPosition(scale, 2_049)).toEqual({ min: 0, max: 91, step: 1, value: 10 });
    expect(sliderPosition(scale, 50_000)).toMatchObject({ value: 91 });
    expect(sliderPosition(scale, 10_050)).toMatchObject({ value: 91 });
    expect(valueAtPosition(scale, 3)).toBe(1_300);
    expect(valueAtPosition(scale, 90)).toBe(10_000);
    expect(valueAtPosition(scale, 91)).toBe(10_050);
    expect(valueAtPosition(scale, -4)).toBe(1_000);
  });
});

describe('UK finance calculations', () => {
  it('asks for the monthly payment unless the payment itself moved', () => {
    expect(calculationTypeFor('term')).toBe('ToRegularPayment');
    expect(calculationTypeFor('deposit')).toBe('ToRegularPayment');
    expect(calculationTypeFor('annualMileage')).toBe('ToRegularPayment');
    expect(calculationTypeFor('payment')).toBe('ToCashDeposit');
  });

  it('builds the calculation request from the card figures', () => {
    const figures = defaultFigures(pcp);
    expect(figures).toEqual({ term: 48, deposit: 2000, payment: 301.5, annualMileage: 10_000 });
    expect(calculationRequest('30000001', pcp, figures, 'ToRegularPayment')).toEqual({
      carId: '30000001',
      productKey: 'PCP',
      calculationType: 'ToRegularPayment',
      term: 48,
      cashDeposit: 2000,
      annualMileage: 10_000,
    });
    expect(
      calculationRequest(
        '30000001',
        { ...pcp, FamilyKey: 'HP', AnnualMileage: null },
        { ...figures, annualMileage: null },
        'ToCashDeposit',
      ),
    ).toEqual({
      carId: '30000001',
      productKey: 'HP',
      calculationType: 'ToCashDeposit',
      term: 48,
      cashDeposit: 2000,
      regularPayment: 301.5,
    });
  });

  it('reads the settled figures from a quote, or the user message from an error', () => {
    const quotation = {
      Blocks: [],
      Finance: {
        Key: 'PCP',
        Notifications: [],
        Quote: {
          Term: 36,
          TotalDeposit: 2712.4,
          TotalRegularPayment: 350,
          AnnualMileage: 8000,
          QuoteReference: 'HDN-PCP-0000001',
          QuoteActions: { Apply: null },
        },
      },
    };
    const ok: CalculationResponse = {
      Vehicles: [{ Id: '1', HasError: false, Error: null, FinanceQuotations: [quotation] }],
    };
    expect(
      readCalculation(ok, 'PCP', { term: 36, deposit: 2000, payment: 350, annualMileage: 8000 }),
    ).toEqual({
      kind: 'quote',
      quotation,
      figures: { term: 36, deposit: 2712.4, payment: 350, annualMileage: 8000 },
    });
    const failed: CalculationResponse = {
      Vehicles: [
        { Id: '1', HasError: true, Error: { UserMessage: 'Too low' }, FinanceQuotations: [] },
      ],
    };
    expect(readCalculation(failed, 'PCP', defaultFigures(pcp))).toEqual({
      kind: 'error',
      userMessage: 'Too low',
    });
  });

  it('adds the quote reference to the reserve and part-exchange links', () => {
    expect(quoteLink('https://finance.example.co.uk/reserve', 'HDN-HP-00A1B2C')).toBe(
      'https://finance.example.co.uk/reserve?quoteRef=HDN-HP-00A1B2C',
    );
    expect(quoteLink('https://finance.example.co.uk/px?dealer=7', 'R&D')).toBe(
      'https://finance.example.co.uk/px?dealer=7&quoteRef=R%26D',
    );
  });

  it('formats pounds and terms paragraphs', () => {
    expect(formatPounds(1900)).toBe('£1,900');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(300, true)).toBe('£300.00');
    expect(termsParagraphs('One.\n\nTwo.\n  \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
