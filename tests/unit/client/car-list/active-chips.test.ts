import { describe, expect, it } from 'vitest';
import { activeChips } from '#client/car-list/active-chips.ts';
import { emptyQuery, type ListConfig } from '#client/car-list/query.ts';
import type { Facet } from '#client/contracts/search.ts';

const config: ListConfig = {
  facets: [
    { Name: 'car_brand', Label: 'Märke' },
    { Name: 'car_is_used', Label: 'Begagnad' },
    { Name: 'car_price', Label: 'Pris' },
  ],
  sortOptions: [],
  fixedFilters: [],
};

describe('activeChips', () => {
  it('gives a chip per selected value, each removing only that value on the first page', () => {
    const query = { ...emptyQuery(), filters: { car_fuel: ['El', 'Diesel'] }, page: 3 };
    const chips = activeChips(query, config, 'sv-SE');
    expect(chips.map((chip) => chip.text)).toEqual(['El', 'Diesel']);
    expect(chips[0]!.without).toMatchObject({ filters: { car_fuel: ['Diesel'] }, page: 0 });
  });

  it("names a yes/no filter by its facet's label", () => {
    const query = { ...emptyQuery(), filters: { car_is_used: ['true'] } };
    expect(activeChips(query, config, 'sv-SE')[0]!.text).toBe('Begagnad');
  });

  it("removes a brand's models with the brand, as unticking it in the panel does", () => {
    const facets: Facet[] = [
      {
        name: 'car_brand',
        child_name: 'car_model',
        type: 'value',
        values: [
          { text: 'Volvo', count: 4, selected: true, children: [{ text: 'XC60', count: 2 }] },
          { text: 'BMW', count: 3, selected: true, children: [{ text: 'X3', count: 1 }] },
        ],
      },
    ];
    const query = {
      ...emptyQuery(),
      filters: { car_brand: ['Volvo', 'BMW'], car_model: ['XC60', 'X3'] },
    };
    const volvo = activeChips(query, config, 'sv-SE', facets).find(
      (chip) => chip.text === 'Volvo',
    )!;
    expect(volvo.without.filters).toEqual({ car_brand: ['BMW'], car_model: ['X3'] });
  });

  it("shows a value's label in the page's language", () => {
    const query = { ...emptyQuery(), filters: { car_fuel: ['El'] } };
    expect(activeChips(query, config, 'en-SE', [], { El: 'Electric' })[0]!.text).toBe('Electric');
  });

  it('removes the models with the last brand', () => {
    const query = {
      ...emptyQuery(),
      filters: { car_brand: ['Volvo'], car_model: ['XC60'] },
    };
    const brand = activeChips(query, config, 'sv-SE').find((chip) => chip.text === 'Volvo')!;
    expect(brand.without.filters).toEqual({});
  });

  it('shows a range with its label and bounds, and the keyphrase in quotes', () => {
    const query = {
      ...emptyQuery(),
      ranges: { car_price: [1, 2] as [number, number] },
      keyphrase: 'dragkrok',
    };
    const chips = activeChips(query, config, 'sv-SE');
    expect(chips.map((chip) => chip.text)).toEqual(['Pris: 1–2', '“dragkrok”']);
    expect(chips[0]!.without.ranges).toEqual({});
    expect(chips[1]!.without.keyphrase).toBe('');
  });
});
