import { describe, expect, it } from 'vitest';
import { amountCeiling, readRangeValues, typedAmount } from '#client/car-list/range-values.ts';

describe('typedAmount', () => {
  it('reads digits with spaces or groups of three, an empty field as none', () => {
    expect(typedAmount('250 000')).toBe(250000);
    expect(typedAmount('250\u00a0000')).toBe(250000);
    expect(typedAmount('250\u202f000')).toBe(250000);
    expect(typedAmount('250,000')).toBe(250000);
    expect(typedAmount('1.250.000')).toBe(1250000);
    expect(typedAmount('  ')).toBeNull();
  });

  it('calls anything else not an amount, and caps long amounts', () => {
    for (const text of ['abc', '-5', '12.5', '1e9', '100 000 kr', '1,00', '+4'])
      expect(typedAmount(text), text).toBeNaN();
    expect(typedAmount('9'.repeat(40))).toBe(amountCeiling);
  });

  it('reads a long run of digits ending in a letter at once', () => {
    const started = performance.now();
    expect(typedAmount(`${'1'.repeat(50_000)}x`)).toBeNaN();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('readRangeValues', () => {
  it("reads the script's from-to in either order", () => {
    expect(readRangeValues(['100000-300000'])).toEqual({ kind: 'range', range: [100000, 300000] });
    expect(readRangeValues(['300000-100000'])).toEqual({ kind: 'range', range: [100000, 300000] });
  });

  it("reads the form's two amounts, an empty end open, in either order", () => {
    expect(readRangeValues(['100 000', '300 000'])).toEqual({
      kind: 'typed',
      range: [100000, 300000],
    });
    expect(readRangeValues(['', '300 000'])).toEqual({ kind: 'typed', range: [0, 300000] });
    expect(readRangeValues(['100 000', ''])).toEqual({
      kind: 'typed',
      range: [100000, amountCeiling],
    });
    expect(readRangeValues(['300000', '100000'])).toEqual({
      kind: 'typed',
      range: [100000, 300000],
    });
    expect(readRangeValues(['', ''])).toEqual({ kind: 'none' });
  });

  it('names the typed text that is not an amount', () => {
    expect(readRangeValues(['100 000', ' abc '])).toEqual({ kind: 'invalid', text: 'abc' });
  });
});
