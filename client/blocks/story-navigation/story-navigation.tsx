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
          <SiblingLink story={data.previous} rel="prev" label={dictionary.storiesPreviousArticle} />
        ) : null}
        {data.next ? (
          <SiblingLink story={data.next} rel="next" label={dictionary.storiesNextArticle} />
        ) : null}
      </div>
    </nav>
  );
}

/** The previous or next story, as a button-like link with its direction and title. */
function SiblingLink({
  story,
  rel,
  label,
}: {
  story: { path: string; title: string };
  rel: 'prev' | 'next';
  label: string;
}) {
  const position = rel === 'prev' ? 'previous' : 'next';
  return (
    <a
      className={`button button--secondary story-navigation__${position}`}
      href={story.path}
      rel={rel}
    >
      <span className="story-navigation__label">{label}</span>
      <span className="story-navigation__title">{story.title}</span>
    </a>
  );
}
