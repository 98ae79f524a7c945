import { z } from 'zod';
import { rawImageFieldSchema, rawTextFieldSchema } from './schemas.ts';

/** Raw answers of the stories queries: only the fields read, everything Edge may omit nullish. */

const rawDateFieldSchema = z
  .object({
    value: z.string().nullish(),
    dateValue: z.number().nullish(),
    formattedDateValue: z.string().nullish(),
  })
  .nullish();

/** A tag as a multilist's jsonValue holds it: the item with its fields. */
const rawTagItemSchema = z.object({
  id: z.string(),
  fields: z
    .object({
      Key: z.object({ value: z.string().nullish() }).nullish(),
      Value: z.object({ value: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

export const rawStorySchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string().nullish(),
  url: z.object({ path: z.string() }).nullish(),
  date: rawDateFieldSchema,
  title: rawTextFieldSchema,
  premble: rawTextFieldSchema,
  image: rawImageFieldSchema,
  tags: z.object({ jsonValue: z.array(rawTagItemSchema).nullish() }).nullish(),
});

export const rawStoriesSchema = z.object({
  search: z.object({
    total: z.number().int().nonnegative(),
    pageInfo: z.object({ endCursor: z.string().nullish(), hasNext: z.boolean() }),
    results: z.array(rawStorySchema.nullable()),
  }),
});

export const rawStoriesRootSchema = z.object({ item: z.object({ id: z.string() }).nullable() });

export const rawStoryTagsSchema = z.object({
  item: z
    .object({
      children: z.object({
        results: z.array(
          z
            .object({ id: z.string(), key: rawTextFieldSchema, value: rawTextFieldSchema })
            .nullable(),
        ),
      }),
    })
    .nullable(),
});

export const rawNeighbourSchema = z
  .object({
    targetItem: z
      .object({ url: z.object({ path: z.string() }).nullish(), title: rawTextFieldSchema })
      .nullish(),
  })
  .nullish();

export const rawStoryPublishInfoSchema = z.object({
  item: z
    .object({
      id: z.string(),
      date: rawDateFieldSchema,
      author: rawTextFieldSchema,
      nextArticle: rawNeighbourSchema,
      previousArticle: rawNeighbourSchema,
    })
    .nullable(),
});
