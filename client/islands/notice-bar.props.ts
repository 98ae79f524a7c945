import { z } from 'zod';
import { shownMessageSchema } from './alert-banner.props.ts';

/** Props the server writes for the store sites' notice bar. */
export const noticeBarPropsSchema = z.object({
  message: shownMessageSchema,
  /** The close button's accessible name (dictionary 'close'); unused for a Warning. */
  closeLabel: z.string().min(1),
});
export type NoticeBarProps = z.infer<typeof noticeBarPropsSchema>;
