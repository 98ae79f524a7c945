import { z } from 'zod';

/** Props the server writes for the countdown clock. */
export const countdownPropsSchema = z.object({
  /** The target moment, epoch milliseconds. */
  target: z.number(),
  /** The server's clock when it rendered: the first client render shows the same numbers. */
  now: z.number(),
  label: z.string().min(1),
  units: z.object({
    days: z.string(),
    hours: z.string(),
    minutes: z.string(),
    seconds: z.string(),
  }),
  endedText: z.string().min(1),
});
export type CountdownProps = z.infer<typeof countdownPropsSchema>;
