import type { StoriesListData } from '#client/blocks/stories-list/stories-list.schema.ts';
import type { ListTitles } from '#client/car-list/list-titles.ts';
import type { StoriesTeaserData } from '#client/blocks/stories-teaser/stories-teaser.schema.ts';
import type { StoryNavigationData } from '#client/blocks/story-navigation/story-navigation.schema.ts';
import type { Story, StoryPage, StoryPublishInfo, StoryTag } from '#client/contracts/stories.ts';
import {
  parentPath,
  storiesIndexPath,
  storiesPageSize,
  tagKeysFromQuery,
} from '#client/lib/stories.ts';
import { type ContentSource, StoryCursorError } from '../content/source.ts';
import type { Block } from '#client/blocks/schema.ts';
import type { PageFields } from '../content/schemas.ts';
import { type HeadData, withArticle } from '../render/head.ts';
import type { Language } from '#client/contracts/site-profile.ts';
import type { Site } from '../sites/catalogue.ts';
import { localisedPath } from '../sites/language.ts';

/** The page a block is on: what story blocks need besides their fields. */
export interface BlockPage {
  content: ContentSource;
  language: Language;
  /** The route's path within its language. */
  path: string;
  url: URL;
  /** The site's title template and the route's title (a car list retitles its page in place). */
  titles?: ListTitles;
}

/** Story links as a visitor follows them: with the language prefix of the page. */
export function localiseStories(site: Site, language: Language, page: StoryPage): StoryPage {
  return { ...page, stories: page.stories.map((story) => localiseStory(site, language, story)) };
}

function localiseStory(site: Site, language: Language, story: Story): Story {
  return { ...story, url: { path: localisedPath(site, language, story.url.path) } };
}

/** The tag ids of the known keys among the wanted ones; unknown keys are ignored. */
export function tagIdsOf(tags: StoryTag[], keys: string[]): { ids: string[]; keys: string[] } {
  const known = tags.filter((tag) => keys.includes(tag.key));
  return { ids: known.map((tag) => tag.id), keys: known.map((tag) => tag.key) };
}

/**
 * The stories list's first page as the URL asks for it: `tags` (keys, comma separated) and, for
 * the no-script load more, `cursor`. A cursor that is not the source's falls back to the first page.
 */
export async function loadStoriesList(site: Site, page: BlockPage): Promise<StoriesListData> {
  const { content, language, path, url } = page;
  const tags = await content.getStoryTags(site.name, language);
  const selected = tagIdsOf(tags, tagKeysFromQuery(url.searchParams.getAll('tags')));
  const cursor = url.searchParams.get('cursor');
  const query = { parentPath: path, tagIds: selected.ids, limit: storiesPageSize };
  let stories: StoryPage;
  let fromCursor = false;
  try {
    stories = await content.getStories(site.name, language, { ...query, cursor });
    fromCursor = !!cursor;
  } catch (error) {
    if (!(error instanceof StoryCursorError)) throw error;
    stories = await content.getStories(site.name, language, query);
  }
  return {
    listPath: localisedPath(site, language, path),
    parentPath: path,
    tags,
    selected: selected.keys,
    page: localiseStories(site, language, stories),
    fromCursor,
  };
}

/** The latest stories of the page's index (its path minus two segments), the page's own story left out. */
export async function loadStoriesTeaser(
  site: Site,
  page: BlockPage,
  count: number,
): Promise<StoriesTeaserData> {
  const index = storiesIndexPath(page.path);
  const answer = await page.content.getStories(site.name, page.language, {
    parentPath: index,
    tagIds: [],
    limit: count + 1,
  });
  const others = answer.stories.filter((story) => story.url.path !== page.path).slice(0, count);
  return {
    stories: others.map((story) => localiseStory(site, page.language, story)),
    indexPath: localisedPath(site, page.language, index),
  };
}

/**
 * The story's back, previous and next links. A failure to load the neighbours is logged and
 * rethrown (spec: shell 8 "Sequential article navigation failure"): the section shows its error.
 */
export async function loadStoryNavigation(
  site: Site,
  page: BlockPage,
  info: Promise<StoryPublishInfo | null>,
): Promise<StoryNavigationData> {
  try {
    const found = await info;
    const link = (to: { path: string; title: string } | null) =>
      to ? { ...to, path: localisedPath(site, page.language, to.path) } : null;
    return {
      backPath: localisedPath(site, page.language, parentPath(page.path)),
      previous: link(found?.previous ?? null),
      next: link(found?.next ?? null),
    };
  } catch (error) {
    console.error('story navigation: the previous and next articles could not be loaded', {
      site: site.name,
      path: page.path,
      error,
    });
    throw error;
  }
}

/** A page is a story page when it carries the story's publish info or navigation. */
export function isStoryPage(blocks: Block[]): boolean {
  return blocks.some(
    (block) => block.type === 'story-publish-info' || block.type === 'story-navigation',
  );
}

/**
 * The head of a story page with its Article block: headline and image from the page's fields,
 * dates and author from the publish info. The head must not wait on a failure: without publish
 * info the page keeps its plain head (the navigation block shows the error).
 */
export async function storyHead(
  site: Site,
  page: BlockPage,
  fields: PageFields,
  head: HeadData,
): Promise<HeadData> {
  try {
    const info = await page.content.getStoryPublishInfo(site.name, page.language, page.path);
    if (!info) return head;
    return withArticle(
      head,
      {
        headline: fields.metaTitle?.trim() || fields.navTitle,
        datePublished: info.date.value,
        author: info.author,
        image: fields.ogImage,
        publisher: head.siteName,
      },
      page.url,
    );
  } catch (error) {
    console.warn('story page: no Article data for the head', {
      site: site.name,
      path: page.path,
      error,
    });
    return head;
  }
}
