import { z } from 'zod';
import { fileDownloadListTexts } from '../blocks/file-download-list/file-download-list.texts.ts';
import { textsSchema } from '../lib/texts-schema.ts';

/** Props the server writes for a file download list longer than its visible count. */
export const fileListPropsSchema = z.object({
  /** The list element's id, for the toggle's aria-controls. */
  listId: z.string().min(1),
  files: z
    .array(
      z.object({
        title: z.string().min(1),
        url: z.string().min(1),
        /** Type and size as shown: `PDF, 240 kB`. */
        meta: z.string(),
      }),
    )
    .min(1),
  /** How many files show before 'show more' (booking spec 9.3: 3). */
  visibleCount: z.number().int().min(1),
  texts: textsSchema(fileDownloadListTexts),
});
export type FileListProps = z.infer<typeof fileListPropsSchema>;
