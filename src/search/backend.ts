import type { SearchResponse } from '#client/contracts/search.ts';
import type { NormalSearch } from './normalise.ts';

/** What a backend found, with what it cost where the backend can tell (D1's rows read). */
export interface SearchAnswer {
  response: SearchResponse;
  rowsRead?: number;
}

/**
 * Where answers come from: the embedded D1 index, or the group's search proxy. Both take the
 * same validated, normalised question, so the contract tests run unchanged against either.
 */
export interface SearchBackend {
  readonly name: 'd1' | 'upstream';
  search(search: NormalSearch): Promise<SearchAnswer>;
}
