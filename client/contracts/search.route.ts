import { apiRoute } from './api-route.ts';
import type { SearchRequestInput, SearchResponse } from './search.ts';

// Apart from search.ts because islands import it: a value taken from a module that builds zod
// schemas at its top level brings zod into the island's chunk, so a route and its guard sit in a
// module of their own that imports the contract's types only.

/**
 * The search answer's shape, checked again in the browser (the worker validated it against
 * searchResponseSchema): by hand, because parsing with the schema would add zod to the chunk.
 */
export function isSearchResponse(body: unknown): body is SearchResponse {
  const answer = body as Partial<Record<keyof SearchResponse, unknown>> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray(answer.facet) &&
    Array.isArray(answer.content) &&
    typeof answer.total_items === 'number'
  );
}

/** `POST /api/search` (car-stock spec 7): the car list, the dealer site list and compare ask it. */
export const searchRoute = apiRoute<SearchRequestInput, SearchResponse>('POST', '/api/search', {
  accepts: isSearchResponse,
});
