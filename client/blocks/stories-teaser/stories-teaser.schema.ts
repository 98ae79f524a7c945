import { z } from 'zod';

/** A few of the latest stories of the stories index the page belongs to (shell spec 2.9). */
export const storiesTeaserSchema = z.object({
  type: z.literal('stories-teaser'),
  id: z.string(),
  fields: z.object({
    Title: z.string().min(1),
    /** 'Variant 2' stacks the stories in one column. */
    Layout: z.enum(['Default', 'Variant 2']).default('Default'),
    ShowDates: z.boolean().default(true),
    // Sitecore's layout service sends numbers as text.
    Count: z.coerce.number().int().min(1).max(12).default(3),
  }),
});
export type StoriesTeaserBlock = z.infer<typeof storiesTeaserSchema>;

/** What the server loads for the teaser: the latest stories of the index, and the index's path. */
export interface StoriesTeaserData {
  stories: import('../../contracts/stories.ts').Story[];
  /** The stories index (the item path minus its last two segments), language prefix included. */
  indexPath: string;
}
