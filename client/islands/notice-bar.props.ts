import { z } from 'zod';
import { sharedDictionaryDefaults } from '../lib/default-dictionary.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import { shownMessageSchema } from './alert-banner.props.ts';

/** Props the server writes for the store sites' notice bar. */
export const noticeBarPropsSchema = z.object({
  message: shownMessageSchema,
  /** The close button's accessible name (dictionary 'close'); unused for a Warning. */
  /** The close button's name: the site dictionary's. */
  dictionary: textsSchema(sharedDictionaryDefaults).pick({ close: true }),
});
export type NoticeBarProps = z.infer<typeof noticeBarPropsSchema>;
