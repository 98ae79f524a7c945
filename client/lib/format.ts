// The one place number formats are configured, so prices look the same on every page.
const priceFormats = new Map<string, Intl.NumberFormat>();
const integerFormats = new Map<string, Intl.NumberFormat>();

/** A whole-unit price in the site's currency and locale: `249 900 kr`, `£18,995`. */
export function formatPrice(value: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    priceFormats.set(key, format);
  }
  return format.format(value);
}

/** A whole number with the locale's grouping: `12 500`. */
export function formatInteger(value: number, locale: string): string {
  let format = integerFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    integerFormats.set(locale, format);
  }
  return format.format(value);
}
