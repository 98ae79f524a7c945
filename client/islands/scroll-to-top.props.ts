import { z } from 'zod';
import { shellTexts } from '../ui/shell.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the scroll-to-top island; kept out of the island's chunk. */
export const scrollToTopPropsSchema = z.object({
  /** Its accessible name in the page's language. */
  texts: textsSchema(shellTexts).pick({ scrollToTop: true }),
});
export type ScrollToTopProps = z.infer<typeof scrollToTopPropsSchema>;
