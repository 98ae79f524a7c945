import { z } from 'zod';
import { storiesPageSize } from '../lib/stories.ts';
import { languageSchema } from './site-profile.ts';

/**
 * Stories as the worker hands them to blocks, islands and the /api/stories endpoint (spec: shell
 * 2.9, 3 "Story page", "Story tag"). The content source shapes Edge's and KV's answers into these.
 */

export const storyTagSchema = z.object({
  id: z.string().min(1),
  /** The tag's stable key: what tag filter links carry in the URL. */
  key: z.string().regex(/^[a-z0-9-]+$/),
  /** What a visitor reads on the chip. */
  value: z.string().min(1),
});
export type StoryTag = z.infer<typeof storyTagSchema>;

export const storyDateSchema = z.object({
  /** ISO date-time as the content platform stores it. */
  value: z.string().min(1),
  /** Milliseconds since the epoch: the ordering key. */
  dateValue: z.number(),
  /** Date and time in the site's locale, date first: the card shows its first word. */
  formattedDateValue: z.string(),
});
export type StoryDate = z.infer<typeof storyDateSchema>;

export const storyImageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type StoryImage = z.infer<typeof storyImageSchema>;

export const storySchema = z.object({
  id: z.string().min(1),
  date: storyDateSchema,
  name: z.string().min(1),
  displayName: z.string().min(1),
  url: z.object({ path: z.string().startsWith('/') }),
  title: z.string().min(1),
  preamble: z.string(),
  image: storyImageSchema.nullable(),
  tags: z.array(storyTagSchema),
});
export type Story = z.infer<typeof storySchema>;

/** One page of stories, newest first, with the cursor of the next page. */
export const storyPageSchema = z.object({
  total: z.number().int().nonnegative(),
  endCursor: z.string().nullable(),
  hasNext: z.boolean(),
  stories: z.array(storySchema),
});
export type StoryPage = z.infer<typeof storyPageSchema>;

export const storyLinkSchema = z.object({ path: z.string().startsWith('/'), title: z.string() });

/** The publish info of one story: its date and author, and its neighbours by date. */
export const storyPublishInfoSchema = z.object({
  date: storyDateSchema,
  author: z.string().nullable(),
  /** The story published just before this one (older), or null. */
  previous: storyLinkSchema.nullable(),
  /** The story published just after this one (newer), or null. */
  next: storyLinkSchema.nullable(),
});
export type StoryPublishInfo = z.infer<typeof storyPublishInfoSchema>;

/**
 * The query of `GET /api/stories` (the stories list's further pages and tag choices): whose
 * stories (the list's parent path, which the worker also holds to its route-path rule), in which
 * language, with which tags, from which cursor.
 */
export const storiesQuerySchema = z.object({
  parentPath: z.string(),
  language: languageSchema.optional(),
  /** Tag keys, comma separated: a story with any of them matches. */
  tags: z
    .string()
    .max(500)
    .regex(/^[a-z0-9,-]*$/, 'tag keys: lower-case letters, digits and dashes, comma separated')
    .optional(),
  cursor: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_\-=+/.:]+$/, 'a cursor from a previous answer')
    .optional(),
  limit: z.coerce.number().int().min(1).max(12).default(storiesPageSize),
});
export type StoriesQuery = z.input<typeof storiesQuerySchema>;
