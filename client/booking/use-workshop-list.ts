import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { WorkshopSort } from '../contracts/mechmate.ts';
import { type WorkshopStreamQuery, workshopStreamUrl } from '../contracts/mechmate.route.ts';
import {
  initialWorkshopList,
  workshopCursor,
  workshopListReducer,
  type WorkshopListState,
} from './workshop-list-state.ts';
import { readWorkshopStream } from './workshop-stream.ts';

/** What the list is asked for: the car, the place, the services and the order. */
export type WorkshopListQuery = Omit<WorkshopStreamQuery, 'cursor'>;

/** The same query always gives the same key; a changed place, service or sort a new one. */
export function workshopListKey(query: WorkshopListQuery): string {
  return JSON.stringify([
    query.regNo,
    query.latitude,
    query.longitude,
    [...query.serviceOfferings].sort(),
    query.sort,
  ]);
}

/**
 * The step's workshop list, streamed: it starts when a query is given and its key is new (the
 * services or the sort changed), and `loadMore` continues after the last site. Each batch aborts
 * the one before it (the latest wins), and leaving the step aborts the running one. A `null`
 * query (the list is hidden behind a chosen slot) starts nothing and keeps what was listed.
 */
export function useWorkshopList(query: WorkshopListQuery | null): {
  list: WorkshopListState;
  loadMore: () => void;
} {
  const [list, dispatch] = useReducer(workshopListReducer, initialWorkshopList);
  const controller = useRef<AbortController | null>(null);
  const started = useRef<string | null>(null);

  const stream = useCallback(async (query: WorkshopListQuery, cursor?: string) => {
    controller.current?.abort();
    const batch = new AbortController();
    controller.current = batch;
    const key = workshopListKey(query);
    dispatch({ type: 'start', key, more: cursor !== undefined });
    const url = workshopStreamUrl({ ...query, cursor });
    for await (const event of readWorkshopStream(url, batch.signal)) {
      if (batch.signal.aborted) return;
      // Not console.error: a missing workshop is an answer the visitor sees, not a fault.
      if (event.type === 'error') console.info('no workshop available', event.message);
      dispatch(event);
    }
  }, []);

  const key = query ? workshopListKey(query) : null;
  const latestQuery = useRef(query);
  latestQuery.current = query;
  useEffect(() => {
    const current = latestQuery.current;
    if (!current || key === null || started.current === key) return;
    started.current = key;
    void stream(current);
  }, [key, stream]);

  useEffect(
    () => () => {
      controller.current?.abort();
      // Mounted again (React's strict mode does so), the list starts afresh.
      started.current = null;
    },
    [],
  );

  const loadMore = useCallback(() => {
    const current = latestQuery.current;
    const cursor = workshopCursor(list);
    if (current && cursor) void stream(current, cursor);
  }, [list, stream]);

  return { list, loadMore };
}

/** The sort a visitor sees first (spec 9.1). */
export const defaultWorkshopSort: WorkshopSort = 'nearest';
