import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { storyImageSchema, storyTagSchema } from '#client/contracts/stories.ts';
import { type StoriesDocument, storiesDocumentSchema } from '#src/content/embedded-stories.ts';
import { kvKeys } from '#src/kv-keys.ts';
import type { KVNamespace } from '#src/platform.ts';
import {
  type Language,
  languageSchema,
  type SiteName,
  siteNameSchema,
} from '#client/contracts/site-profile.ts';

const here = import.meta.dirname;

/** The story fields of a seeded story page (the route itself is seeded like any page). */
const storySeedSchema = z.object({
  date: z.iso.datetime(),
  title: z.string().min(1),
  preamble: z.string().min(1),
  image: storyImageSchema,
  tags: z.array(z.string().min(1)).min(1),
  author: z.string().min(1),
});

/**
 * `pages.<lang>.stories.json`: the pages file shape (the page seeder reads its routes) plus the
 * language's story tags and, on each story page, its `story` fields. Routes without `story` (the
 * year pages) are plain pages.
 */
export const storiesFileSchema = z.object({
  site: siteNameSchema,
  language: languageSchema,
  tags: z.array(storyTagSchema).min(1),
  routes: z.array(
    z.object({
      itemId: z.string().min(1),
      name: z.string().min(1),
      path: z.string(),
      fields: z.object({ navTitle: z.string().min(1) }),
      story: storySeedSchema.optional(),
    }),
  ),
});

const storiesFileName = /^pages\.([a-z]{2})\.stories\.json$/;

/** The stories documents of a site, one per language that has a stories file. */
export function readStoriesDocuments(
  site: SiteName,
  dir = join(here, 'content'),
): Array<[Language, StoriesDocument]> {
  const folder = join(dir, site);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => storiesFileName.test(file))
    .sort()
    .map((file) => {
      const path = join(folder, file);
      const parsed = storiesFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
      if (!parsed.success)
        throw new Error(
          `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      const { tags, routes, language } = parsed.data;
      const known = new Set(tags.map((tag) => tag.key));
      const stories = routes.flatMap((route) => {
        if (!route.story) return [];
        const unknown = route.story.tags.find((key) => !known.has(key));
        if (unknown)
          throw new Error(
            `${path}: ${route.path} has tag ${unknown}, which the file's tags do not list`,
          );
        const { tags: tagKeys, ...story } = route.story;
        return [
          {
            id: route.itemId,
            name: route.name,
            displayName: route.fields.navTitle,
            path: route.path,
            ...story,
            tagIds: tagKeys.map((key) => tags.find((tag) => tag.key === key)!.id),
          },
        ];
      });
      return [language, storiesDocumentSchema.parse({ tags, stories })] as [
        Language,
        StoriesDocument,
      ];
    });
}

/** Writes a site's stories documents into the content namespace; returns the keys written. */
export async function seedStories(kv: KVNamespace, site: SiteName, dir?: string): Promise<number> {
  const documents = readStoriesDocuments(site, dir);
  for (const [language, document] of documents)
    await kv.put(kvKeys.stories(site, language), JSON.stringify(document));
  return documents.length;
}
