import { z } from 'zod';

/** Props of the editing guard: the one-line notice it shows on a blocked link click. */
export const editingGuardPropsSchema = z.object({ notice: z.string().min(1) });
export type EditingGuardProps = z.infer<typeof editingGuardPropsSchema>;
