import { z } from 'zod';

/** Props of a detail-page section that collapses to a height (equipment 190 px, description 300 px; spec 9). */
export const carCollapsiblePropsSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['list', 'text']),
  /** List items, or the paragraphs of a text. */
  items: z.array(z.string()),
  collapsedPx: z.number().int().positive(),
  showMore: z.string().min(1),
  showLess: z.string().min(1),
});
export type CarCollapsibleProps = z.infer<typeof carCollapsiblePropsSchema>;
