import { z } from 'zod';
import { titledSectionFields } from '../fields.ts';

export const faqItemSchema = z.object({
  Question: z.string().trim().min(1),
  /** Plain text; a blank line starts a new paragraph. */
  Answer: z.string().trim().min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** FAQ list (booking spec 9.3): questions that open to their answers, with FAQPage structured data. */
export const faqListSchema = z.object({
  type: z.literal('faq-list'),
  id: z.string(),
  fields: z.object({
    ...titledSectionFields,
    Items: z.array(faqItemSchema).min(1),
  }),
});
export type FaqListBlock = z.infer<typeof faqListSchema>;
