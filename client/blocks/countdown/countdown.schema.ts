import { z } from 'zod';
import { flagSchema, headlineFields, linkFieldSchema } from '../hero-banner/hero-banner.schema.ts';

/** Countdown fields (spec shell 2.5); the target is an ISO date-time with its offset. */
export const countdownSchema = z.object({
  type: z.literal('countdown'),
  id: z.string(),
  fields: z.object({
    ...headlineFields,
    TargetDate: z.iso.datetime({ offset: true }),
    Text: z.string().optional(),
    Link: linkFieldSchema.optional(),
    /** Shown once the target has passed; the built-in 'the countdown has ended' otherwise. */
    ExpiredText: z.string().optional(),
    /** Leaves the whole block out once the target has passed (a campaign that is over). */
    HideWhenExpired: flagSchema,
  }),
});
export type CountdownBlock = z.infer<typeof countdownSchema>;
