import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { Story, StoryPage } from '../contracts/stories.ts';
import { storiesListHref, toggleTag } from '../lib/stories.ts';
import { StoryCard } from '../ui/story-card.tsx';
import type { StoriesListProps } from './stories-list.props.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

type Status = 'idle' | 'loading' | 'error';

/** The one endpoint the list reads further pages from (src/routes/stories.ts). */
const storiesEndpoint = '/api/stories';

function isStoryPage(value: unknown): value is StoryPage {
  const page = value as Partial<StoryPage> | null;
  return (
    !!page &&
    Array.isArray(page.stories) &&
    typeof page.hasNext === 'boolean' &&
    typeof page.total === 'number'
  );
}

/**
 * The stories list (shell spec 2.9, 4): tag chips that toggle (and 'show all' that clears them),
 * a highlighted latest story, and load more while more are available. The server renders the
 * first page and every control as a plain link, so it all works without JavaScript; hydrated, the
 * links load in place (pending shows a spinner, an empty answer the no-results text).
 */
export default function StoriesList(props: StoriesListProps) {
  const { listPath, parentPath, language, tags, dictionary, shellTexts, errorTexts } = props;
  const [selected, setSelected] = useState(props.selected);
  const [stories, setStories] = useState<Story[]>(props.page.stories);
  const [cursor, setCursor] = useState(props.page.hasNext ? props.page.endCursor : null);
  const [status, setStatus] = useState<Status>('idle');
  const [fromCursor, setFromCursor] = useState(props.fromCursor);
  // Only the latest request may write the list: a slow answer to an old tag choice is dropped.
  const latest = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // Marks the list as live once hydrated: until then its links are plain page loads.
  const hydrated = useHydrated();

  async function load(tagKeys: string[], after: string | null): Promise<StoryPage | null> {
    const request = ++latest.current;
    setStatus('loading');
    const params = new URLSearchParams({ parentPath, language });
    if (tagKeys.length > 0) params.set('tags', tagKeys.join(','));
    if (after) params.set('cursor', after);
    try {
      const response = await fetch(`${storiesEndpoint}?${params}`, {
        headers: { accept: 'application/json' },
      });
      const body: unknown = await response.json();
      if (!response.ok || !isStoryPage(body))
        throw new Error(`stories answered ${response.status}`);
      if (request !== latest.current) return null;
      setStatus('idle');
      setCursor(body.hasNext ? body.endCursor : null);
      return body;
    } catch (error) {
      if (request === latest.current) setStatus('error');
      console.warn('stories could not be loaded', error);
      return null;
    }
  }

  async function chooseTags(event: MouseEvent<HTMLAnchorElement>, next: string[]) {
    event.preventDefault();
    setSelected(next);
    setFromCursor(false);
    window.history.replaceState(window.history.state, '', storiesListHref(listPath, next));
    const page = await load(next, null);
    if (page) setStories(page.stories);
  }

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    const page = await load(selected, cursor);
    if (!page) return;
    focusFrom.current = stories.length;
    setStories((shown) => [...shown, ...page.stories]);
  }

  // After load more, focus moves to the first new story, so keyboard users carry on reading there.
  useEffect(() => {
    if (focusFrom.current === null) return;
    const link =
      list.current?.querySelectorAll<HTMLAnchorElement>('.story-card__link')[focusFrom.current];
    focusFrom.current = null;
    link?.focus();
  }, [stories]);

  const chip = (label: string, next: string[], pressed: boolean, key: string) => (
    <li key={key}>
      <a
        className="stories-list__chip"
        href={storiesListHref(listPath, next)}
        aria-current={pressed ? 'true' : undefined}
        onClick={(event) => void chooseTags(event, next)}
      >
        {pressed ? (
          <span className="stories-list__check" aria-hidden="true">
            {'✓ '}
          </span>
        ) : null}
        {label}
      </a>
    </li>
  );

  const highlight = props.highlightLatest && !fromCursor;
  return (
    <div
      className={props.variant2 ? 'stories-list stories-list--variant-2' : 'stories-list'}
      data-hydrated={hydrated ? '' : undefined}
    >
      {tags.length > 0 ? (
        <nav className="stories-list__filter" aria-label={dictionary.storiesFilterLabel}>
          <ul className="stories-list__chips">
            {chip(dictionary.storiesShowAll, [], selected.length === 0, '')}
            {tags.map((tag) =>
              chip(tag.value, toggleTag(selected, tag.key), selected.includes(tag.key), tag.key),
            )}
          </ul>
        </nav>
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
          onClick={(event) => void loadMore(event)}
        >
          {dictionary.storiesLoadMore}
        </a>
      ) : null}
    </div>
  );
}
