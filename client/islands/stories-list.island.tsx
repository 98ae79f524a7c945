import { useRef } from 'react';
import { StoryTagChips } from '../stories/story-tag-chips.tsx';
import { useStoryList } from '../stories/use-story-list.ts';
import { storiesListHref } from '../lib/stories.ts';
import { StoryCard } from '../ui/story-card.tsx';
import type { StoriesListProps } from './stories-list.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The stories list (shell spec 2.9, 4): tag chips that toggle (and 'show all' that clears them),
 * a highlighted latest story, and load more while more are available. The server renders the
 * first page and every control as a plain link, so it all works without JavaScript; hydrated, the
 * links load in place (pending shows a spinner, an empty answer the no-results text).
 */
export default function StoriesList(props: StoriesListProps) {
  const { listPath, tags, dictionary, shellTexts, errorTexts } = props;
  const list = useRef<HTMLUListElement>(null);
  const { selected, stories, cursor, status, fromCursor, chooseTags, loadMore } = useStoryList(
    props,
    list,
  );
  // Marks the list as live once hydrated: until then its links are plain page loads.
  const hydrated = useHydrated();

  const highlight = props.highlightLatest && !fromCursor;
  return (
    <div
      className={props.variant2 ? 'stories-list stories-list--variant-2' : 'stories-list'}
      data-hydrated={hydrated ? '' : undefined}
    >
      {tags.length > 0 ? (
        <StoryTagChips
          listPath={listPath}
          tags={tags}
          selected={selected}
          showAll={dictionary.storiesShowAll}
          label={dictionary.storiesFilterLabel}
          onChoose={(event, next) => {
            event.preventDefault();
            void chooseTags(next);
          }}
        />
      ) : null}
      <ul className="stories-list__items" ref={list} aria-busy={status === 'loading'}>
        {stories.map((story, index) => (
          <li
            key={story.id}
            className={
              highlight && index === 0
                ? 'stories-list__item stories-list__item--featured'
                : 'stories-list__item'
            }
          >
            <StoryCard
              story={story}
              showDate={props.showDates}
              readMoreText={dictionary.storiesReadMore}
              featured={highlight && index === 0}
            />
          </li>
        ))}
      </ul>
      <div className="stories-list__status" role="status">
        {status === 'loading' ? (
          <span className="stories-list__spinner">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{shellTexts.loading}</span>
          </span>
        ) : status === 'error' ? (
          <p className="stories-list__error">{`${errorTexts.sectionErrorText}. ${errorTexts.sectionErrorHint}.`}</p>
        ) : stories.length === 0 ? (
          <p className="stories-list__empty">{dictionary.storiesNoResults}</p>
        ) : null}
      </div>
      {cursor && status !== 'loading' ? (
        <a
          className="button button--secondary stories-list__more"
          href={storiesListHref(listPath, selected, cursor)}
          onClick={(event) => {
            event.preventDefault();
            void loadMore();
          }}
        >
          {dictionary.storiesLoadMore}
        </a>
      ) : null}
    </div>
  );
}
