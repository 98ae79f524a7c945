// The partner sandbox's finance house: Hire Purchase and Personal Contract Purchase priced the way
// a UK lender prices them (the APR as an effective annual rate, an annuity with an optional final
// payment), so the quotes move believably with term, deposit, payment and mileage. Pure functions,
// tested in tests/unit/sandbox/codeweaver/quotes.test.ts; the routes are in routes.ts.

export type ProductKey = 'HP' | 'PCP';

export interface SandboxVehicle {
  price: number;
  /** Odometer in miles. */
  mileage: number;
  /** ISO date of first registration, or null for an unregistered (new) car. */
  registeredDate: string | null;
}

export interface Parameter {
  Values?: number[];
  Default: number;
  Minimum: number;
  Maximum: number;
  Locale: { DisplayValue: string };
}

export interface Product {
  FamilyKey: ProductKey;
  Name: string;
  Term: Parameter;
  Deposit: Parameter;
  Payment: Parameter;
  AnnualMileage: Parameter | null;
}

/** Lender policy: what the sandbox refuses to finance at all (the default call then fails). */
export const lendingLimits = {
  maxMileage: 100_000,
  maxAgeYears: 10,
  minPrice: 2_500,
} as const;

export const optionToPurchaseFee = 10;
/** Pence a mile over the agreed annual mileage (PCP). */
export const excessMileagePence = 8;

const termValues: Record<ProductKey, number[]> = { HP: [12, 24, 36, 48, 60], PCP: [24, 36, 48] };
const mileageValues = [5_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000];
const defaultMileage = 10_000;
const defaultTerm = 48;

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
export const money = (value: number) => pounds.format(value);
const months = (value: number) => `${value} months`;
const miles = (value: number) => `${integer.format(value)} miles`;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whole years since first registration on `today` (0 for an unregistered car). */
export function ageInYears(registeredDate: string | null, today: Date): number {
  if (!registeredDate) return 0;
  const registered = new Date(`${registeredDate}T00:00:00Z`);
  return Math.max(0, (today.getTime() - registered.getTime()) / (365.25 * 86_400_000));
}

/** Why the lender will not finance this vehicle, or null when it will. */
export function refusalOf(vehicle: SandboxVehicle, today: Date): string | null {
  if (vehicle.mileage > lendingLimits.maxMileage)
    return `Vehicles over ${integer.format(lendingLimits.maxMileage)} miles cannot be financed.`;
  if (ageInYears(vehicle.registeredDate, today) > lendingLimits.maxAgeYears)
    return `Vehicles over ${lendingLimits.maxAgeYears} years old cannot be financed.`;
  if (vehicle.price < lendingLimits.minPrice)
    return `The price is below the smallest amount we lend (${wholePounds.format(lendingLimits.minPrice)}).`;
  return null;
}

/** Representative APR in percent: lower for cars under a year old. */
export function aprOf(key: ProductKey, ageYears: number): number {
  const nearlyNew = ageYears < 1;
  return key === 'HP' ? (nearlyNew ? 6.9 : 9.9) : nearlyNew ? 7.9 : 10.9;
}

/** The monthly rate whose compounding over a year gives the APR. */
export function monthlyRate(apr: number): number {
  return (1 + apr / 100) ** (1 / 12) - 1;
}

/**
 * The guaranteed future value a PCP's optional final payment is set at: the car's price less
 * about 13 % a year, less half a percent a year for every 1,000 miles above 10,000 (more for an
 * older car), never under 8 % of the price; whole pounds.
 */
export function finalPaymentOf(
  price: number,
  term: number,
  annualMileage: number,
  ageYears: number,
): number {
  const years = term / 12;
  const factor =
    0.8 * 0.87 ** years * 0.97 ** Math.min(ageYears, 10) -
    ((annualMileage - defaultMileage) / 1000) * 0.005 * years;
  return Math.round(price * Math.max(0.08, factor));
}

/** The level monthly payment that repays `credit` less the present value of `balloon` over `n` months. */
export function annuityPayment(credit: number, balloon: number, rate: number, n: number): number {
  if (rate === 0) return (credit - balloon) / n;
  const discount = (1 + rate) ** -n;
  return ((credit - balloon * discount) * rate) / (1 - discount);
}

/** The credit that `payment` a month for `n` months and a final `balloon` repay. */
export function presentValue(payment: number, balloon: number, rate: number, n: number): number {
  if (rate === 0) return payment * n + balloon;
  const discount = (1 + rate) ** -n;
  return (payment * (1 - discount)) / rate + balloon * discount;
}

interface Terms {
  key: ProductKey;
  price: number;
  ageYears: number;
  term: number;
  deposit: number;
  annualMileage: number | null;
}

/** Minimum and maximum deposit: nothing down on HP, 5 % on PCP; at most half the price. */
export function depositRange(key: ProductKey, price: number): { min: number; max: number } {
  return { min: key === 'PCP' ? Math.ceil(price * 0.05) : 0, max: Math.floor(price * 0.5) };
}

export function monthlyPaymentOf({
  key,
  price,
  ageYears,
  term,
  deposit,
  annualMileage,
}: Terms): number {
  const balloon =
    key === 'PCP' ? finalPaymentOf(price, term, annualMileage ?? defaultMileage, ageYears) : 0;
  return round2(annuityPayment(price - deposit, balloon, monthlyRate(aprOf(key, ageYears)), term));
}

const productNames: Record<ProductKey, string> = {
  HP: 'Hire Purchase',
  PCP: 'Personal Contract Purchase',
};

/** The products this car can have, with their ranges and defaults (the default call's answer). */
export function productsFor(vehicle: SandboxVehicle, today: Date): Product[] {
  const ageYears = ageInYears(vehicle.registeredDate, today);
  return (['HP', 'PCP'] as const).map((key) => {
    const terms = termValues[key];
    const deposits = depositRange(key, vehicle.price);
    const deposit = Math.min(
      deposits.max,
      Math.max(deposits.min, Math.round((vehicle.price * 0.1) / 100) * 100),
    );
    const mileages = key === 'PCP' ? mileageValues : null;
    const payment = (term: number, cash: number, annualMileage: number | null) =>
      monthlyPaymentOf({ key, price: vehicle.price, ageYears, term, deposit: cash, annualMileage });
    const lowest = payment(terms.at(-1)!, deposits.max, mileages ? mileages[0]! : null);
    const highest = payment(terms[0]!, deposits.min, mileages ? mileages.at(-1)! : null);
    const typical = payment(defaultTerm, deposit, mileages ? defaultMileage : null);
    return {
      FamilyKey: key,
      Name: productNames[key],
      Term: {
        Values: terms,
        Default: defaultTerm,
        Minimum: terms[0]!,
        Maximum: terms.at(-1)!,
        Locale: { DisplayValue: months(defaultTerm) },
      },
      Deposit: {
        Default: deposit,
        Minimum: deposits.min,
        Maximum: deposits.max,
        Locale: { DisplayValue: wholePounds.format(deposit) },
      },
      Payment: {
        Default: typical,
        Minimum: Math.floor(lowest),
        Maximum: Math.ceil(highest),
        Locale: { DisplayValue: money(typical) },
      },
      AnnualMileage: mileages
        ? {
            Values: mileages,
            Default: defaultMileage,
            Minimum: mileages[0]!,
            Maximum: mileages.at(-1)!,
            Locale: { DisplayValue: miles(defaultMileage) },
          }
        : null,
    };
  });
}

export interface CalculationInput {
  key: string;
  term: number;
  cashDeposit: number;
  regularPayment: number | null;
  annualMileage: number | null;
  calculationType: 'ToRegularPayment' | 'ToCashDeposit';
}

export interface Quotation {
  Blocks: Array<{ Title: string; Details: Array<{ Label: string; DisplayValue: string }> }>;
  Finance: {
    Key: ProductKey;
    Notifications: Array<{ Message: string }>;
    Quote: {
      Term: number;
      TotalDeposit: number;
      TotalRegularPayment: number;
      AnnualMileage: number | null;
      QuoteReference: string;
      QuoteActions: { Apply: string | null };
    };
  };
}

export type CalculationOutcome =
  { ok: true; quotation: Quotation } | { ok: false; userMessage: string };

/** A short stable reference for the same inputs: `HDN-PCP-1A2B3C4D`. */
export function quoteReferenceOf(
  key: ProductKey,
  parts: ReadonlyArray<string | number | null>,
): string {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `HDN-${key}-${hash.toString(36).toUpperCase().padStart(7, '0')}`;
}

/** The product a quote reference names, or null when it is not one of the sandbox's references. */
export function productOfReference(reference: string): ProductKey | null {
  const match = /^HDN-(HP|PCP)-[0-9A-Z]{7}$/.exec(reference);
  return match ? (match[1] as ProductKey) : null;
}

/** One product's quote for the visitor's figures, or the message the lender gives when it cannot quote. */
export function calculate(
  vehicle: SandboxVehicle,
  sourceId: string,
  input: CalculationInput,
  today: Date,
): CalculationOutcome {
  if (input.key !== 'HP' && input.key !== 'PCP')
    return {
      ok: false,
      userMessage: `The finance product ${input.key} is not offered on this vehicle.`,
    };
  const key: ProductKey = input.key;
  const ageYears = ageInYears(vehicle.registeredDate, today);
  const price = vehicle.price;
  const terms = termValues[key];
  if (!terms.includes(input.term)) {
    return {
      ok: false,
      userMessage: `${productNames[key]} is offered over ${terms.slice(0, -1).join(', ')} or ${terms.at(-1)} months.`,
    };
  }
  const annualMileage = key === 'PCP' ? (input.annualMileage ?? defaultMileage) : null;
  if (annualMileage !== null && !mileageValues.includes(annualMileage)) {
    return {
      ok: false,
      userMessage: `Choose an annual mileage between ${miles(mileageValues[0]!)} and ${miles(mileageValues.at(-1)!)}.`,
    };
  }
  const deposits = depositRange(key, price);
  const balloon = key === 'PCP' ? finalPaymentOf(price, input.term, annualMileage!, ageYears) : 0;
  const rate = monthlyRate(aprOf(key, ageYears));
  let deposit: number;
  let payment: number;
  if (input.calculationType === 'ToCashDeposit') {
    payment = round2(input.regularPayment ?? 0);
    const lowest = monthlyPaymentOf({
      key,
      price,
      ageYears,
      term: input.term,
      deposit: deposits.max,
      annualMileage,
    });
    const highest = monthlyPaymentOf({
      key,
      price,
      ageYears,
      term: input.term,
      deposit: deposits.min,
      annualMileage,
    });
    if (payment < lowest) {
      return {
        ok: false,
        userMessage: `A monthly payment of ${money(payment)} is too low over ${input.term} months: the lowest we can offer on this vehicle is ${money(lowest)}.`,
      };
    }
    if (payment > highest) {
      return {
        ok: false,
        userMessage: `A monthly payment of ${money(payment)} is more than this vehicle needs over ${input.term} months: the most is ${money(highest)}.`,
      };
    }
    deposit = Math.min(
      deposits.max,
      Math.max(deposits.min, round2(price - presentValue(payment, balloon, rate, input.term))),
    );
  } else {
    deposit = round2(input.cashDeposit);
    if (deposit < deposits.min || deposit > deposits.max) {
      return {
        ok: false,
        userMessage: `The deposit must be between ${wholePounds.format(deposits.min)} and ${wholePounds.format(deposits.max)}.`,
      };
    }
    payment = monthlyPaymentOf({ key, price, ageYears, term: input.term, deposit, annualMileage });
  }

  const credit = round2(price - deposit);
  const fee = optionToPurchaseFee;
  const totalPayable = round2(deposit + payment * input.term + balloon + fee);
  const charges = round2(totalPayable - price);
  const flatRate = credit > 0 ? (charges / credit / (input.term / 12)) * 100 : 0;
  const apr = aprOf(key, ageYears);
  const reference = quoteReferenceOf(key, [
    sourceId,
    price,
    input.term,
    deposit,
    payment,
    annualMileage,
  ]);
  const details: Array<{ Label: string; DisplayValue: string }> = [
    { Label: 'On the road price', DisplayValue: money(price) },
    { Label: 'Deposit', DisplayValue: money(deposit) },
    { Label: 'Total amount of credit', DisplayValue: money(credit) },
    { Label: 'Duration of agreement', DisplayValue: months(input.term + (key === 'PCP' ? 1 : 0)) },
    { Label: `${input.term} monthly payments of`, DisplayValue: money(payment) },
    ...(key === 'PCP' ? [{ Label: 'Optional final payment', DisplayValue: money(balloon) }] : []),
    { Label: 'Option to purchase fee', DisplayValue: money(fee) },
    { Label: 'Total charge for credit', DisplayValue: money(charges) },
    { Label: 'Total amount payable', DisplayValue: money(totalPayable) },
    { Label: 'Fixed rate of interest (per annum)', DisplayValue: `${flatRate.toFixed(2)}%` },
    { Label: 'Representative APR', DisplayValue: `${apr.toFixed(1)}% APR` },
    ...(annualMileage !== null
      ? [
          { Label: 'Annual mileage', DisplayValue: miles(annualMileage) },
          { Label: 'Excess mileage charge', DisplayValue: `${excessMileagePence}p per mile` },
        ]
      : []),
  ];
  const notifications: Array<{ Message: string }> = [];
  if (input.calculationType === 'ToCashDeposit')
    notifications.push({
      Message: `Your deposit of ${money(deposit)} is worked out from a monthly payment of ${money(payment)}.`,
    });
  if (key === 'PCP') {
    notifications.push({
      Message: `At the end you can pay the optional final payment of ${money(balloon)} to keep the car, part-exchange it, or hand it back.`,
    });
    notifications.push({
      Message: `Miles over ${miles(annualMileage! * (input.term / 12))} in total are charged at ${excessMileagePence}p a mile.`,
    });
  } else {
    notifications.push({
      Message: `The car is yours once the last monthly payment and the ${money(fee)} option to purchase fee are paid.`,
    });
  }
  return {
    ok: true,
    quotation: {
      Blocks: [{ Title: 'Your quote', Details: details }],
      Finance: {
        Key: key,
        Notifications: notifications,
        Quote: {
          Term: input.term,
          TotalDeposit: deposit,
          TotalRegularPayment: payment,
          AnnualMileage: annualMileage,
          QuoteReference: reference,
          QuoteActions: { Apply: `https://apply.codeweavers.net/hedin/quote/${reference}` },
        },
      },
    },
  };
}

/** The terms and conditions of a product, as the legal call answers them. */
export function termsFor(key: ProductKey, reference: string): string {
  const product = productNames[key];
  const common = [
    `Quote reference ${reference}. This is a personalised illustration of ${product} from Hedin Automotive Finance, not an offer of credit. Finance is subject to status and available to UK residents aged 18 or over. Guarantees and indemnities may be required.`,
    'Hedin Automotive UK Ltd acts as a credit broker, not a lender, and is authorised and regulated by the Financial Conduct Authority. We may receive a commission or other benefits from the lender for introducing you to them; this does not affect the amount you pay.',
    'The figures assume the agreement starts today and payments are made on time. They may change if the price, your deposit or the term change, or if the quote is more than 14 days old.',
  ];
  const specific =
    key === 'PCP'
      ? 'With Personal Contract Purchase you do not own the car until the optional final payment and the option to purchase fee are paid. If you return the car at the end, it must be in good condition for its age; damage and miles over the agreed annual mileage are charged. You may end the agreement early under the Consumer Credit Act 1974 once you have paid half of the total amount payable.'
      : 'With Hire Purchase you own the car once every monthly payment and the option to purchase fee are paid. You may end the agreement early under the Consumer Credit Act 1974 once you have paid half of the total amount payable.';
  return [...common, specific].join('\n\n');
}
