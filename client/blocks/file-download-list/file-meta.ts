import type { DownloadFile } from './file-download-list.schema.ts';

const sizeFormats = new Map<string, Intl.NumberFormat>();

/** A byte count as the page's language writes it: `240 kB`, `1,4 Mt` (at least 1 kB). */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  const key = `${locale}|${megabytes}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: megabytes ? 1 : 0,
    });
    sizeFormats.set(key, format);
  }
  return format.format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}

/** The file's type in capitals: the FileType field, else its name's extension, else nothing. */
export function fileType(file: DownloadFile): string | undefined {
  if (file.FileType) return file.FileType.replace(/^\./, '').toUpperCase();
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.Url.split(/[?#]/)[0]!)?.[1];
  return extension?.toUpperCase();
}

/** What shows beside a file's title: `PDF, 240 kB`. */
export function fileMeta(file: DownloadFile, locale: string): string {
  const size = typeof file.Size === 'number' ? formatFileSize(file.Size, locale) : file.Size;
  return [fileType(file), size].filter(Boolean).join(', ');
}
