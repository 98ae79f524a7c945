import { z } from 'zod';

/** The story's author and published date (shell spec 2.9). */
export const storyPublishInfoBlockSchema = z.object({
  type: z.literal('story-publish-info'),
  id: z.string(),
  fields: z.object({}).default({}),
});
export type StoryPublishInfoBlock = z.infer<typeof storyPublishInfoBlockSchema>;
