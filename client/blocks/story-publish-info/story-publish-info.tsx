import type { StoryPublishInfo as PublishInfo } from '../../contracts/stories.ts';
import { firstWordOfDate } from '../../lib/stories.ts';
import { usePageContext } from '../../runtime/page-context.tsx';

/** 'Published <date> by <author>' under the story's heading; nothing on a page that is not a story. */
export function StoryPublishInfo({ data }: { data: PublishInfo | null }) {
  const { dictionary } = usePageContext();
  if (!data) return null;
  return (
    <p className="story-publish-info">
      {dictionary.storiesPublished}{' '}
      <time dateTime={data.date.value}>{firstWordOfDate(data.date.formattedDateValue)}</time>
      {data.author ? (
        <>
          {' '}
          {dictionary.storiesBy} <span className="story-publish-info__author">{data.author}</span>
        </>
      ) : null}
    </p>
  );
}
