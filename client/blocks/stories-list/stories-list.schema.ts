import { z } from 'zod';

/** Stories index (shell spec 2.9, 3): the list of the stories below the page it is placed on. */
export const storiesListSchema = z.object({
  type: z.literal('stories-list'),
  id: z.string(),
  fields: z.object({
    Title: z.string().min(1).optional(),
    ShowDates: z.boolean().default(true),
    /** 'Variant 2' lays the cards out as rows, image beside the text. */
    Layout: z.enum(['Default', 'Variant 2']).default('Default'),
    /** The first story of the first page shows large. */
    HighlightLatestStory: z.boolean().default(false),
    /** Tag chips above the list, with 'show all'. */
    ShowTagFilter: z.boolean().default(true),
  }),
});
export type StoriesListBlock = z.infer<typeof storiesListSchema>;

/** What the server loads for the list from the page's URL (shell spec 2.9). */
export interface StoriesListData {
  /** The page's own path, language prefix included: where tag links point. */
  listPath: string;
  /** The content path the stories are below (the page's path within its language). */
  parentPath: string;
  tags: import('../../contracts/stories.ts').StoryTag[];
  /** Tag keys of the URL that name a known tag. */
  selected: string[];
  page: import('../../contracts/stories.ts').StoryPage;
  /** The page was asked for from a cursor in the URL (a later page, without JavaScript). */
  fromCursor: boolean;
}
