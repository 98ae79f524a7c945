import StoriesListIsland from '../../islands/stories-list.island.tsx';
import { storiesListPropsSchema } from '../../islands/stories-list.props.ts';
import { Editable } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import type { StoriesListBlock, StoriesListData } from './stories-list.schema.ts';
import { errorTexts } from '../../ui/errors.texts.ts';
import { shellTexts } from '../../ui/shell.texts.ts';

const StoriesListSlot = defineIsland('stories-list', StoriesListIsland, storiesListPropsSchema);

/**
 * The stories index: the first page as the URL asks for it (tags, cursor), rendered on the server;
 * the island loads further pages and other tags in place once it is visible.
 */
export function StoriesList({ block, data }: { block: StoriesListBlock; data: StoriesListData }) {
  const { dictionary, language } = usePageContext();
  const { fields } = block;
  return (
    <section
      className="stories-section"
      aria-labelledby={fields.Title ? `${block.id}-title` : undefined}
    >
      {fields.Title ? (
        <h2 id={`${block.id}-title`} className="stories-section__title">
          <Editable field="Title">{fields.Title}</Editable>
        </h2>
      ) : null}
      <StoriesListSlot
        hydrate="visible"
        props={{
          listPath: data.listPath,
          parentPath: data.parentPath,
          language,
          tags: fields.ShowTagFilter ? data.tags : [],
          selected: data.selected,
          page: data.page,
          fromCursor: data.fromCursor,
          showDates: fields.ShowDates,
          variant2: fields.Layout === 'Variant 2',
          highlightLatest: fields.HighlightLatestStory,
          dictionary,
          shellTexts: shellTexts[language],
          errorTexts: errorTexts[language],
        }}
      />
    </section>
  );
}
