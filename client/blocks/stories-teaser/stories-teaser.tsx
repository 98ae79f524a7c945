import { Editable } from '../../ui/editable.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { StoryCard } from '../../ui/story-card.tsx';
import type { StoriesTeaserBlock, StoriesTeaserData } from './stories-teaser.schema.ts';

/**
 * The latest stories of an index as cards, a grid by default or stacked ('Variant 2'), and a
 * show-more button to the index. Nothing is shown when there are no other stories.
 */
export function StoriesTeaser({
  block,
  data,
}: {
  block: StoriesTeaserBlock;
  data: StoriesTeaserData;
}) {
  const { dictionary } = usePageContext();
  const { fields } = block;
  if (data.stories.length === 0) return null;
  const variant2 = fields.Layout === 'Variant 2';
  return (
    <section
      className={variant2 ? 'stories-teaser stories-teaser--variant-2' : 'stories-teaser'}
      aria-labelledby={`${block.id}-title`}
    >
      <h2 id={`${block.id}-title`} className="stories-teaser__title">
        <Editable field="Title">{fields.Title}</Editable>
      </h2>
      <ul className="stories-teaser__items">
        {data.stories.map((story) => (
          <li key={story.id} className="stories-teaser__item">
            <StoryCard
              story={story}
              showDate={fields.ShowDates}
              readMoreText={dictionary.storiesReadMore}
            />
          </li>
        ))}
      </ul>
      <a className="button button--secondary stories-teaser__more" href={data.indexPath}>
        {dictionary.storiesShowMore}
      </a>
    </section>
  );
}
