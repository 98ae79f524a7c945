import type { SellCarValues } from '../contracts/lead-forms.ts';
import {
  leadEmailPattern,
  leadLimits,
  leadPhonePattern,
  type SellOption,
  sellOptions,
} from '../contracts/lead-rules.ts';

// The sell-car form's checks in the browser (booking spec 3.2, 5.2), pure so they are tested
// without one: what is wrong with each field, which field takes the focus, and the values sent.
// The worker checks the same values against sellCarValuesSchema again.

/** What the visitor typed and chose, as the form's fields hold it (named as the values). */
export interface SellCarInput {
  regno: string;
  milage: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  option: string;
  other: string;
}
export type SellCarField = keyof SellCarInput;
/** The fields with a rule to break; `other` is free text bounded by its textarea. */
export type CheckedSellCarField = Exclude<SellCarField, 'other'>;

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const sellCarFields: readonly SellCarField[] = [
  'regno',
  'milage',
  'customerName',
  'customerPhone',
  'customerEmail',
  'option',
  'other',
];

/** The phone rule as an HTML `pattern` (the browser anchors it), for the form before hydration. */
export const leadPhonePatternAttribute = leadPhonePattern.source.replace(/^\^|\$$/g, '');

/** Mileage as typed: a whole number from 0 within the bound, as the worker reads it too. */
function mileageOf(text: string): number | null {
  const digits = text.trim();
  if (!/^\d+$/.test(digits)) return null;
  const mileage = Number(digits);
  return mileage <= leadLimits.mileageMax ? mileage : null;
}

const isSellOption = (value: string): value is SellOption =>
  (sellOptions as readonly string[]).includes(value);

/**
 * The fields that break a rule of spec 5.2, in the form's order: registration number, mileage
 * (a number, at least 0), name, phone and email (the booking flow's patterns) and the sell or
 * trade-in choice are required.
 */
export function sellCarProblems(input: SellCarInput): CheckedSellCarField[] {
  const wrong = new Set<SellCarField>();
  const regno = input.regno.trim();
  if (regno === '' || regno.length > leadLimits.regno) wrong.add('regno');
  if (mileageOf(input.milage) === null) wrong.add('milage');
  const name = input.customerName.trim();
  if (name === '' || name.length > leadLimits.name) wrong.add('customerName');
  if (!leadPhonePattern.test(input.customerPhone.trim())) wrong.add('customerPhone');
  const email = input.customerEmail.trim();
  if (email.length > leadLimits.email || !leadEmailPattern.test(email)) wrong.add('customerEmail');
  if (!isSellOption(input.option)) wrong.add('option');
  return sellCarFields.filter((field): field is CheckedSellCarField => wrong.has(field));
}

/** The values sent for input without problems (sellCarProblems is empty): trimmed, mileage a number. */
export function sellCarValues(input: SellCarInput): SellCarValues {
  return {
    regno: input.regno.trim(),
    milage: mileageOf(input.milage) ?? 0,
    customerName: input.customerName.trim(),
    customerPhone: input.customerPhone.trim(),
    customerEmail: input.customerEmail.trim(),
    option: isSellOption(input.option) ? input.option : 'sell',
    other: input.other.trim(),
  };
}

/** The form's fields as they stand, read from the form element (a radio not chosen reads ''). */
export function readSellCarInput(form: HTMLFormElement): SellCarInput {
  const data = new FormData(form);
  const text = (name: SellCarField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return Object.fromEntries(
    sellCarFields.map((field) => [field, text(field)]),
  ) as unknown as SellCarInput;
}
