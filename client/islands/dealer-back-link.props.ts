import { z } from 'zod';

/** The dealer page's back link: the site list's path and the two ways it may read. */
export const dealerBackLinkPropsSchema = z.object({
  href: z.string().startsWith('/'),
  back: z.string().min(1),
  allSites: z.string().min(1),
});
export type DealerBackLinkProps = z.infer<typeof dealerBackLinkPropsSchema>;
