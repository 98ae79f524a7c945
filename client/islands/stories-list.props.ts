import { z } from 'zod';
import { storyPageSchema, storyTagSchema } from '../contracts/stories.ts';

/** What the server writes for the stories list: its first page as rendered, and how to ask for more. */
export const storiesListPropsSchema = z.object({
  /** The page the list is on (within its language prefix): tag links and the no-script next page point here. */
  listPath: z.string().startsWith('/'),
  /** The content path the stories are below, and the language, as /api/stories takes them. */
  parentPath: z.string().startsWith('/'),
  language: z.string().min(2),
  tags: z.array(storyTagSchema),
  /** Tag keys selected in the URL. */
  selected: z.array(z.string()),
  page: storyPageSchema,
  /** The URL's cursor: the page shown is a later one (no highlighted story, a link back to the start). */
  fromCursor: z.boolean(),
  showDates: z.boolean(),
  variant2: z.boolean(),
  highlightLatest: z.boolean(),
  texts: z.object({
    readMore: z.string(),
    showAll: z.string(),
    loadMore: z.string(),
    noResults: z.string(),
    loading: z.string(),
    filterLabel: z.string(),
    loadFailed: z.string(),
  }),
});
export type StoriesListProps = z.infer<typeof storiesListPropsSchema>;
