import { z } from 'zod';
import type {
  Story,
  StoryDate,
  StoryPage,
  StoryPublishInfo,
  StoryTag,
} from '#client/contracts/stories.ts';
import { storyImageSchema, storyTagSchema } from '#client/contracts/stories.ts';
import { routePathSchema } from './schemas.ts';
import { StoryCursorError, type StoryQuery } from './source.ts';

/** A story as seeded into KV: the story page's own fields, tags by id. */
export const storedStorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  displayName: z.string().min(1),
  path: routePathSchema,
  date: z.iso.datetime(),
  title: z.string().min(1),
  preamble: z.string(),
  image: storyImageSchema.nullable(),
  tagIds: z.array(z.string().min(1)),
  author: z.string().min(1).nullable(),
});
export type StoredStory = z.infer<typeof storedStorySchema>;

/** The stories document of one language of a site: every story and every tag, one KV read. */
export const storiesDocumentSchema = z.object({
  tags: z.array(storyTagSchema),
  stories: z.array(storedStorySchema),
});
export type StoriesDocument = z.infer<typeof storiesDocumentSchema>;

/**
 * Date and time in the locale, the date first and without inner spaces, so the first word is the
 * date ('2026-11-23 09:00', '23/11/2026 09:00', '23.11.2026 9.00'). Times are UTC: the seeds are.
 */
export function formatStoryDate(iso: string, locale: string): StoryDate {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  })
    .format(date)
    .replace(/\s+/g, '');
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
  return { value: iso, dateValue: date.getTime(), formattedDateValue: `${day} ${time}` };
}

/** Newest first; stories of the same instant by id, so the order (and every cursor) is stable. */
function newestFirst(a: StoredStory, b: StoredStory): number {
  return Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id);
}

/** A cursor names the last story of a page by its date and id: opaque to callers, stable under inserts. */
export function encodeCursor(story: StoredStory): string {
  return btoa(JSON.stringify([Date.parse(story.date), story.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const cursorSchema = z.tuple([z.number().int(), z.string().min(1)]);

function decodeCursor(cursor: string): [number, string] {
  try {
    const parsed = cursorSchema.safeParse(
      JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))),
    );
    if (parsed.success) return parsed.data;
  } catch {
    // Not base64 or not JSON: the same answer as a well-formed cursor of another shape.
  }
  throw new StoryCursorError(
    'the stories cursor is not one this site issued; start again from the first page',
  );
}

/** Whether a story sorts after the cursor's story (is on a later page). */
function isAfter(story: StoredStory, [dateValue, id]: [number, string]): boolean {
  const time = Date.parse(story.date);
  return time < dateValue || (time === dateValue && story.id.localeCompare(id) > 0);
}

function isBelow(path: string, parent: string): boolean {
  const base = parent === '/' ? '' : parent.toLowerCase().replace(/\/+$/, '');
  return path.startsWith(`${base}/`) && path !== base;
}

function toStory(stored: StoredStory, tags: Map<string, StoryTag>, locale: string): Story {
  return {
    id: stored.id,
    date: formatStoryDate(stored.date, locale),
    name: stored.name,
    displayName: stored.displayName,
    url: { path: stored.path },
    title: stored.title,
    preamble: stored.preamble,
    image: stored.image,
    tags: stored.tagIds.flatMap((id) => tags.get(id) ?? []),
  };
}

/** One page of the stories below the query's parent, with any of its tags, newest first. */
export function pageOfStories(doc: StoriesDocument, query: StoryQuery, locale: string): StoryPage {
  const wanted = new Set(query.tagIds);
  const matching = doc.stories
    .filter((story) => isBelow(story.path, query.parentPath))
    .filter((story) => wanted.size === 0 || story.tagIds.some((id) => wanted.has(id)))
    .sort(newestFirst);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const start = after ? matching.findIndex((story) => isAfter(story, after)) : 0;
  const from = start === -1 ? matching.length : start;
  const page = matching.slice(from, from + query.limit);
  const hasNext = from + page.length < matching.length;
  const last = page.at(-1);
  const tags = new Map(doc.tags.map((tag) => [tag.id, tag]));
  return {
    total: matching.length,
    endCursor: hasNext && last ? encodeCursor(last) : null,
    hasNext,
    stories: page.map((story) => toStory(story, tags, locale)),
  };
}

/**
 * The publish info of the story at a path: previous is the story of the same index published
 * just before it, next the one just after (the index is the path minus its last two segments).
 */
export function publishInfoOf(
  doc: StoriesDocument,
  path: string,
  locale: string,
): StoryPublishInfo | null {
  const stored = path.toLowerCase().replace(/\/+$/, '');
  const story = doc.stories.find((s) => s.path === stored);
  if (!story) return null;
  const index = story.path.split('/').slice(0, -2).join('/');
  const siblings = doc.stories.filter((s) => isBelow(s.path, index || '/')).sort(newestFirst);
  const at = siblings.indexOf(story);
  const link = (s: StoredStory | undefined) => (s ? { path: s.path, title: s.title } : null);
  return {
    date: formatStoryDate(story.date, locale),
    author: story.author,
    previous: link(siblings[at + 1]),
    next: link(at > 0 ? siblings[at - 1] : undefined),
  };
}
