import { z } from 'zod';

/** Props the server writes for the hero banner's search bar. */
export const heroSearchPropsSchema = z.object({
  /** The search page's path; its own query travels as hidden fields. */
  action: z.string().startsWith('/'),
  hidden: z.array(z.tuple([z.string(), z.string()])),
  /** The page query's keyphrase, so a visitor coming back sees what they searched for. */
  keyphrase: z.string(),
  placeholder: z.string(),
  placeholderDesktop: z.string(),
  label: z.string().min(1),
  clearLabel: z.string().min(1),
});
export type HeroSearchProps = z.infer<typeof heroSearchPropsSchema>;
