import { describe, expect, it } from 'vitest';
import { carIn } from '#client/stock/car-words.ts';
import { powerIn, stockWordIn, stockWordLabels } from '#client/stock/stock-words.ts';
import { stockWordTexts } from '#client/stock/stock-words.texts.ts';
import { stockTexts } from '#kv-seed/stock/texts.ts';

describe('stock words in the page language', () => {
  it('maps the Swedish index values to English labels', () => {
    const labels = stockWordLabels('sv', 'en');
    expect(
      ['Begagnad', 'Ny', 'El', 'Bensin', 'Laddhybrid', 'Kombi', 'Automat', 'Fyrhjulsdrift'].map(
        (word) => labels.get(word),
      ),
    ).toEqual([
      'Used',
      'New',
      'Electric',
      'Petrol',
      'Plug-in hybrid',
      'Estate',
      'Automatic',
      'All-wheel drive',
    ]);
    expect(stockWordIn('Pris', 'sv', 'en')).toBe('Price');
    expect(stockWordIn('Billån', 'sv', 'en')).toBe('Hire purchase');
    expect(stockWordIn('Måndag–fredag', 'sv', 'en')).toBe('Monday–Friday');
    expect(stockWordIn('Stängt', 'sv', 'en')).toBe('Closed');
  });

  it('shows anything that is not a stock word as it is, and nothing changes in one language', () => {
    expect(stockWordIn('Volvo', 'sv', 'en')).toBe('Volvo');
    expect(stockWordIn('Göteborg', 'sv', 'en')).toBe('Göteborg');
    expect(stockWordIn('Diesel', 'sv', 'en')).toBe('Diesel');
    expect(stockWordLabels('sv', 'sv').size).toBe(0);
  });

  it('has a label in every language for every value the stock writes', () => {
    for (const from of ['sv', 'nb', 'en', 'fi', 'sk'] as const)
      for (const to of ['sv', 'nb', 'en', 'fi', 'sk'] as const)
        for (const group of ['fuel', 'body', 'colour', 'gearbox', 'drive', 'condition'] as const)
          for (const [key, word] of Object.entries(stockTexts[from][group]))
            expect(stockWordIn(word, from, to)).toBe(
              (stockWordTexts[to][group] as Record<string, string>)[key],
            );
  });

  it("writes a car's power with the page language's unit", () => {
    expect(powerIn(194, 'en')).toBe('194 bhp');
    expect(powerIn(194, 'fi')).toBe('143 kW (194 hv)');
  });

  it("translates a car's stock words and keeps its identity and the dealer's own texts", () => {
    const car = {
      car_brand: 'Volvo',
      car_fuel: 'El',
      car_condition: 'Begagnad',
      car_power: 194,
      car_power_text: '194 hk',
      car_description: 'Välkommen att provköra',
    };
    expect(carIn(car, 'sv', 'en')).toEqual({
      car_brand: 'Volvo',
      car_fuel: 'Electric',
      car_condition: 'Used',
      car_power: 194,
      car_power_text: '194 bhp',
      car_description: 'Välkommen att provköra',
    });
    expect(carIn(car, 'sv', 'sv')).toBe(car);
  });
});
