// The visible part of the workshop map: which rectangle of the drawing (or of the world, for the
// maps service) the map shows, and where a coordinate lands on screen. Pure.

/** A rectangle of the drawing's units: what an SVG viewBox shows. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The map's size on screen, in pixels. */
export interface ScreenSize {
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/**
 * The smallest view that holds every point with `padding` pixels to spare on each side, at the
 * screen's aspect ratio, and spans at least `minSpan` units (a single workshop is not shown at an
 * absurd scale). Centred on the points' bounding box.
 */
export function fitView(
  points: readonly Point[],
  screen: ScreenSize,
  { padding, minSpan }: { padding: number; minSpan: number },
): View {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = xs.length
    ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
    : [0, 0, 0, 0];
  const aspect = screen.width / screen.height;
  // Units per pixel that fit the box inside the screen less its padding, both ways.
  const inner = { width: screen.width - 2 * padding, height: screen.height - 2 * padding };
  const scale = Math.max(
    (right - left) / Math.max(inner.width, 1),
    (bottom - top) / Math.max(inner.height, 1),
    minSpan / Math.min(screen.width, screen.height),
  );
  const width = screen.width * scale;
  const height = width / aspect;
  return {
    x: (left + right) / 2 - width / 2,
    y: (top + bottom) / 2 - height / 2,
    width,
    height,
  };
}

/** Where a point of the drawing lands on the screen showing `view`, in pixels. */
export function toScreen(point: Point, view: View, screen: ScreenSize): Point {
  return {
    x: ((point.x - view.x) / view.width) * screen.width,
    y: ((point.y - view.y) / view.height) * screen.height,
  };
}

/**
 * A coordinate in the maps service's world pixels at a zoom level (Web Mercator, 256-pixel tiles),
 * so its markers cluster by the same pixel distance as the offline drawing's.
 */
export function worldPixel(latitude: number, longitude: number, zoom: number): Point {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}
