import type { FoundPlace } from '#client/contracts/places.ts';
import { fetchJson, globalFetcher, type Fetching } from '../upstream.ts';
import {
  rawTextSearchSchema,
  textSearchBody,
  textSearchFieldMask,
  textSearchUrl,
  toFoundPlaces,
} from './contract.ts';

/** The maps provider's place search. */
export interface PlaceSearch {
  search(text: string, signal: AbortSignal): Promise<FoundPlace[]>;
}

/**
 * The place search through the one fetch helper (3 s: a suggestion later than that is no use to a
 * visitor who is typing), with the key sent server-side only, in the provider's key header.
 */
export function createPlaceSearch(apiKey: string, fetcher: Fetching = globalFetcher): PlaceSearch {
  const call = { upstream: 'maps place search', fetcher, timeoutMs: 3000 };
  return {
    async search(text, signal) {
      const request = new Request(textSearchUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': textSearchFieldMask,
        },
        body: JSON.stringify(textSearchBody(text)),
        signal,
      });
      return toFoundPlaces(await fetchJson(call, request, rawTextSearchSchema));
    },
  };
}
