import { z } from 'zod';

/** Props the server writes for the footer's brand logo strip. */
export const footerBrandsPropsSchema = z.object({
  heading: z.string().min(1),
  logos: z.array(z.object({ src: z.string().min(1), alt: z.string().min(1) })).min(1),
});
export type FooterBrandsProps = z.infer<typeof footerBrandsPropsSchema>;
