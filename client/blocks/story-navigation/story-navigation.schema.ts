import { z } from 'zod';

/** Back to the stories of the story's parent, and to the previous and next story (shell spec 2.9). */
export const storyNavigationSchema = z.object({
  type: z.literal('story-navigation'),
  id: z.string(),
  fields: z.object({}).default({}),
});
export type StoryNavigationBlock = z.infer<typeof storyNavigationSchema>;

/** Where the story's navigation leads, language prefix included. */
export interface StoryNavigationData {
  backPath: string;
  previous: { path: string; title: string } | null;
  next: { path: string; title: string } | null;
}
