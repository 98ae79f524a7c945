import { z } from 'zod';

/**
 * Social share (booking spec 1, 9.3): the browser's share action where there is one, and links to
 * share the page on a professional network, a social network, messaging and a microblog. The
 * page's own canonical URL and title are what is shared; the author sets only the heading.
 */
export const socialShareSchema = z.object({
  type: z.literal('social-share'),
  id: z.string(),
  fields: z.object({
    Title: z.string().optional(),
  }),
});
export type SocialShareBlock = z.infer<typeof socialShareSchema>;
