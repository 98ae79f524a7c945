import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Language } from '../contracts/site-profile.ts';
import { storiesRoute } from '../contracts/stories.route.ts';
import type { Story, StoryPage } from '../contracts/stories.ts';
import { callApi } from '../lib/api-call.ts';
import { superseded, useLatestCall } from '../lib/latest-call.ts';
import { storiesListHref } from '../lib/stories.ts';

export type StoryListStatus = 'idle' | 'loading' | 'error';

export interface StoryListSource {
  listPath: string;
  parentPath: string;
  language: Language;
  /** The page the server rendered, and the tags selected in its URL. */
  page: StoryPage;
  selected: string[];
  fromCursor: boolean;
}

/**
 * The stories list's state once hydrated: the chosen tags, the stories shown, the next page's
 * cursor and the loading state. Choosing tags reloads the list from its first page; load more
 * appends the next page and then moves focus to the first new story (inside `list`), so keyboard
 * users carry on reading there. Only the latest request may write the list.
 */
export function useStoryList(source: StoryListSource, list: RefObject<HTMLUListElement | null>) {
  const { listPath, parentPath, language } = source;
  const [selected, setSelected] = useState(source.selected);
  const [stories, setStories] = useState<Story[]>(source.page.stories);
  const [cursor, setCursor] = useState(source.page.hasNext ? source.page.endCursor : null);
  const [status, setStatus] = useState<StoryListStatus>('idle');
  const [fromCursor, setFromCursor] = useState(source.fromCursor);
  const latest = useLatestCall();
  const focusFrom = useRef<number | null>(null);

  async function load(tagKeys: string[], after: string | null): Promise<StoryPage | null> {
    setStatus('loading');
    const query = {
      parentPath,
      language,
      tags: tagKeys.length > 0 ? tagKeys.join(',') : undefined,
      cursor: after ?? undefined,
    };
    try {
      const page = await latest.run((signal) => callApi(storiesRoute, query, signal));
      if (page === superseded) return null;
      setStatus('idle');
      setCursor(page.hasNext ? page.endCursor : null);
      return page;
    } catch (error) {
      setStatus('error');
      console.warn('stories could not be loaded', error);
      return null;
    }
  }

  async function chooseTags(next: string[]) {
    setSelected(next);
    setFromCursor(false);
    window.history.replaceState(window.history.state, '', storiesListHref(listPath, next));
    const page = await load(next, null);
    if (page) setStories(page.stories);
  }

  async function loadMore() {
    if (status === 'loading') return;
    const page = await load(selected, cursor);
    if (!page) return;
    focusFrom.current = stories.length;
    setStories((shown) => [...shown, ...page.stories]);
  }

  useEffect(() => {
    if (focusFrom.current === null) return;
    const link =
      list.current?.querySelectorAll<HTMLAnchorElement>('.story-card__link')[focusFrom.current];
    focusFrom.current = null;
    link?.focus();
  }, [stories, list]);

  return { selected, stories, cursor, status, fromCursor, chooseTags, loadMore };
}
