import { formatInteger, formatPrice } from '../lib/format.ts';

const decimalFormats = new Map<string, Intl.NumberFormat>();

/** The number formats the calculators show, for one locale and currency. */
export function financeFormats(locale: string, currency: string) {
  let decimals = decimalFormats.get(locale);
  if (!decimals) {
    decimals = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    decimalFormats.set(locale, decimals);
  }
  const twoDecimals = decimals;
  return {
    money: (amount: number) => formatPrice(amount, currency, locale),
    integer: (value: number) => formatInteger(value, locale),
    /** A rate with two decimals, without the sign ('6,95'): disclaimers write the '%' themselves. */
    rate: (value: number) => twoDecimals.format(value),
    percent: (value: number) => `${formatInteger(value, locale)} %`,
  };
}
export type FinanceFormats = ReturnType<typeof financeFormats>;

/** Replaces `{name}` markers in a built-in text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (marker, name: string) => (name in values ? String(values[name]) : marker));
}
