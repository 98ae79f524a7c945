import { z } from 'zod';

/** Props the server writes for a footer copy-to-clipboard button. */
export const copyButtonPropsSchema = z.object({
  /** What lands on the clipboard: the address or number without mailto:/tel:. */
  value: z.string().min(1),
  /** Accessible name: the dictionary's 'copy' followed by the value. */
  label: z.string().min(1),
  /** Shown and announced for 1 s after copying (dictionary 'copied'). */
  copiedText: z.string().min(1),
});
export type CopyButtonProps = z.infer<typeof copyButtonPropsSchema>;
