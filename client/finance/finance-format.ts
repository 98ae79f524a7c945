import { formatDecimal, formatInteger, formatPrice } from '../lib/format.ts';

/** The number formats the calculators show, for one locale and currency. */
export function financeFormats(locale: string, currency: string) {
  return {
    money: (amount: number) => formatPrice(amount, currency, locale),
    integer: (value: number) => formatInteger(value, locale),
    /** A rate with two decimals, without the sign ('6,95'): disclaimers write the '%' themselves. */
    rate: (value: number) => formatDecimal(value, 2, locale),
    percent: (value: number) => `${formatInteger(value, locale)} %`,
  };
}
export type FinanceFormats = ReturnType<typeof financeFormats>;
