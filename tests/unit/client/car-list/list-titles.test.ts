import { describe, expect, it } from 'vitest';
import { listDocumentTitle, namedInPath } from '#client/car-list/list-titles.ts';
import { emptyQuery, listHref } from '#client/car-list/query.ts';

const titles = { template: '{title} | Carstore', list: 'Bilar i lager' };
const withFilters = (filters: Record<string, string[]>) => ({ ...emptyQuery(), filters });

describe('namedInPath', () => {
  it('names the brand and model listHref writes as ~ segments, and nothing else', () => {
    const cases: Array<Record<string, string[]>> = [
      { car_brand: ['Volvo'], car_model: ['XC60'] },
      { car_brand: ['Volvo'], car_model: ['XC60', 'V60'] },
      { car_brand: ['Volvo', 'BMW'], car_model: ['XC60'] },
      { car_model: ['XC60'] },
      { car_fuel: ['El'] },
    ];
    for (const filters of cases) {
      const query = withFilters(filters);
      const segments = listHref('/kop-bil', query).split('?')[0]!.split('/').slice(2);
      const named = namedInPath(query);
      expect(segments).toEqual(
        [named.brand, named.model].filter(Boolean).map((v) => `~${v!.toLowerCase()}`),
      );
    }
  });
});

describe('listDocumentTitle', () => {
  it('puts brand and model before the list title in the site template', () => {
    expect(listDocumentTitle({ brand: 'Volvo', model: 'XC60' }, titles)).toBe(
      'Volvo XC60 – Bilar i lager | Carstore',
    );
    expect(listDocumentTitle({ brand: 'Land Rover' }, titles)).toBe(
      'Land Rover – Bilar i lager | Carstore',
    );
    expect(listDocumentTitle({}, titles)).toBe('Bilar i lager | Carstore');
  });
});
