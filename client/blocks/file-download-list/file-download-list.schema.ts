import { z } from 'zod';
import { fileSrcSchema } from '../../lib/safe-url.ts';
import { optionalTextSchema, titledSectionFields } from '../fields.ts';

export const downloadFileSchema = z.object({
  Title: z.string().trim().min(1),
  Url: fileSrcSchema,
  /** PDF, DOCX...; without it the file name's extension says it. */
  FileType: optionalTextSchema,
  /** Bytes (shown as kB or MB in the page's language), or a text shown as it is. */
  Size: z.union([z.number().int().nonnegative(), z.string().trim().min(1)]).optional(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

/** File download list (booking spec 9.3): files to download, the first few shown (default 3). */
export const fileDownloadListSchema = z.object({
  type: z.literal('file-download-list'),
  id: z.string(),
  fields: z.object({
    ...titledSectionFields,
    Files: z.array(downloadFileSchema).min(1),
    VisibleCount: z.coerce.number().int().min(1).max(50).default(3),
  }),
});
export type FileDownloadListBlock = z.infer<typeof fileDownloadListSchema>;
