/** Pure story helpers shared by the worker and the stories island (no zod: islands import this). */

/** Stories page size of the list (spec: shell 9). */
export const storiesPageSize = 4;

/** The card's date: the first word of the formatted date (the date without its time). */
export function firstWordOfDate(formatted: string): string {
  return formatted.trim().split(/\s+/)[0] ?? '';
}

/** The stories index of an item: its path minus the last two segments (spec: shell 2.9). */
export function storiesIndexPath(itemPath: string): string {
  const segments = itemPath.split('/').filter(Boolean);
  return `/${segments.slice(0, Math.max(0, segments.length - 2)).join('/')}`;
}

/** A path's parent: where a story's back button leads. */
export function parentPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return `/${segments.slice(0, -1).join('/')}`;
}

/** Tag keys from the `tags` query parameter (comma separated, possibly repeated). */
export function tagKeysFromQuery(values: string[]): string[] {
  const keys = values
    .flatMap((value) => value.split(','))
    .map((key) => key.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(keys)];
}

/** Selecting a tag adds it, selecting it again removes it (spec: shell 4, tags toggle). */
export function toggleTag(selected: string[], key: string): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}

/** The URL of a stories list with these tags (and a cursor, for the no-script next page). */
export function storiesListHref(path: string, tags: string[], cursor?: string | null): string {
  const params = new URLSearchParams();
  if (tags.length > 0) params.set('tags', tags.join(','));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
