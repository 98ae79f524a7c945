import { Hono } from 'hono';
import { storiesQuerySchema as storiesContractQuery } from '#client/contracts/stories.ts';
import { tagKeysFromQuery } from '#client/lib/stories.ts';
import { ApiError } from '../api/api-error.ts';
import { queryInput } from '../api/validate.ts';
import type { AppEnv } from '../app-env.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { routePathSchema } from '../content/schemas.ts';
import { StoryCursorError } from '../content/source.ts';
import { localiseStories, tagIdsOf } from '../pages/story-data.ts';

/** The query of GET /api/stories, its parent path held to the content's route-path rule. */
const storiesQuerySchema = storiesContractQuery.extend({ parentPath: routePathSchema });

/**
 * GET /api/stories?parentPath=&language=&tags=&cursor=&limit=: one page of stories of the host's
 * site, newest first, as `{ total, endCursor, hasNext, stories }`; the stories list island loads
 * further pages and other tags from here. Bad input answers 400 with what is wrong.
 */
export function storiesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/stories', queryInput(storiesQuerySchema, 'stories query'), async (c) => {
    const site = c.get('site');
    const { parentPath, tags, cursor, limit, ...query } = c.req.valid('query');
    const language = query.language ?? site.languages[0]!;
    if (!site.languages.includes(language)) {
      throw new ApiError(400, 'The stories query is not valid.', [
        { path: 'language', message: `${site.name} has no ${language} pages` },
      ]);
    }
    const content = createContentSource(c);
    const tagIds = tags
      ? tagIdsOf(await content.getStoryTags(site.name, language), tagKeysFromQuery([tags])).ids
      : [];
    const cache = { 'Cache-Control': 'public, max-age=60' };
    // Keys this site does not know match nothing: an empty page, not every story.
    if (tags && tagKeysFromQuery([tags]).length > 0 && tagIds.length === 0)
      return c.json({ total: 0, endCursor: null, hasNext: false, stories: [] }, 200, cache);
    try {
      const page = await content.getStories(site.name, language, {
        parentPath,
        tagIds,
        limit,
        cursor: cursor ?? null,
      });
      return c.json(localiseStories(site, language, page), 200, cache);
    } catch (error) {
      if (error instanceof StoryCursorError)
        throw new ApiError(400, 'The stories query is not valid.', [
          { path: 'cursor', message: error.message },
        ]);
      throw error;
    }
  });
  return routes;
}
