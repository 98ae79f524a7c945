import { describe, expect, it } from 'vitest';
import { detailPathOf, parseDetailPath } from '#src/pages/car-detail/detail-path.ts';

describe('parseDetailPath', () => {
  const se = (path: string) => parseDetailPath(path, '/kop-bil', '/kop-bil/alla-bilar-i-lager');
  const uk = (path: string) => parseDetailPath(path, '/buy-car/car', '/buy-car/all-cars');

  it('takes a numeric first segment as the id and the next as the slug', () => {
    expect(se('/kop-bil/10000042/volvo-xc60-b4-2021')).toEqual({
      kind: 'car',
      id: '10000042',
      slug: 'volvo-xc60-b4-2021',
    });
    expect(uk('/buy-car/car/30000004/bmw-ix1')).toEqual({
      kind: 'car',
      id: '30000004',
      slug: 'bmw-ix1',
    });
  });

  it('answers id-only for a bare numeric id, to be redirected', () => {
    expect(se('/kop-bil/10000042')).toEqual({ kind: 'id-only', id: '10000042' });
    expect(se('/kop-bil/10000042/')).toEqual({ kind: 'id-only', id: '10000042' });
  });

  it('takes the last segment as the id when the last two are not numeric', () => {
    expect(uk('/buy-car/car/old-slug/AB12345')).toEqual({ kind: 'car', id: 'AB12345', slug: null });
  });

  it('says the id is missing on the detail path itself', () => {
    expect(uk('/buy-car/car')).toEqual({ kind: 'missing-id' });
    expect(uk('/buy-car/car/')).toEqual({ kind: 'missing-id' });
  });

  it('matches the detail path case-insensitively', () => {
    expect(uk('/Buy-Car/CAR/30000004/bmw-ix1')).toEqual({
      kind: 'car',
      id: '30000004',
      slug: 'bmw-ix1',
    });
  });

  it('leaves paths of the car list alone', () => {
    expect(se('/kop-bil/alla-bilar-i-lager')).toEqual({ kind: 'none' });
    expect(se('/kop-bil/alla-bilar-i-lager/~volvo')).toEqual({ kind: 'none' });
    expect(se('/kop-bil/~volvo/~xc60')).toEqual({ kind: 'none' });
    expect(se('/kop-bil/nya-bilar-i-lager/~volvo')).toEqual({ kind: 'none' });
  });

  it('leaves paths outside the detail path, deeper paths and a bare non-numeric segment alone', () => {
    expect(se('/om-oss/10000042/x')).toEqual({ kind: 'none' });
    expect(se('/kop-bilar/10000042/x')).toEqual({ kind: 'none' });
    expect(se('/kop-bil/a/b/c')).toEqual({ kind: 'none' });
    expect(se('/kop-bil/bilmarken')).toEqual({ kind: 'none' });
    expect(se('/')).toEqual({ kind: 'none' });
  });

  it('works with a language prefix in the detail path', () => {
    expect(
      parseDetailPath('/en/buy-car/10000042/volvo', '/en/buy-car', '/en/buy-car/all-cars'),
    ).toEqual({ kind: 'car', id: '10000042', slug: 'volvo' });
  });
});

describe('detailPathOf', () => {
  it('joins the detail path, id and slug without a double slash', () => {
    expect(detailPathOf('/kop-bil/', '10000042', 'volvo-xc60')).toBe(
      '/kop-bil/10000042/volvo-xc60',
    );
  });
});
