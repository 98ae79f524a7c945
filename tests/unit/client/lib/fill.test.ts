import { describe, expect, it } from 'vitest';
import { fill } from '#client/lib/fill.ts';

describe('fill', () => {
  it('replaces each named placeholder with its value', () => {
    expect(fill('{n} av {total}', { n: 2, total: 4 })).toBe('2 av 4');
    expect(fill('Ta bort {car}', { car: 'Volvo XC60' })).toBe('Ta bort Volvo XC60');
  });

  it('replaces every occurrence of a placeholder', () => {
    expect(fill('Räntan är {1} %, {1} % i år', { 1: '6,95' })).toBe(
      'Räntan är 6,95 %, 6,95 % i år',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fill('{shown} of {total}', { shown: 48 })).toBe('48 of {total}');
    expect(fill('{constructor} and {toString}', {})).toBe('{constructor} and {toString}');
  });

  it('inserts a value holding braces as it is, without filling it again', () => {
    expect(fill('Dela på {network}', { network: '{n} {network}', n: 3 })).toBe(
      'Dela på {n} {network}',
    );
    expect(fill('{a}{b}', { a: '{', b: '}' })).toBe('{}');
  });

  it('keeps text without placeholders, and stray braces, unchanged', () => {
    expect(fill('Visa fler', { n: 1 })).toBe('Visa fler');
    expect(fill('{ n } {} {n', { n: 1 })).toBe('{ n } {} {n');
  });

  it('inserts an empty string and zero', () => {
    expect(fill('[{a}|{b}]', { a: '', b: 0 })).toBe('[|0]');
  });
});
