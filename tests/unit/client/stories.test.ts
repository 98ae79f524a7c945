import { describe, expect, it } from 'vitest';
import {
  firstWordOfDate,
  parentPath,
  storiesIndexPath,
  storiesListHref,
  tagKeysFromQuery,
  toggleTag,
} from '#client/lib/stories.ts';

describe('story helpers', () => {
  it('shows the first word of the formatted date on a card', () => {
    expect(firstWordOfDate('2026-11-18 08:00')).toBe('2026-11-18');
    expect(firstWordOfDate('  18.11.2026 8.00 ')).toBe('18.11.2026');
    expect(firstWordOfDate('18/11/2026')).toBe('18/11/2026');
  });

  it('finds the stories index as the item path minus its last two segments', () => {
    expect(storiesIndexPath('/om-carstore/nyheter/2026/vinterdack-pa-kopet')).toBe(
      '/om-carstore/nyheter',
    );
    expect(storiesIndexPath('/news-and-events/2025/dealer-group-of-the-year/')).toBe(
      '/news-and-events',
    );
    expect(storiesIndexPath('/a/b')).toBe('/');
    expect(storiesIndexPath('/a')).toBe('/');
  });

  it('leads back to the parent path of a story', () => {
    expect(parentPath('/om-carstore/nyheter/2026/vinterdack-pa-kopet')).toBe(
      '/om-carstore/nyheter/2026',
    );
    expect(parentPath('/news')).toBe('/');
  });

  it('toggles a tag on and off, keeping the others', () => {
    expect(toggleTag([], 'elbil')).toEqual(['elbil']);
    expect(toggleTag(['elbil', 'service'], 'elbil')).toEqual(['service']);
    expect(toggleTag(['service'], 'elbil')).toEqual(['service', 'elbil']);
  });

  it('reads tag keys from repeated or comma-separated query values, once each', () => {
    expect(tagKeysFromQuery(['elbil,Service', 'elbil', ' ,nyheter'])).toEqual([
      'elbil',
      'service',
      'nyheter',
    ]);
    expect(tagKeysFromQuery([])).toEqual([]);
  });

  it('writes plain list URLs with tags and a cursor, and the bare path without them', () => {
    expect(storiesListHref('/nyheter', [])).toBe('/nyheter');
    expect(storiesListHref('/nyheter', ['elbil', 'service'])).toBe('/nyheter?tags=elbil%2Cservice');
    expect(storiesListHref('/nyheter', ['elbil'], 'abc')).toBe('/nyheter?tags=elbil&cursor=abc');
  });
});
