import { usePageContext } from '../../runtime/page-context.tsx';
import type { StoryNavigationData } from './story-navigation.schema.ts';

/** Back to the story's parent, and the previous (older) and next (newer) stories when there are. */
export function StoryNavigation({ data }: { data: StoryNavigationData }) {
  const { dictionary } = usePageContext();
  return (
    <nav className="story-navigation" aria-label={dictionary.storiesNavigation}>
      <a className="button button--ghost story-navigation__back" href={data.backPath}>
        <span aria-hidden="true">← </span>
        {dictionary.storiesBack}
      </a>
      <div className="story-navigation__siblings">
        {data.previous ? (
          <a
            className="button button--secondary story-navigation__previous"
            href={data.previous.path}
            rel="prev"
          >
            <span className="story-navigation__label">{dictionary.storiesPreviousArticle}</span>
            <span className="story-navigation__title">{data.previous.title}</span>
          </a>
        ) : null}
        {data.next ? (
          <a
            className="button button--secondary story-navigation__next"
            href={data.next.path}
            rel="next"
          >
            <span className="story-navigation__label">{dictionary.storiesNextArticle}</span>
            <span className="story-navigation__title">{data.next.title}</span>
          </a>
        ) : null}
      </div>
    </nav>
  );
}
