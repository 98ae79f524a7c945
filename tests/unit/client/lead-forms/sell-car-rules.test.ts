import { describe, expect, it } from 'vitest';
import { sellCarValuesSchema } from '#client/contracts/lead-forms.ts';
import {
  leadPhonePatternAttribute,
  type SellCarInput,
  sellCarProblems,
  sellCarValues,
} from '#client/lead-forms/sell-car-rules.ts';

const valid: SellCarInput = {
  regno: ' abc123 ',
  milage: '12500',
  customerName: ' Anna Svensson ',
  customerPhone: '+46 70 123 45 67',
  customerEmail: 'anna@example.se',
  option: 'trade-in',
  other: '  Vinterdäck ingår.\n',
};
const input = (overrides: Partial<SellCarInput>) => ({ ...valid, ...overrides });

describe('sell-car rules', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(sellCarProblems(valid)).toEqual([]);
    expect(sellCarProblems(input({ other: '', milage: '0' }))).toEqual([]);
  });

  it('names every required field of an empty form, in the order the form shows them', () => {
    const empty = {
      regno: '',
      milage: '',
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      option: '',
      other: '',
    };
    expect(sellCarProblems(empty)).toEqual([
      'regno',
      'milage',
      'customerName',
      'customerPhone',
      'customerEmail',
      'option',
    ]);
  });

  it('takes a mileage of a whole number from 0 only', () => {
    for (const milage of ['-1', '12.5', '1e3', 'tolv', '10000000'])
      expect(sellCarProblems(input({ milage })), milage).toEqual(['milage']);
  });

  it("checks the phone and email against the booking flow's patterns", () => {
    expect(sellCarProblems(input({ customerPhone: '070-123' }))).toEqual(['customerPhone']);
    expect(sellCarProblems(input({ customerPhone: '+4670' }))).toEqual(['customerPhone']);
    expect(sellCarProblems(input({ customerEmail: 'anna@example' }))).toEqual(['customerEmail']);
    expect(sellCarProblems(input({ customerName: '   ' }))).toEqual(['customerName']);
  });

  it('wants sell or trade-in and nothing else', () => {
    expect(sellCarProblems(input({ option: 'sell' }))).toEqual([]);
    expect(sellCarProblems(input({ option: 'lease' }))).toEqual(['option']);
  });

  it('sends trimmed values the worker accepts as they are', () => {
    const values = sellCarValues(valid);
    expect(values).toEqual({
      regno: 'abc123',
      milage: 12500,
      customerName: 'Anna Svensson',
      customerPhone: '+46 70 123 45 67',
      customerEmail: 'anna@example.se',
      option: 'trade-in',
      other: 'Vinterdäck ingår.',
    });
    expect(sellCarValuesSchema.parse(values)).toEqual(values);
  });

  it('gives the browser the same phone rule as the pattern attribute', () => {
    const attribute = new RegExp(`^(?:${leadPhonePatternAttribute})$`, 'v');
    for (const phone of ['+46 70 123 45 67', '0701234567', '070-123', '+4670', ''])
      expect(attribute.test(phone), phone).toBe(
        !sellCarProblems(input({ customerPhone: phone })).includes('customerPhone'),
      );
  });
});
