import { describe, expect, it } from 'vitest';
import { carSearchHref, facetSegment } from '#client/blocks/car-search-hero/car-search-url.ts';

describe('car search hero URL', () => {
  it('puts brand then model after the search path as ~segments and the words in keyphrase', () => {
    expect(
      carSearchHref('/kop-bil', { brand: 'Volvo', model: 'XC60', keyphrase: 'dragkrok' }),
    ).toBe('/kop-bil/~volvo/~xc60?keyphrase=dragkrok');
    expect(carSearchHref('/kop-bil/', { brand: 'Land Rover', model: 'Range Rover Evoque' })).toBe(
      '/kop-bil/~land-rover/~range-rover-evoque',
    );
    expect(carSearchHref('/buy-car/all-cars', { brand: 'Mercedes-Benz' })).toBe(
      '/buy-car/all-cars/~mercedes-benz',
    );
  });

  it('goes to the plain search path with only the words, or nothing chosen', () => {
    expect(carSearchHref('/kop-bil', { keyphrase: '  blå   automat ' })).toBe(
      '/kop-bil?keyphrase=bl%C3%A5+automat',
    );
    expect(carSearchHref('/kop-bil', {})).toBe('/kop-bil');
  });

  it('sends a model without a brand as a parameter, since the first segment is always the brand', () => {
    expect(carSearchHref('/osta-auto', { model: 'Octavia', keyphrase: 'farmari' })).toBe(
      '/osta-auto?car_model=Octavia&keyphrase=farmari',
    );
  });

  it('escapes what a path segment cannot hold', () => {
    expect(facetSegment('Škoda')).toBe('~%C5%A1koda');
    expect(facetSegment('ID.4 / GTX')).toBe('~id.4-%2F-gtx');
  });
});
