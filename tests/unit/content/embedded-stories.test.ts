import { describe, expect, it } from 'vitest';
import { readStoriesDocuments } from '#kv-seed/seed-stories.ts';
import {
  formatStoryDate,
  pageOfStories,
  publishInfoOf,
  type StoriesDocument,
  type StoredStory,
} from '#src/content/embedded-stories.ts';
import { StoryCursorError } from '#src/content/source.ts';

const story = (
  id: string,
  date: string,
  tagIds: string[] = [],
  path = `/nyheter/2026/${id}`,
): StoredStory => ({
  id,
  name: id,
  displayName: id,
  path,
  date,
  title: `Title ${id}`,
  preamble: '',
  image: null,
  tagIds,
  author: 'Anna',
});

const tags = [
  { id: 't-ev', key: 'elbil', value: 'Elbil' },
  { id: 't-tyres', key: 'vinterdack', value: 'Vinterdäck' },
  { id: 't-news', key: 'nyheter', value: 'Nyheter' },
];

const doc: StoriesDocument = {
  tags,
  stories: [
    story('a', '2026-01-01T08:00:00Z', ['t-ev']),
    story('b', '2026-03-01T08:00:00Z', ['t-tyres']),
    story('c', '2026-02-01T08:00:00Z', ['t-news', 't-ev']),
    story('d', '2026-05-01T08:00:00Z'),
    story('e', '2026-04-01T08:00:00Z', ['t-tyres']),
    story('f', '2026-04-01T08:00:00Z', ['t-news']),
    story('g', '2025-12-01T08:00:00Z', ['t-ev']),
    story('elsewhere', '2026-06-01T08:00:00Z', ['t-ev'], '/om-oss/2026/elsewhere'),
  ],
};

function allPages(source: StoriesDocument, tagIds: string[] = []): string[][] {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = pageOfStories(
      source,
      { parentPath: '/nyheter', tagIds, limit: 4, cursor },
      'sv-SE',
    );
    pages.push(page.stories.map((s) => s.id));
    cursor = page.hasNext ? page.endCursor : null;
  } while (cursor);
  return pages;
}

describe('embedded stories', () => {
  it('pages the stories below the index newest first, 4 at a time, with a total and a cursor until the end', () => {
    const first = pageOfStories(doc, { parentPath: '/nyheter', tagIds: [], limit: 4 }, 'sv-SE');
    expect(first).toMatchObject({ total: 7, hasNext: true });
    expect(first.endCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    // Same instant (e and f): by id, so the order never changes between requests.
    expect(allPages(doc)).toEqual([
      ['d', 'e', 'f', 'b'],
      ['c', 'a', 'g'],
    ]);
    const last = pageOfStories(
      doc,
      { parentPath: '/nyheter', tagIds: [], limit: 4, cursor: first.endCursor },
      'sv-SE',
    );
    expect(last).toMatchObject({ hasNext: false, endCursor: null });
  });

  it('keeps paging where it was when a newer story is published between two pages', () => {
    const first = pageOfStories(doc, { parentPath: '/nyheter', tagIds: [], limit: 4 }, 'sv-SE');
    const later = { ...doc, stories: [...doc.stories, story('new', '2026-11-01T08:00:00Z')] };
    const second = pageOfStories(
      later,
      { parentPath: '/nyheter', tagIds: [], limit: 4, cursor: first.endCursor },
      'sv-SE',
    );
    expect(second.stories.map((s) => s.id)).toEqual(['c', 'a', 'g']);
  });

  it('matches stories that have any of the wanted tags (an OR), and maps their tags', () => {
    expect(allPages(doc, ['t-ev'])).toEqual([['c', 'a', 'g']]);
    expect(allPages(doc, ['t-ev', 't-tyres'])).toEqual([['e', 'b', 'c', 'a'], ['g']]);
    const page = pageOfStories(
      doc,
      { parentPath: '/nyheter', tagIds: ['t-news'], limit: 4 },
      'sv-SE',
    );
    expect(page.total).toBe(2);
    expect(page.stories[1]!.tags).toEqual([tags[2], tags[0]]);
  });

  it('answers an empty page when no story has the tags', () => {
    expect(
      pageOfStories(doc, { parentPath: '/nyheter', tagIds: ['t-unknown'], limit: 4 }, 'sv-SE'),
    ).toEqual({
      total: 0,
      endCursor: null,
      hasNext: false,
      stories: [],
    });
  });

  it('refuses a cursor it did not issue', () => {
    for (const cursor of ['not-a-cursor', btoa('{"offset":4}'), btoa('[1,2]')]) {
      expect(() =>
        pageOfStories(doc, { parentPath: '/nyheter', tagIds: [], limit: 4, cursor }, 'sv-SE'),
      ).toThrow(StoryCursorError);
    }
  });

  it('formats dates so the first word is the date in every site locale', () => {
    const iso = '2026-11-08T09:05:00Z';
    expect(formatStoryDate(iso, 'sv-SE')).toEqual({
      value: iso,
      dateValue: Date.parse(iso),
      formattedDateValue: '2026-11-08 09:05',
    });
    for (const [locale, day] of [
      ['en-GB', '08/11/2026'],
      ['nb-NO', '08.11.2026'],
      ['fi-FI', '08.11.2026'],
      ['sk-SK', '08.11.2026'],
      ['en-SE', '2026-11-08'],
    ]) {
      expect(formatStoryDate(iso, locale!).formattedDateValue.split(' ')[0]).toBe(day);
    }
  });

  it('gives a story its older story as previous and its newer one as next, within its index', () => {
    expect(publishInfoOf(doc, '/nyheter/2026/b', 'sv-SE')).toMatchObject({
      author: 'Anna',
      previous: { path: '/nyheter/2026/c', title: 'Title c' },
      next: { path: '/nyheter/2026/f', title: 'Title f' },
    });
    expect(publishInfoOf(doc, '/nyheter/2026/d', 'sv-SE')).toMatchObject({
      next: null,
      previous: { path: '/nyheter/2026/e' },
    });
    expect(publishInfoOf(doc, '/nyheter/2025/g', 'sv-SE')?.previous ?? null).toBeNull();
    expect(publishInfoOf(doc, '/nyheter/2026/nothing', 'sv-SE')).toBeNull();
  });
});

describe('seeded stories', () => {
  const counts: Record<string, number> = {
    'group-se': 12,
    'group-no': 12,
    'group-uk': 12,
    'store-se': 6,
    'store-no': 6,
    'store-fi': 6,
    'store-sk': 6,
  };
  it('has at least 12 stories per dealer-group site and 6 per car-store site, with tags, images and authors', () => {
    for (const [site, least] of Object.entries(counts)) {
      const docs = readStoriesDocuments(site as never);
      // The site's first language: group-se's Swedish, its English has a few.
      const first = docs.find(([language]) => language !== 'en' || site === 'group-uk')![1];
      expect(first.stories.length, site).toBeGreaterThanOrEqual(least);
      for (const s of docs.flatMap(([, d]) => d.stories)) {
        expect(s.tagIds.length).toBeGreaterThan(0);
        expect(s.image?.src).toMatch(/^\/images\/stories\/[a-z-]+\.svg$/);
        expect(s.author).toBeTruthy();
      }
    }
    expect(readStoriesDocuments('group-se').map(([language]) => language)).toEqual(['en', 'sv']);
  });
});
