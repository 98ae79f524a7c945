// The one place numbers are formatted, so prices look the same on every page.
//
// The sites' own locales are formatted from a small table instead of Intl: the first
// Intl.NumberFormat a browser tab builds loads ICU's locale data, measured at about 85 ms of main
// thread on this machine (345 ms at Lighthouse's 4× phone CPU), and an island that formats a price
// while it hydrates would pay that on every first visit. The table is CLDR's, checked against Intl
// in tests/unit/client/format.test.ts; any other locale or currency falls back to Intl.

const nbsp = '\u00a0';
const minusSign = '\u2212';

interface LocaleNumbers {
  group: string;
  decimal: string;
  minus: string;
  /** Currency symbol per currency code, written before the number or after it with a no-break space. */
  currencies: Record<string, { symbol: string; before: boolean }>;
}

const after = (symbol: string) => ({ symbol, before: false });
const euro = after('€');

const siteLocales: Record<string, LocaleNumbers> = {
  'sv-SE': {
    group: nbsp,
    decimal: ',',
    minus: minusSign,
    currencies: { SEK: after('kr'), EUR: euro },
  },
  'en-SE': { group: nbsp, decimal: ',', minus: '-', currencies: { SEK: after('kr') } },
  'nb-NO': {
    group: nbsp,
    decimal: ',',
    minus: minusSign,
    currencies: { NOK: after('kr'), EUR: euro },
  },
  'en-GB': {
    group: ',',
    decimal: '.',
    minus: '-',
    currencies: { GBP: { symbol: '£', before: true }, EUR: { symbol: '€', before: true } },
  },
  'fi-FI': { group: nbsp, decimal: ',', minus: minusSign, currencies: { EUR: euro } },
  'sk-SK': { group: nbsp, decimal: ',', minus: '-', currencies: { EUR: euro } },
};

/** Intl's answer for what the table does not cover, one formatter per set of options. */
const intlFormats = new Map<string, Intl.NumberFormat>();
function intlFormat(value: number, locale: string, digits: number, currency?: string): string {
  const key = `${locale}|${digits}|${currency ?? ''}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    intlFormats.set(key, format);
  }
  return format.format(value);
}

function groupDigits(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/**
 * Rounds a plain decimal string ('1.005') to `digits` decimals, a tie away from zero: Intl rounds
 * the shortest decimal that reads back as the number (1.005 to 1.01), not its binary value.
 */
function roundHalfExpand(decimal: string, digits: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const kept = (whole + fraction.padEnd(digits, '0').slice(0, digits)).split('').map(Number);
  if ((fraction[digits] ?? '0') >= '5') {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i]! += 1;
    else kept.unshift(1);
  }
  const text = kept.join('');
  const wholeLength = text.length - digits;
  return [text.slice(0, wholeLength).replace(/^0+(?=\d)/, '') || '0', text.slice(wholeLength)];
}

/**
 * `value` with exactly `digits` decimals (rounded half away from zero, as Intl does), grouped, in
 * `locale`'s style; with a currency, its symbol where the locale writes it.
 */
function formatNumber(value: number, locale: string, digits: number, currency?: string): string {
  const style = siteLocales[locale];
  const symbol = currency ? style?.currencies[currency] : undefined;
  // Numbers JavaScript writes with an exponent are left to Intl (none is a price).
  if (!style || (currency && !symbol) || !Number.isFinite(value) || Math.abs(value) >= 1e15) {
    return intlFormat(value, locale, digits, currency);
  }
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return intlFormat(value, locale, digits, currency);
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction] = roundHalfExpand(shortest, digits);
  const number = groupDigits(whole, style.group) + (digits > 0 ? style.decimal + fraction : '');
  const body = symbol
    ? symbol.before
      ? symbol.symbol + number
      : number + nbsp + symbol.symbol
    : number;
  return negative ? style.minus + body : body;
}

/** A whole-unit price in the site's currency and locale: `249 900 kr`, `£18,995`. */
export function formatPrice(value: number, currency: string, locale: string): string {
  return formatNumber(value, locale, 0, currency);
}

/** A price with pence or cents: `£189.99`. */
export function formatPriceWithCents(value: number, currency: string, locale: string): string {
  return formatNumber(value, locale, 2, currency);
}

/** A whole number with the locale's grouping: `12 500`. */
export function formatInteger(value: number, locale: string): string {
  return formatNumber(value, locale, 0);
}

/** A number with exactly `digits` decimals: `6,95`. */
export function formatDecimal(value: number, digits: number, locale: string): string {
  return formatNumber(value, locale, digits);
}
