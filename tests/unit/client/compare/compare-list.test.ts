import { describe, expect, it } from 'vitest';
import {
  type CompareCar,
  equipmentUnion,
  formatCompareDate,
  parseStoredCompare,
  toggleCompared,
  withDetail,
} from '#client/compare/compare-list.ts';
import { compareRows, overviewRows, technicalRows } from '#client/compare/compare-rows.ts';
import { compareRowTexts } from '#client/compare/compare.texts.ts';

const car = (id: string): CompareCar => ({
  car_id: id,
  slug: `car-${id}`,
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_year: 2023,
  car_mileage_text: '1 000 mil',
  car_fuel: 'Diesel',
  car_price_text: '399 900 kr',
  car_has_campaign_price: false,
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
    expect(
      parseStoredCompare(JSON.stringify([{ car_id: 1 }, car('3')])).map((c) => c.car_id),
    ).toEqual(['3']);
  });
});

describe('comparison table data', () => {
  const swedish = { locale: 'sv-SE', wordLabels: {}, powerText: null, indexFinance: true };

  it('shows dates as YYYY-MM-DD whatever shape they arrive in', () => {
    expect(formatCompareDate('2021-03-04')).toBe('2021-03-04');
    expect(formatCompareDate('2021-03-04T10:20:00.000Z')).toBe('2021-03-04');
    expect(formatCompareDate('04/03/2021')).toBe('2021-03-04');
    expect(formatCompareDate('4.3.2021')).toBe('2021-03-04');
    expect(formatCompareDate(null)).toBe('');
    expect(formatCompareDate('  ')).toBe('');
  });

  it('lists every equipment item of the selection once, in the order the cars name them', () => {
    const a = { ...car('1'), car_equipment: ['Dragkrok', 'Navigation'] };
    const b = { ...car('2'), car_equipment: ['Navigation', ' Backkamera '] };
    expect(equipmentUnion([a, b, car('3')])).toEqual(['Dragkrok', 'Navigation', 'Backkamera']);
  });

  it('merges a fetched record into its entry, keeping card fields the record lacks and cars removed meanwhile out', () => {
    const list = [car('1'), car('2')];
    const merged = withDetail(list, {
      ...car('2'),
      car_price_text: '389 900 kr',
      car_gearbox: 'Automat',
      car_model_text: null,
    } as CompareCar);
    expect(merged[1]).toMatchObject({
      car_id: '2',
      car_price_text: '389 900 kr',
      car_gearbox: 'Automat',
    });
    expect(merged[0]).toEqual(car('1'));
    expect(withDetail([car('1')], car('9'))).toEqual([car('1')]);
  });

  it('builds rows with one cell per car, formats monthly costs and drops rows no car has', () => {
    const a = {
      ...car('1'),
      car_gearbox: 'Automat',
      car_firstregistration: '2022-05-17T00:00:00Z',
      car_loan_monthly_cost: 3490,
      car_price_currency: 'SEK',
    };
    const b = { ...car('2'), car_has_campaign_price: true, car_campaign_price_text: '349 900 kr' };
    const rows = compareRows(overviewRows, [a, b], compareRowTexts.sv, swedish);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.price!.cells).toEqual(['399 900 kr', '349 900 kr']);
    expect(byKey.gearbox).toMatchObject({ label: 'Växellåda', cells: ['Automat', ''] });
    expect(byKey.firstRegistration!.cells).toEqual(['2022-05-17', '']);
    expect(byKey.loan!.cells[0]).toMatch(/^3\s490\skr$/);
    expect(byKey.body).toBeUndefined();
    expect(compareRows(technicalRows, [a, b], compareRowTexts.sv, swedish)).toEqual([]);
  });

  it("shows a car's stock words in the page's language", () => {
    const a = { ...car('1'), car_gearbox: 'Automat', car_fuel: 'El' };
    const rows = compareRows(overviewRows, [a], compareRowTexts.en, {
      ...swedish,
      locale: 'en-SE',
      wordLabels: { Automat: 'Automatic', El: 'Electric' },
    });
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
    expect(byKey.gearbox!.cells).toEqual(['Automatic']);
    expect(byKey.fuel!.cells).toEqual(['Electric']);
  });

  it("writes power in the page's language from the horsepower, and the index's text otherwise", () => {
    const a = { ...car('1'), car_power: 190, car_power_text: '190 hk' };
    const cellsIn = (powerText: string | null) =>
      compareRows(overviewRows, [a], compareRowTexts.en, { ...swedish, powerText }).find(
        (row) => row.key === 'power',
      )!.cells;
    expect(cellsIn('{hp} bhp')).toEqual(['190 bhp']);
    expect(cellsIn('{kw} kW ({hp} hv)')).toEqual(['140 kW (190 hv)']);
    expect(cellsIn(null)).toEqual(['190 hk']);
  });

  it("leaves the index's monthly costs out where the site's finance is the partner's quotes", () => {
    const a = { ...car('1'), car_loan_monthly_cost: 299, car_privateleasing_monthly_cost: 249 };
    const keysWith = (indexFinance: boolean) =>
      compareRows(overviewRows, [{ ...a, car_price_currency: 'GBP' }], compareRowTexts.en, {
        ...swedish,
        locale: 'en-GB',
        indexFinance,
      }).map((row) => row.key);
    expect(keysWith(true)).toEqual(expect.arrayContaining(['loan', 'privateLeasing']));
    expect(keysWith(false)).not.toContain('loan');
    expect(keysWith(false)).not.toContain('privateLeasing');
  });
});
