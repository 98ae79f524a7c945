import { describe, expect, it } from 'vitest';
import { FileDownloadList } from '#client/blocks/file-download-list/file-download-list.tsx';
import { fileDownloadListSchema } from '#client/blocks/file-download-list/file-download-list.schema.ts';
import { fileMeta, fileType, formatFileSize } from '#client/blocks/file-download-list/file-meta.ts';
import { renderInPage } from './render-block.tsx';

const files = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    Title: `File ${i + 1}`,
    Url: `/files/file-${i + 1}.pdf`,
    Size: 240_000,
  }));
const parse = (fields: Record<string, unknown>) =>
  fileDownloadListSchema.parse({ id: 'docs', type: 'file-download-list', fields });

describe('file download list', () => {
  it('keeps the first 3 files visible and marks the rest as waiting behind show more', () => {
    const html = renderInPage(
      <FileDownloadList block={parse({ Title: 'Documents', Files: files(5) })} />,
    );
    expect(html.match(/<li class="file-list__item">/g)).toHaveLength(3);
    expect(html.match(/<li class="file-list__item" data-extra="">/g)).toHaveLength(2);
    expect(html).toMatch(
      /<li class="file-list__item" data-extra=""><a class="file-list__link" href="\/files\/file-4.pdf">/,
    );
    expect(html).toContain('<ul id="docs-files" class="file-list" data-expanded="false">');
  });

  it('writes every file into the HTML, so all of them are there without JavaScript', () => {
    const html = renderInPage(<FileDownloadList block={parse({ Files: files(7) })} />);
    for (let i = 1; i <= 7; i++) expect(html).toContain(`href="/files/file-${i}.pdf"`);
  });

  it('places the show-more island (hydrated when visible) only when there are more files than shown', () => {
    const long = renderInPage(<FileDownloadList block={parse({ Files: files(4) })} />);
    expect(long).toContain('data-island="file-list" data-hydrate="visible"');
    expect(long).toMatch(
      /<button type="button" class="button button--ghost file-list__toggle" aria-expanded="false" aria-controls="docs-files" disabled="">Show more/,
    );
    const short = renderInPage(<FileDownloadList block={parse({ Files: files(3) })} />);
    expect(short).not.toContain('data-island');
    expect(short).not.toContain('<button');
    expect(short).not.toContain('data-extra');
  });

  it('honours a visible count the author set', () => {
    const html = renderInPage(
      <FileDownloadList block={parse({ Files: files(6), VisibleCount: '5' })} />,
    );
    expect(html.match(/data-extra=""/g)).toHaveLength(1);
  });

  it('labels the toggle in the page language', () => {
    expect(
      renderInPage(<FileDownloadList block={parse({ Files: files(4) })} />, {
        site: 'store-fi',
        language: 'fi',
      }),
    ).toContain('Näytä lisää');
  });

  it('shows each file’s type and size in the page language', () => {
    expect(formatFileSize(240_000, 'en-GB')).toBe('240 kB');
    expect(formatFileSize(1_450_000, 'en-GB')).toBe('1.5 MB');
    expect(formatFileSize(300, 'en-GB')).toBe('1 kB');
    expect(formatFileSize(1_450_000, 'sv-SE')).toMatch(/^1,5\sMB$/);
    expect(fileType({ Title: 'a', Url: '/files/price-list.pdf?v=2' })).toBe('PDF');
    expect(fileType({ Title: 'a', Url: '/files/price-list.pdf', FileType: 'docx' })).toBe('DOCX');
    expect(fileType({ Title: 'a', Url: '/files/download' })).toBeUndefined();
    expect(fileMeta({ Title: 'a', Url: '/files/a.pdf', Size: '2.4 MB' }, 'en-GB')).toBe(
      'PDF, 2.4 MB',
    );
  });

  it('drops a file whose address is neither on the site nor https', () => {
    expect(
      fileDownloadListSchema.safeParse({
        id: 'd',
        type: 'file-download-list',
        fields: { Files: [{ Title: 'x', Url: 'javascript:alert(1)' }] },
      }).success,
    ).toBe(false);
    expect(
      fileDownloadListSchema.safeParse({
        id: 'd',
        type: 'file-download-list',
        fields: { Files: [{ Title: 'x', Url: 'http://example.com/a.pdf' }] },
      }).success,
    ).toBe(false);
  });
});
