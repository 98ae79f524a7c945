import { formatPrice, formatPriceWithCents } from './format.ts';
import type {
  CalculationRequest,
  CalculationResponse,
  CalculationType,
  FinanceProduct,
  FinanceQuotation,
  ProductParameter,
} from '../contracts/uk-finance-quote.ts';

// The UK finance quote card's logic, free of React: slider positions from the partner's product
// ranges, the calculation request a slider change makes, and what a calculation answer changes.

/** Slider steps of the amounts: deposits move in £100, monthly payments in £5. */
export const amountSteps = { deposit: 100, payment: 5 } as const;

/** How a slider moves over one product parameter: through the listed values, or along a range. */
export type SliderScale =
  { kind: 'values'; values: number[] } | { kind: 'range'; min: number; max: number; step: number };

export function sliderScale(parameter: ProductParameter, step: number): SliderScale {
  const values = (parameter.Values ?? []).filter(
    (v) => v >= parameter.Minimum && v <= parameter.Maximum,
  );
  if (values.length > 0)
    return { kind: 'values', values: [...new Set(values)].sort((a, b) => a - b) };
  return { kind: 'range', min: parameter.Minimum, max: parameter.Maximum, step };
}

/**
 * The native range input's min, max, step and value for a parameter's current value. The input
 * runs over positions 0..n (a listed value's index, or a step along the range, the last position
 * being the maximum even when the range is not a whole number of steps), so every position the
 * browser can settle on stands for exactly one value the partner offers.
 */
export function sliderPosition(
  scale: SliderScale,
  value: number,
): { min: number; max: number; step: number; value: number } {
  if (scale.kind === 'values') {
    return {
      min: 0,
      max: scale.values.length - 1,
      step: 1,
      value: nearestIndex(scale.values, value),
    };
  }
  const last = lastPosition(scale);
  const position =
    clamp(value, scale.min, scale.max) >= scale.max
      ? last
      : Math.round((clamp(value, scale.min, scale.max) - scale.min) / scale.step);
  return { min: 0, max: last, step: 1, value: Math.min(last, position) };
}

/** The parameter value a slider position stands for. */
export function valueAtPosition(scale: SliderScale, position: number): number {
  if (scale.kind === 'values')
    return scale.values[clamp(Math.round(position), 0, scale.values.length - 1)]!;
  const last = lastPosition(scale);
  const at = clamp(Math.round(position), 0, last);
  return at === last ? scale.max : scale.min + at * scale.step;
}

const lastPosition = (scale: { min: number; max: number; step: number }) =>
  Math.max(0, Math.ceil((scale.max - scale.min) / scale.step));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function nearestIndex(values: number[], value: number): number {
  let best = 0;
  values.forEach((candidate, i) => {
    if (Math.abs(candidate - value) < Math.abs(values[best]! - value)) best = i;
  });
  return best;
}

/** What the visitor has chosen on one product card. */
export interface QuoteFigures {
  term: number;
  deposit: number;
  payment: number;
  /** PCP only. */
  annualMileage: number | null;
}

export function defaultFigures(product: FinanceProduct): QuoteFigures {
  return {
    term: product.Term.Default,
    deposit: product.Deposit.Default,
    payment: product.Payment.Default,
    annualMileage: product.AnnualMileage ? product.AnnualMileage.Default : null,
  };
}

/** Moving the payment slider asks for the deposit; anything else asks for the monthly payment. */
export function calculationTypeFor(changed: keyof QuoteFigures): CalculationType {
  return changed === 'payment' ? 'ToCashDeposit' : 'ToRegularPayment';
}

/** The body of POST /api/codeweaver/cfd for one product card. */
export function calculationRequest(
  carId: string,
  product: FinanceProduct,
  figures: QuoteFigures,
  type: CalculationType,
): CalculationRequest {
  return {
    carId,
    productKey: product.FamilyKey,
    calculationType: type,
    term: figures.term,
    cashDeposit: figures.deposit,
    ...(type === 'ToCashDeposit' ? { regularPayment: figures.payment } : {}),
    ...(figures.annualMileage !== null ? { annualMileage: figures.annualMileage } : {}),
  };
}

export type CalculationResult =
  | { kind: 'quote'; quotation: FinanceQuotation; figures: QuoteFigures }
  | { kind: 'error'; userMessage: string };

/**
 * What a calculation answer means for the card: the partner's user message when it could not
 * quote, else the quotation and the figures it settled (the payment it worked out, or the deposit).
 */
export function readCalculation(
  response: CalculationResponse,
  productKey: string,
  asked: QuoteFigures,
): CalculationResult {
  const vehicle = response.Vehicles[0]!;
  if (vehicle.HasError) return { kind: 'error', userMessage: vehicle.Error?.UserMessage ?? '' };
  const quotation =
    vehicle.FinanceQuotations.find((q) => q.Finance.Key === productKey) ??
    vehicle.FinanceQuotations[0];
  if (!quotation) return { kind: 'error', userMessage: '' };
  const quote = quotation.Finance.Quote;
  return {
    kind: 'quote',
    quotation,
    figures: {
      term: quote.Term,
      deposit: quote.TotalDeposit,
      payment: quote.TotalRegularPayment,
      annualMileage: quote.AnnualMileage ?? asked.annualMileage,
    },
  };
}

/** A link of the finance journey (reserve, part-exchange) carrying the quote reference. */
export function quoteLink(base: string, quoteReference: string): string {
  const url = new URL(base);
  url.searchParams.set('quoteRef', quoteReference);
  return url.toString();
}

/** £312.45 for a payment; £1,900 for a whole-pound amount, £1,234.56 when it has pennies. */
export function formatPounds(value: number, withPennies = !Number.isInteger(value)): string {
  return withPennies
    ? formatPriceWithCents(value, 'GBP', 'en-GB')
    : formatPrice(value, 'GBP', 'en-GB');
}

/** The terms text as paragraphs (the partner separates them with blank lines). */
export function termsParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
