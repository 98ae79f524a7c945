import FileList from '../../islands/file-list.island.tsx';
import { TitledSection } from '../titled-section.tsx';
import { type FileListProps, fileListPropsSchema } from '../../islands/file-list.props.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { FileDownloadListBlock } from './file-download-list.schema.ts';
import { fileMeta } from './file-meta.ts';
import { fileDownloadListTexts } from './file-download-list.texts.ts';

const FileListSlot = defineIsland('file-list', FileList, fileListPropsSchema);

/**
 * Files to download with their type and size. A list longer than its visible count (3) becomes
 * the file-list island, hydrated when it scrolls into view; a short one is plain HTML.
 */
export function FileDownloadList({ block }: { block: FileDownloadListBlock }) {
  const { locale, language } = usePageContext();
  const texts = fileDownloadListTexts[language];
  const { Title, Files, VisibleCount, HasMarginTop } = block.fields;
  const props: FileListProps = {
    listId: `${block.id}-files`,
    files: Files.map((file) => ({
      title: file.Title,
      url: file.Url,
      meta: fileMeta(file, locale),
    })),
    visibleCount: VisibleCount,
    texts,
  };
  return (
    <TitledSection
      id={block.id}
      name="file-download-list"
      title={Title}
      hasMarginTop={HasMarginTop}
    >
      {Files.length > VisibleCount ? (
        <FileListSlot props={props} hydrate="visible" />
      ) : (
        <FileList {...props} />
      )}
    </TitledSection>
  );
}
