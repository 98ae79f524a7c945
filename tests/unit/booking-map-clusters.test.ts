import { describe, expect, it } from 'vitest';
import { clusterPoints } from '#client/booking/map-clusters.ts';
import { fitView, toScreen, worldPixel } from '#client/booking/map-view.ts';

const point = (id: string, x: number, y: number) => ({ id, x, y });

describe('marker clustering', () => {
  it('merges markers closer than the radius into one cluster at their centre', () => {
    const clusters = clusterPoints([point('a', 100, 100), point('b', 120, 100)], 36);
    expect(clusters).toEqual([{ ids: ['a', 'b'], x: 110, y: 100 }]);
  });

  it('keeps markers the radius or more apart as markers of their own', () => {
    const clusters = clusterPoints([point('a', 0, 0), point('b', 36, 0), point('c', 0, 50)], 36);
    expect(clusters.map((cluster) => cluster.ids)).toEqual([['a'], ['b'], ['c']]);
  });

  it("keeps the markers' order in a cluster and clusters the same way every time", () => {
    const points = [point('near', 10, 10), point('far', 400, 400), point('next', 20, 15)];
    const first = clusterPoints(points, 36);
    expect(first.map((cluster) => cluster.ids)).toEqual([['near', 'next'], ['far']]);
    expect(clusterPoints(points, 36)).toEqual(first);
  });

  it('splits a cluster once the view is scaled up enough (a zoom in)', () => {
    const at = (scale: number) =>
      clusterPoints(
        [point('a', 100 * scale, 100 * scale), point('b', 110 * scale, 100 * scale)],
        36,
      );
    expect(at(1)).toHaveLength(1);
    expect(at(4)).toHaveLength(2);
  });

  it('gives no clusters for no markers', () => {
    expect(clusterPoints([], 36)).toEqual([]);
  });
});

describe('the map view', () => {
  const screen = { width: 800, height: 500 };

  it('fits every point inside the screen with the padding, at the screen aspect', () => {
    const points = [
      { x: 100, y: 1000 },
      { x: 300, y: 1200 },
      { x: 250, y: 900 },
    ];
    const view = fitView(points, screen, { padding: 40, minSpan: 10 });
    expect(view.width / view.height).toBeCloseTo(800 / 500);
    for (const p of points) {
      const { x, y } = toScreen(p, view, screen);
      expect(x).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(x).toBeLessThanOrEqual(760 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(40 - 1e-9);
      expect(y).toBeLessThanOrEqual(460 + 1e-9);
    }
  });

  it('spans at least the minimum around a single point, centred on it', () => {
    const view = fitView([{ x: 50, y: 60 }], screen, { padding: 40, minSpan: 300 });
    expect(Math.min(view.width, view.height)).toBeCloseTo(300);
    expect(toScreen({ x: 50, y: 60 }, view, screen)).toEqual({ x: 400, y: 250 });
  });

  it('places coordinates in Web Mercator world pixels: twice as far apart a zoom level up', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const a = worldPixel(57.7, 11.97, 10);
    const b = worldPixel(57.7, 11.99, 10);
    const a11 = worldPixel(57.7, 11.97, 11);
    const b11 = worldPixel(57.7, 11.99, 11);
    expect(b11.x - a11.x).toBeCloseTo(2 * (b.x - a.x));
    expect(worldPixel(59.33, 18.07, 5).y).toBeLessThan(worldPixel(55.6, 13.0, 5).y);
  });
});
