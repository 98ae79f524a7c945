import { apiRoute } from './api-route.ts';
import type { StoriesQuery, StoryPage } from './stories.ts';

// Apart from stories.ts so that the stories list's chunk gets the route and guard without zod.

/**
 * A page of stories as the browser checks it again (the worker answers storyPageSchema): by hand,
 * because parsing with the schema would add zod to the stories list's chunk.
 */
export function isStoryPage(body: unknown): body is StoryPage {
  const page = body as Partial<StoryPage> | null;
  return (
    !!page &&
    Array.isArray(page.stories) &&
    typeof page.hasNext === 'boolean' &&
    typeof page.total === 'number'
  );
}

/** `GET /api/stories` (shell spec 2.9): further pages and other tags of the stories list. */
export const storiesRoute = apiRoute<StoriesQuery, StoryPage>('GET', '/api/stories', {
  accepts: isStoryPage,
});
