import { z } from 'zod';

/** Props the server writes for a muted background video (hero banner, blurb). */
export const heroVideoPropsSchema = z.object({
  className: z.string(),
  desktop: z.string().optional(),
  /** Played under 768 px when set. */
  phone: z.string().optional(),
  /** The block's image, shown until the video plays (and instead of it when paused at once). */
  poster: z.string().optional(),
  playLabel: z.string().min(1),
  pauseLabel: z.string().min(1),
});
export type HeroVideoProps = z.infer<typeof heroVideoPropsSchema>;
