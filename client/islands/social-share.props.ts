import { z } from 'zod';
import { socialShareTexts } from '../blocks/social-share/social-share.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the share-action button; kept out of the island's chunk. */
export const socialSharePropsSchema = z.object({
  url: z.string().url(),
  title: z.string(),
  texts: textsSchema(socialShareTexts).pick({ shareAction: true }),
});
export type SocialShareProps = z.infer<typeof socialSharePropsSchema>;
