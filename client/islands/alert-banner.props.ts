import { z } from 'zod';
import { sharedDictionaryDefaults } from '../lib/default-dictionary.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import type { ShownMessage } from '../lib/site-message.ts';

/**
 * A message that passed the show rule, as the banner and notice-bar islands receive it. The enums
 * repeat the content schema's (client/ imports src/ only for types); `satisfies` keeps them in step.
 */
export const shownMessageSchema = z.object({
  type: z.enum(['Warning', 'Dark', 'Light', 'Neutral', 'Default']),
  title: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
  icon: z.enum(['CampaignAlert', 'WarningAlert']).optional(),
  isBelowNavigation: z.boolean(),
}) satisfies z.ZodType<ShownMessage>;

/** Props the server writes for a dismissible alert banner (never a Warning). */
export const alertBannerPropsSchema = z.object({
  message: shownMessageSchema.refine(
    (message) => message.type !== 'Warning',
    'a Warning banner is not dismissible',
  ),
  /** The close button's accessible name (dictionary 'close'). */
  /** The close button's name: the site dictionary's. */
  dictionary: textsSchema(sharedDictionaryDefaults).pick({ close: true }),
});
export type AlertBannerProps = z.infer<typeof alertBannerPropsSchema>;
