import { z } from 'zod';
import { optionalTextSchema } from '../fields.ts';

/** Accordion item (shell spec 2.5): a title that opens to show its text. */
export const accordionItemSchema = z.object({
  type: z.literal('accordion-item'),
  id: z.string(),
  fields: z.object({
    Title: z.string().trim().min(1),
    /** Plain text; a blank line starts a new paragraph. */
    Text: optionalTextSchema,
  }),
});
export type AccordionItemBlock = z.infer<typeof accordionItemSchema>;

/** A text's paragraphs: split at blank lines, each trimmed, empty ones left out. */
export function paragraphsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
