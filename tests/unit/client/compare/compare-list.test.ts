import { describe, expect, it } from 'vitest';
import { type CompareCar, parseStoredCompare, toggleCompared } from '../../../../client/compare/compare-list.ts';

const car = (id: string): CompareCar => ({
  car_id: id, slug: `car-${id}`, car_brand: 'Volvo', car_model: 'XC60', car_year: 2023, car_mileage_text: '1 000 mil',
  car_fuel: 'Diesel', car_price_text: '399 900 kr', car_has_campaign_price: false,
});

describe('compare selection', () => {
  it('appends a car that is not selected and removes one that is', () => {
    const one = toggleCompared([], car('1'));
    const two = toggleCompared(one, car('2'));
    expect(two.map((c) => c.car_id)).toEqual(['1', '2']);
    expect(toggleCompared(two, car('1')).map((c) => c.car_id)).toEqual(['2']);
  });

  it('reads back what it stored and drops anything else', () => {
    expect(parseStoredCompare(JSON.stringify([car('7')]))).toEqual([car('7')]);
    expect(parseStoredCompare(null)).toEqual([]);
    expect(parseStoredCompare('{not json')).toEqual([]);
    expect(parseStoredCompare(JSON.stringify({ car_id: '1' }))).toEqual([]);
    expect(parseStoredCompare(JSON.stringify([{ car_id: 1 }, car('3')])).map((c) => c.car_id)).toEqual(['3']);
  });
});
