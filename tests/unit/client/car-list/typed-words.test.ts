import { describe, expect, it } from 'vitest';
import { emptyQuery } from '#client/car-list/query.ts';
import { applyTyped, splitTyped, type Vocabulary } from '#client/car-list/typed-words.ts';
import { stockWordLabels } from '#client/stock/stock-words.ts';

const vocabulary: Vocabulary = {
  values: {
    car_brand: ['Volvo', 'BMW', 'Land Rover', 'Škoda', 'Polestar'],
    car_fuel: ['El', 'Bensin', 'Laddhybrid'],
    car_gearbox: ['Automat', 'Manuell'],
    car_year: ['2024'],
  },
  models: {
    Volvo: ['XC60', 'V60 Cross Country'],
    BMW: ['X3'],
    'Land Rover': ['Defender', 'Range Rover Sport'],
    Škoda: ['Enyaq'],
    Polestar: ['Polestar 3'],
  },
};
const none = {};
const english = Object.fromEntries(stockWordLabels('sv', 'en'));

describe('typed words', () => {
  it('makes a brand and its model both filters, leaving no keyphrase', () => {
    expect(splitTyped('volvo xc60', vocabulary, none)).toEqual({
      filters: [
        { name: 'car_brand', value: 'Volvo' },
        { name: 'car_model', value: 'XC60' },
      ],
      keyphrase: '',
    });
  });

  it('recognises a model without its brand chosen and brings the brand along', () => {
    expect(splitTyped('XC60', vocabulary, none).filters).toEqual([
      { name: 'car_brand', value: 'Volvo' },
      { name: 'car_model', value: 'XC60' },
    ]);
  });

  it('adds a typed brand to what came before, whatever the results were', () => {
    const afterXc60 = applyTyped(emptyQuery(), 'XC60', vocabulary, none);
    const next = applyTyped(afterXc60, 'bmw', vocabulary, none);
    expect(next.filters).toEqual({ car_brand: ['Volvo', 'BMW'], car_model: ['XC60'] });
    expect(next.keyphrase).toBe('');
  });

  it('ignores case and diacritics', () => {
    expect(splitTyped('SKODA enyaq', vocabulary, none).filters).toEqual([
      { name: 'car_brand', value: 'Škoda' },
      { name: 'car_model', value: 'Enyaq' },
    ]);
  });

  it('matches whole words only, keeping the others as the keyphrase', () => {
    expect(splitTyped('volvos elbil med dragkrok el', vocabulary, none)).toEqual({
      filters: [{ name: 'car_fuel', value: 'El' }],
      keyphrase: 'volvos elbil med dragkrok',
    });
  });

  it('takes the longest name first', () => {
    expect(splitTyped('land rover range rover sport', vocabulary, none).filters).toEqual([
      { name: 'car_brand', value: 'Land Rover' },
      { name: 'car_model', value: 'Range Rover Sport' },
    ]);
    expect(splitTyped('polestar 3', vocabulary, none).filters).toEqual([
      { name: 'car_brand', value: 'Polestar' },
      { name: 'car_model', value: 'Polestar 3' },
    ]);
    expect(splitTyped('land', vocabulary, none)).toEqual({ filters: [], keyphrase: 'land' });
  });

  it("matches a value's label in the page's language to its index value", () => {
    expect(splitTyped('electric automatic petrol', vocabulary, english).filters).toEqual([
      { name: 'car_fuel', value: 'El' },
      { name: 'car_gearbox', value: 'Automat' },
      { name: 'car_fuel', value: 'Bensin' },
    ]);
    expect(splitTyped('plug-in hybrid', vocabulary, english).filters).toEqual([
      { name: 'car_fuel', value: 'Laddhybrid' },
    ]);
  });

  it('leaves numbers to the keyphrase and starts on the first page', () => {
    const next = applyTyped({ ...emptyQuery(), page: 3 }, '2024 volvo', vocabulary, none);
    expect(next).toMatchObject({ keyphrase: '2024', page: 0, filters: { car_brand: ['Volvo'] } });
  });
});
