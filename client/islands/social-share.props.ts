import { z } from 'zod';

/** Props the server writes for the share-action button; kept out of the island's chunk. */
export const socialSharePropsSchema = z.object({
  url: z.string().url(),
  title: z.string(),
  label: z.string().min(1),
});
export type SocialShareProps = z.infer<typeof socialSharePropsSchema>;
