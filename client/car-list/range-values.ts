// A range's URL values (car-stock spec 5): the script writes one `from-to`; the filter panel's
// form without JavaScript sends the two typed amounts under the same name (from, then to).
// Pure and zod-free: the server reads URLs with it.

/** What a range's values in a URL say: a range, a typed pair, a typed amount that is none, or nothing. */
export type RangeValues =
  | { kind: 'range'; range: [number, number] }
  | { kind: 'typed'; range: [number, number] }
  | { kind: 'invalid'; text: string }
  | { kind: 'none' };

const rangePattern = /^(-?\d+)-(-?\d+)$/;
/** Digits, or digits in groups of three: '250000', '250,000', '250.000', "250'000" (spaces go first). */
const amountPattern = /^(?:\d+|\d{1,3}(?:[.,']\d{3})+)$/;
/** Typed amounts cap here: ten times the dearest car's price, and far inside a float's exact range. */
export const amountCeiling = 1e12;

/** A typed amount: spaces removed, group separators dropped; null for an empty field, NaN for text that is not one. */
export function typedAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!amountPattern.test(compact)) return Number.NaN;
  return Math.min(amountCeiling, Number(compact.replace(/\D/g, '')));
}

/**
 * Reads a range field's values: one `from-to` (either order), or the form's two amounts, an empty
 * one leaving that end open (0, or the ceiling, which the facet's bounds then clamp). Several
 * `from-to` values keep the last, as before.
 */
export function readRangeValues(values: readonly string[]): RangeValues {
  if (values.length === 2 && !values.some((value) => rangePattern.test(value.replace(/\s/g, '')))) {
    const [from, to] = values.map(typedAmount) as [number | null, number | null];
    const bad = [from, to].findIndex((amount) => Number.isNaN(amount));
    if (bad >= 0) return { kind: 'invalid', text: values[bad]!.trim() };
    if (from === null && to === null) return { kind: 'none' };
    const low = from ?? 0;
    const high = to ?? amountCeiling;
    return { kind: 'typed', range: low <= high ? [low, high] : [high, low] };
  }
  let found: RangeValues = { kind: 'none' };
  for (const value of values) {
    const match = rangePattern.exec(value.replace(/\s/g, ''));
    if (!match) continue;
    const from = Number(match[1]);
    const to = Number(match[2]);
    found = { kind: 'range', range: from <= to ? [from, to] : [to, from] };
  }
  return found;
}
