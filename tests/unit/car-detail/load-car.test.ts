import { describe, expect, it } from 'vitest';
import { similarFilters } from '#src/pages/car-detail/load-car.ts';
import type { CarDocument } from '#client/contracts/car-document.ts';
import { regNoSchema, carMediaSchema } from '#client/contracts/car-media.ts';

const car = {
  car_id: '1',
  car_is_sample: false,
  car_site_region: 'Skåne',
  car_body: 'SUV',
  car_fuel: 'El',
  car_brand: 'Volvo',
  car_model: 'EX30',
} as CarDocument;

describe('similarFilters', () => {
  it('asks for the same region, body and fuel without the car itself', () => {
    expect(similarFilters(car)).toEqual([
      { name: 'car_id', type: 'exclude', values: ['1'] },
      { name: 'car_site_region', values: ['Skåne'] },
      { name: 'car_body', values: ['SUV'] },
      { name: 'car_fuel', values: ['El'] },
    ]);
  });
  it('asks a sample car for stock cars of its brand and model', () => {
    expect(similarFilters({ ...car, car_is_sample: true })).toEqual([
      { name: 'car_id', type: 'exclude', values: ['1'] },
      { name: 'car_is_sample', values: [false] },
      { name: 'car_brand', values: ['Volvo'] },
      { name: 'car_model', values: ['EX30'] },
    ]);
  });
});

describe('media contract', () => {
  it('normalises a registration number and refuses anything but letters and digits', () => {
    expect(regNoSchema.parse('ab12 cde')).toBe('AB12CDE');
    expect(regNoSchema.safeParse('AB-12').success).toBe(false);
    expect(regNoSchema.safeParse('A').success).toBe(false);
  });
  it('accepts site paths and https media only', () => {
    const base = {
      images360: [],
      internal360: [],
      hasVideo: true,
      has360: false,
      hasInternal360: false,
    };
    expect(carMediaSchema.safeParse({ ...base, videoUrl: '/images/media/video.svg' }).success).toBe(
      true,
    );
    expect(
      carMediaSchema.safeParse({ ...base, videoUrl: 'https://media.example/v.mp4' }).success,
    ).toBe(true);
    expect(carMediaSchema.safeParse({ ...base, videoUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(carMediaSchema.safeParse({ ...base, videoUrl: '//evil.example/v.mp4' }).success).toBe(
      false,
    );
    expect(
      carMediaSchema.safeParse({ ...base, videoUrl: 'http://media.example/v.mp4' }).success,
    ).toBe(false);
  });
});
