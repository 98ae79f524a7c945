import type { WorkshopSite } from '../contracts/mechmate.ts';
import type { WorkshopStreamEvent } from './workshop-stream.ts';

// The workshop list of step 4 as the stream fills it (booking spec 4.1, 9.1): batches of at most
// 5 sites, each ended by the stream's close; 'Hämta fler' asks for the next batch after the last
// department. A pure reducer, so the rules below are tested without a browser.

/** The partner closes the stream after this many sites; a full batch means there may be more. */
export const workshopBatchSize = 5;
/** The most sites the list holds (spec 9.1's site list limit). */
export const workshopListLimit = 100;

export type WorkshopListStatus =
  /** The first batch is on its way: the skeletons show until its first site. */
  | 'loading'
  /** 'Hämta fler' is on its way: the listed sites stay. */
  | 'loadingMore'
  | 'ready'
  | 'nosites'
  | 'error';

export interface WorkshopListState {
  /** The query (place, services, sort) the list belongs to; null before the first start. */
  key: string | null;
  sites: WorkshopSite[];
  status: WorkshopListStatus;
  /** Sites the running batch has sent. */
  batchCount: number;
  /** The last batch was full and the list is under its limit: 'Hämta fler' shows. */
  canLoadMore: boolean;
}

export const initialWorkshopList: WorkshopListState = {
  key: null,
  sites: [],
  status: 'loading',
  batchCount: 0,
  canLoadMore: false,
};

export type WorkshopListAction =
  /** A batch starts: a new query empties the list; 'Hämta fler' (`more`) keeps it. */
  { type: 'start'; key: string; more: boolean } | WorkshopStreamEvent;

const loading = (status: WorkshopListStatus) => status === 'loading' || status === 'loadingMore';

export function workshopListReducer(
  state: WorkshopListState,
  action: WorkshopListAction,
): WorkshopListState {
  switch (action.type) {
    case 'start':
      return action.more && action.key === state.key
        ? { ...state, status: 'loadingMore', batchCount: 0, canLoadMore: false }
        : { ...initialWorkshopList, key: action.key };
    case 'site': {
      if (!loading(state.status)) return state;
      const known = state.sites.some((site) => site.departmentId === action.site.departmentId);
      return {
        ...state,
        sites: known ? state.sites : [...state.sites, action.site],
        batchCount: state.batchCount + 1,
      };
    }
    case 'error':
      return loading(state.status) ? { ...state, status: 'error', canLoadMore: false } : state;
    case 'nosites':
      // More asked for and none left: the listed sites stay, without the no-sites message.
      if (!loading(state.status)) return state;
      return {
        ...state,
        status: state.sites.length > 0 ? 'ready' : 'nosites',
        canLoadMore: false,
      };
    case 'closed':
      // A batch cut short (fewer than 5 sites, no final message) simply ends the list.
      if (!loading(state.status)) return state;
      return {
        ...state,
        status: state.sites.length > 0 ? 'ready' : 'nosites',
        canLoadMore:
          state.batchCount >= workshopBatchSize && state.sites.length < workshopListLimit,
      };
  }
}

/** The cursor of the next batch: the last department listed. */
export function workshopCursor(state: WorkshopListState): string | undefined {
  return state.sites.at(-1)?.departmentId;
}
