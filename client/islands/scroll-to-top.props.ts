import { z } from 'zod';

/** Props the server writes for the scroll-to-top island; kept out of the island's chunk. */
export const scrollToTopPropsSchema = z.object({
  /** Accessible name in the page's language. */
  label: z.string().min(1),
});
export type ScrollToTopProps = z.infer<typeof scrollToTopPropsSchema>;
