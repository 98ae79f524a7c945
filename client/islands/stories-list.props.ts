import { z } from 'zod';
import { languageSchema } from '../contracts/site-profile.ts';
import { storyPageSchema, storyTagSchema } from '../contracts/stories.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import { storiesDictionaryDefaults } from '../stories/stories.texts.ts';
import { errorTexts } from '../ui/errors.texts.ts';
import { shellTexts } from '../ui/shell.texts.ts';

/** What the server writes for the stories list: its first page as rendered, and how to ask for more. */
export const storiesListPropsSchema = z.object({
  /** The page the list is on (within its language prefix): tag links and the no-script next page point here. */
  listPath: z.string().startsWith('/'),
  /** The content path the stories are below, and the language, as /api/stories takes them. */
  parentPath: z.string().startsWith('/'),
  language: languageSchema,
  tags: z.array(storyTagSchema),
  /** Tag keys selected in the URL. */
  selected: z.array(z.string()),
  page: storyPageSchema,
  /** The URL's cursor: the page shown is a later one (no highlighted story, a link back to the start). */
  fromCursor: z.boolean(),
  showDates: z.boolean(),
  variant2: z.boolean(),
  highlightLatest: z.boolean(),
  /** The site dictionary's wording of the list. */
  dictionary: textsSchema(storiesDictionaryDefaults).pick({
    storiesReadMore: true,
    storiesShowAll: true,
    storiesLoadMore: true,
    storiesNoResults: true,
    storiesFilterLabel: true,
  }),
  shellTexts: textsSchema(shellTexts).pick({ loading: true }),
  /** A further page that fails says what a failed section says. */
  errorTexts: textsSchema(errorTexts).pick({ sectionErrorText: true, sectionErrorHint: true }),
});
export type StoriesListProps = z.infer<typeof storiesListPropsSchema>;
