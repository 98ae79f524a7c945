import { z } from 'zod';
import { sharedDictionaryDefaults } from '../lib/default-dictionary.ts';
import { textsSchema } from '../lib/texts-schema.ts';
import { consentDictionaryDefaults } from '../ui/consent.texts.ts';

const text = z.string().min(1);
const choiceSchema = z.object({ statistics: z.boolean(), marketing: z.boolean() });

/** Props the server writes for the consent dialog island; kept out of the island's chunk. */
export const consentDialogPropsSchema = z.object({
  /** The dialog's texts: the site dictionary's, in the page language. */
  dictionary: textsSchema(consentDictionaryDefaults).extend(
    textsSchema(sharedDictionaryDefaults).pick({ close: true }).shape,
  ),
  /** The choice in the request's consent cookie; null on a first visit, which opens the dialog. */
  choice: choiceSchema.nullable(),
  /** The page's tag manager, and whether the server already wrote it (consent was given before). */
  tagManager: z
    .object({ id: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/), loaded: z.boolean() })
    .nullable(),
  /** The page's path and query: where the no-script form (POST /api/consent) sends the visitor back. */
  returnTo: z.string().startsWith('/'),
  /** The page_impression event's fields. */
  impression: z.object({
    page_path: text,
    page_language: text,
    site_name: text,
    page_type: z.enum(['home', 'content', 'not-found', 'error']),
  }),
});
export type ConsentDialogProps = z.infer<typeof consentDialogPropsSchema>;
