import { z } from 'zod';
import { shellTexts } from '../ui/shell.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props of the editing guard: the one-line notice it shows on a blocked link click. */
export const editingGuardPropsSchema = z.object({
  texts: textsSchema(shellTexts).pick({ editingLinksDisabled: true }),
});
export type EditingGuardProps = z.infer<typeof editingGuardPropsSchema>;
