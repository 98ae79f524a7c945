import { z } from 'zod';

/** Props of the detail page's back link: the all-cars list, used when there is no history to go back to. */
export const carBackLinkPropsSchema = z.object({
  href: z.string().min(1),
  label: z.string().min(1),
});
export type CarBackLinkProps = z.infer<typeof carBackLinkPropsSchema>;
