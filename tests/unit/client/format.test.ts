import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatInteger,
  formatPrice,
  formatPriceWithCents,
} from '#client/lib/format.ts';

// Every locale and currency the sites show, as the catalogue (src/sites/catalogue.ts) gives them.
const siteFormats: Array<[locale: string, currency: string]> = [
  ['sv-SE', 'SEK'],
  ['en-SE', 'SEK'],
  ['nb-NO', 'NOK'],
  ['en-GB', 'GBP'],
  ['fi-FI', 'EUR'],
  ['sk-SK', 'EUR'],
  ['sv-SE', 'EUR'],
  ['nb-NO', 'EUR'],
  ['en-GB', 'EUR'],
];
// Edge cases (ties, binary fractions like 1.005, a carry through nines), then 3,000 seeded random
// amounts of every size with up to four decimals.
let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const values = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  9999.5,
  12345,
  123456,
  249900,
  1234567,
  98765432,
  2.5,
  3.5,
  -2.5,
  -0.4,
  0.5,
  1.005,
  1234.565,
  189.99,
  6.949,
  -1234.56,
  999.995,
  99999.5,
  0.004,
  0.005,
  1e14 + 0.5,
  ...Array.from({ length: 3000 }, () =>
    Number(((random() - 0.1) * 10 ** Math.floor(random() * 10)).toFixed(Math.floor(random() * 5))),
  ),
];

describe('number formats', () => {
  it('write prices, whole numbers and decimals of every site locale exactly as Intl does', () => {
    for (const [locale, currency] of siteFormats) {
      const whole = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      });
      const cents = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const decimals = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of values) {
        expect(formatPrice(value, currency, locale), `${locale} ${currency} ${value}`).toBe(
          whole.format(value),
        );
        expect(
          formatPriceWithCents(value, currency, locale),
          `${locale} ${currency} ${value}`,
        ).toBe(cents.format(value));
        expect(formatInteger(value, locale), `${locale} ${value}`).toBe(integer.format(value));
        expect(formatDecimal(value, 2, locale), `${locale} ${value}`).toBe(decimals.format(value));
      }
    }
  });

  it('falls back to Intl for a locale or currency outside the table, and for numbers too large for it', () => {
    expect(formatPrice(1234, 'USD', 'en-US')).toBe('$1,234');
    expect(formatPrice(1234, 'CZK', 'sk-SK')).toBe(
      new Intl.NumberFormat('sk-SK', {
        style: 'currency',
        currency: 'CZK',
        maximumFractionDigits: 0,
      }).format(1234),
    );
    expect(formatInteger(1e21, 'sv-SE')).toBe(
      new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }).format(1e21),
    );
    expect(formatInteger(Number.NaN, 'sv-SE')).toBe('NaN');
  });

  it('rejects a currency code that is not one, as Intl does', () => {
    expect(() => formatPrice(1, 'not-a-currency', 'sv-SE')).toThrow(RangeError);
  });
});
