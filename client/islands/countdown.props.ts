import { z } from 'zod';
import { countdownTexts } from '../blocks/countdown/countdown.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for the countdown clock. */
export const countdownPropsSchema = z.object({
  /** The target moment, epoch milliseconds. */
  target: z.number(),
  /** The server's clock when it rendered: the first client render shows the same numbers. */
  now: z.number(),
  texts: textsSchema(countdownTexts),
});
export type CountdownProps = z.infer<typeof countdownPropsSchema>;
