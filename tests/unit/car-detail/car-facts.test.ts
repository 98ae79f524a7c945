import { describe, expect, it } from 'vitest';
import {
  formatFirstRegistration,
  keyphraseFromSlug,
  vatNote,
} from '#client/car-detail/car-facts.ts';
import { carDetailTexts } from '#client/car-detail/car-detail.texts.ts';
import { formTargetOfHash } from '#client/car-detail/hash-scroll.ts';

describe('formatFirstRegistration', () => {
  it('writes DD/MM/YYYY for English', () => {
    expect(formatFirstRegistration('2021-03-07', 'en')).toBe('07/03/2021');
  });
  it('writes YYYY-MM-DD for every other language', () => {
    for (const language of ['sv', 'nb', 'fi', 'sk'] as const)
      expect(formatFirstRegistration('2021-03-07', language)).toBe('2021-03-07');
  });
});

describe('vatNote', () => {
  it('says without VAT for a light commercial vehicle and with VAT otherwise', () => {
    expect(vatNote({ car_vehicle_type_code: 'LCV' }, carDetailTexts.en)).toBe(
      'Price excluding VAT',
    );
    expect(vatNote({ car_vehicle_type_code: 'PC' }, carDetailTexts.en)).toBe('Price including VAT');
    expect(vatNote({ car_vehicle_type_code: 'TRUCK' }, carDetailTexts.sv)).toBe(
      'Priset är inklusive moms',
    );
  });
});

describe('keyphraseFromSlug', () => {
  it('keeps the brand and model words of a slug', () => {
    expect(keyphraseFromSlug('volvo-xc60-b4-core-2023')).toBe('volvo xc60');
    expect(keyphraseFromSlug('2023-kia-niro')).toBe('kia niro');
    expect(keyphraseFromSlug(null)).toBe('');
  });
});

describe('formTargetOfHash', () => {
  it('scrolls to the form for any hash containing contact', () => {
    for (const hash of [
      '#contact',
      '#contact-form',
      '#contact-quote',
      '#contact-testdrive',
      '#Contact',
    ])
      expect(formTargetOfHash(hash)).toBe('contact-form');
  });
  it('leaves other hashes alone', () => {
    expect(formTargetOfHash('#equipment')).toBeNull();
    expect(formTargetOfHash('')).toBeNull();
  });
});
