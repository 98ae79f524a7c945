/**
 * Which car a path names (car-stock spec 2, Car detail page). The path (within the site's language)
 * must lie under the dictionary's pathToCarDetail, one or two segments deep:
 * - `{id}/{slug}`: a numeric first segment is the id;
 * - `{a}/{b}` where `{a}` is not numeric: the last segment is the id;
 * - `{id}` alone: the car is looked up and the page redirects (302) to `{id}/{slug}`;
 * - the detail path itself: no id, not found.
 * Paths the car list owns are never taken: anything under pathToCarList, and any `~brand`/`~model`
 * segment (the car-list URL contract).
 */
export type DetailPath =
  | { kind: 'none' }
  | { kind: 'missing-id' }
  | { kind: 'id-only'; id: string }
  | { kind: 'car'; id: string; slug: string | null };

// At most 64 characters, as idShape: a longer segment names no car (and is no search value).
const numeric = /^\d{1,64}$/;
/** A car id as the indexes have them: digits, or the letters, digits and dashes of an external id. */
const idShape = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parseDetailPath(
  path: string,
  pathToCarDetail: string,
  pathToCarList: string,
): DetailPath {
  const base = segmentsOf(pathToCarDetail.toLowerCase());
  const list = segmentsOf(pathToCarList.toLowerCase());
  const segments = segmentsOf(path).map(decode);
  const lower = segments.map((segment) => segment.toLowerCase());
  if (base.length === 0 && segments.length === 0) return { kind: 'none' };
  if (!base.every((segment, i) => lower[i] === segment)) return { kind: 'none' };
  const rest = segments.slice(base.length);
  if (rest.some((segment) => segment.startsWith('~'))) return { kind: 'none' };
  // The car list may live under the detail path (/kop-bil/alla-bilar-i-lager under /kop-bil).
  if (list.length > base.length && list.every((segment, i) => lower[i] === segment))
    return { kind: 'none' };
  if (rest.length === 0) return { kind: 'missing-id' };
  if (rest.length === 1)
    return numeric.test(rest[0]!) ? { kind: 'id-only', id: rest[0]! } : { kind: 'none' };
  if (rest.length !== 2) return { kind: 'none' };
  const [first, last] = rest as [string, string];
  if (numeric.test(first)) return { kind: 'car', id: first, slug: last };
  return idShape.test(last) ? { kind: 'car', id: last, slug: null } : { kind: 'none' };
}

/** The page of a car: the detail path, its id and its slug (the same as client/ui/car-card.tsx carDetailHref). */
export function detailPathOf(pathToCarDetail: string, id: string, slug: string): string {
  return `${pathToCarDetail.replace(/\/+$/, '')}/${encodeURIComponent(id)}/${encodeURIComponent(slug)}`;
}
