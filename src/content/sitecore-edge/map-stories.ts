import type { z } from 'zod';
import type {
  Story,
  StoryDate,
  StoryPage,
  StoryPublishInfo,
  StoryTag,
} from '#client/contracts/stories.ts';
import { toStoredPath } from '../embedded.ts';
import { ContentError } from '../source.ts';
import type { EdgeSiteRoots } from './sites.ts';
import type * as raw from './story-schemas.ts';

/** The story page template (spec: shell 3 "Story page"); a placeholder until the tenant's id is known. */
export const storyTemplateId = '3f7c2a91-6d4e-4b8a-9c1f-2e5d8b7a6c40';

/** The folder of a site's story tags: beside the footer in the site's Data folder. */
export function storyTagsFolder(roots: EdgeSiteRoots): string {
  return roots.footer.replace(/\/[^/]+$/, '/Story Tags');
}

/** The content-tree path of a route path: the home item's path plus the route's. */
export function itemPathOf(roots: EdgeSiteRoots, path: string): string {
  const stored = toStoredPath(path);
  return stored === '/' ? roots.home : `${roots.home}${stored}`;
}

/**
 * The search predicate of a stories page: story items below the root item, in the language, and
 * (with tags) any of them: an OR of "contains" per tag id (spec: shell 7).
 */
export function storiesWhere(
  rootId: string,
  language: string,
  tagIds: string[],
): Record<string, unknown> {
  return {
    AND: [
      { name: '_path', value: rootId, operator: 'CONTAINS' },
      { name: '_templates', value: storyTemplateId, operator: 'CONTAINS' },
      { name: '_language', value: language },
      ...(tagIds.length > 0
        ? [{ OR: tagIds.map((id) => ({ name: 'tags', value: id, operator: 'CONTAINS' })) }]
        : []),
    ],
  };
}

const text = (field: { value?: string | number | null } | null | undefined) =>
  field?.value == null ? '' : String(field.value).trim();

/** Tag keys travel in URLs: lower-case letters, digits and dashes. */
function toTagKey(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function toTag(id: string, key: string, value: string): StoryTag | null {
  const tagKey = toTagKey(key || value);
  return tagKey && value ? { id, key: tagKey, value } : null;
}

export function toStoryTags(answer: z.infer<typeof raw.rawStoryTagsSchema>): StoryTag[] {
  if (!answer.item) throw new ContentError('Sitecore Edge has no story tag folder for the site');
  return answer.item.children.results.flatMap((item) =>
    item ? (toTag(item.id, text(item.key), text(item.value)) ?? []) : [],
  );
}

function toDate(field: z.infer<typeof raw.rawStorySchema>['date']): StoryDate | null {
  const value = field?.value?.trim();
  if (!value) return null;
  const dateValue = field?.dateValue ?? Date.parse(value);
  if (!Number.isFinite(dateValue)) return null;
  return { value, dateValue, formattedDateValue: field?.formattedDateValue?.trim() || value };
}

const dimension = (value: string | number | null | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** A story as Edge sends it, or null (logged) when it lacks what a card needs: a date and a title. */
export function toStory(item: z.infer<typeof raw.rawStorySchema>): Story | null {
  const date = toDate(item.date);
  const title = text(item.title);
  if (!date || !title || !item.url?.path) {
    console.warn('story left out: it has no date, title or URL', { id: item.id });
    return null;
  }
  const image = item.image?.jsonValue?.value;
  return {
    id: item.id,
    date,
    name: item.name,
    displayName: item.displayName?.trim() || item.name,
    url: { path: toStoredPath(item.url.path) },
    title,
    preamble: text(item.premble),
    // Without width and height Edge's image keeps the card's 16:9 frame, so nothing shifts.
    image: image?.src
      ? {
          src: image.src,
          alt: image.alt ?? '',
          width: dimension(image.width, 1200),
          height: dimension(image.height, 675),
        }
      : null,
    tags: (item.tags?.jsonValue ?? []).flatMap(
      (tag) => toTag(tag.id, text(tag.fields?.Key), text(tag.fields?.Value)) ?? [],
    ),
  };
}

export function toStoryPage(answer: z.infer<typeof raw.rawStoriesSchema>): StoryPage {
  const { total, pageInfo, results } = answer.search;
  const hasNext = pageInfo.hasNext && !!pageInfo.endCursor;
  return {
    total,
    endCursor: hasNext ? pageInfo.endCursor! : null,
    hasNext,
    stories: results.flatMap((item) => (item ? (toStory(item) ?? []) : [])),
  };
}

function toNeighbour(field: z.infer<typeof raw.rawNeighbourSchema>) {
  const target = field?.targetItem;
  return target?.url?.path
    ? { path: toStoredPath(target.url.path), title: text(target.title) }
    : null;
}

/** The publish info of a story, or null when Edge has no item at the path. */
export function toStoryPublishInfo(
  answer: z.infer<typeof raw.rawStoryPublishInfoSchema>,
): StoryPublishInfo | null {
  const item = answer.item;
  if (!item) return null;
  const date = toDate(item.date);
  if (!date) throw new ContentError(`Sitecore Edge story ${item.id} has no date`);
  return {
    date,
    author: text(item.author) || null,
    previous: toNeighbour(item.previousArticle),
    next: toNeighbour(item.nextArticle),
  };
}
