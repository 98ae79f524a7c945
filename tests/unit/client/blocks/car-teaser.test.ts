import { describe, expect, it } from 'vitest';
import {
  carTeaserSchema,
  defaultTeaserCount,
} from '#client/blocks/car-teaser/car-teaser.schema.ts';
import { carDetailHref } from '#client/ui/car-card.tsx';

const block = (fields: Record<string, unknown>) =>
  carTeaserSchema.safeParse({ id: 't', type: 'car-teaser', fields });

describe('car teaser rules', () => {
  it('shows 8 cars unless the author names another count up to 24', () => {
    expect(defaultTeaserCount).toBe(8);
    expect(block({}).data?.fields.Count).toBe(8);
    expect(block({ Count: '4' }).data?.fields.Count).toBe(4);
    expect(block({ Count: 25 }).success).toBe(false);
  });

  it('takes only numeric car ids and the search contract filter shape', () => {
    expect(block({ CarIds: ['40000001', '40000002'] }).success).toBe(true);
    expect(block({ CarIds: ['1 OR 1=1'] }).success).toBe(false);
    expect(block({ Filters: [{ name: 'car_fuel', values: ['El'] }] }).success).toBe(true);
    expect(block({ Filters: [{ name: 'car_fuel', values: ['El'], extra: 1 }] }).success).toBe(
      false,
    );
  });

  it('links a car to the translated detail path, its id and slug', () => {
    expect(
      carDetailHref('/kop-bil/bil', { car_id: '40000001', slug: 'volvo-xc60-b4-core-2023' }),
    ).toBe('/kop-bil/bil/40000001/volvo-xc60-b4-core-2023');
    expect(carDetailHref('/buy-car/car/', { car_id: '3', slug: 'a b' })).toBe(
      '/buy-car/car/3/a%20b',
    );
  });
});
