import { useEffect } from 'react';
import type { ListNamed } from './list-titles.ts';
import type { ListQuery } from './query.ts';

/** Where the list was scrolled to when a car was opened, to come back to it (spec 4). */
const scrollStorageKey = 'carListScroll';

function isQuery(value: unknown): value is ListQuery {
  const q = value as ListQuery | null;
  return (
    !!q &&
    typeof q === 'object' &&
    typeof q.page === 'number' &&
    typeof q.keyphrase === 'string' &&
    typeof q.filters === 'object' &&
    typeof q.ranges === 'object'
  );
}

/**
 * The list's part in the tab's history (spec 4): this entry remembers its query and what the
 * server's URL named (which need not be the list's own URL form), so back and forward `restore`
 * them; the scroll position of a list left for a car comes back when the visitor
 * returns to this very URL.
 */
export function useListHistory(
  query: ListQuery,
  named: ListNamed,
  restore: (query: ListQuery, named?: ListNamed) => void,
): void {
  useEffect(() => {
    window.history.replaceState(
      { ...(window.history.state as object | null), carList: query, carListNamed: named },
      '',
    );
    const onPop = (event: PopStateEvent) => {
      const state = event.state as { carList?: unknown; carListNamed?: ListNamed } | null;
      // An entry the list did not write (a #fragment link) leaves the list as it is.
      if (isQuery(state?.carList)) restore(state.carList, state.carListNamed);
    };
    window.addEventListener('popstate', onPop);
    try {
      const saved = JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? 'null') as {
        href?: string;
        y?: number;
      } | null;
      if (saved && saved.href === window.location.href && typeof saved.y === 'number') {
        sessionStorage.removeItem(scrollStorageKey);
        window.scrollTo(0, saved.y);
      }
    } catch {
      // Nothing saved or storage blocked.
    }
    return () => window.removeEventListener('popstate', onPop);
    // The server's query and the first render's restore: both hold for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Remembers where the list is scrolled before a car opens, for useListHistory to return to. */
export function rememberScroll(): void {
  try {
    sessionStorage.setItem(
      scrollStorageKey,
      JSON.stringify({ href: window.location.href, y: window.scrollY }),
    );
  } catch {
    // Storage blocked: the browser's own restoration remains.
  }
}
