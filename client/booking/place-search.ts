import { placeSearchRoute } from '../contracts/places.route.ts';
import { callApi } from '../lib/api-call.ts';
import { loadGazetteer } from './place-gazetteer.ts';
import { foldForSearch, suggestPlaces } from './places.ts';

/** One suggestion of the place field, from the gazetteer or the maps provider. */
export interface PlaceSuggestion {
  name: string;
  county: string;
  latitude: number;
  longitude: number;
  placeId?: string;
}

export interface PlaceSuggestions {
  places: PlaceSuggestion[];
  /** The data's credit line, shown under the list ('' for the provider's answers). */
  attribution: string;
}

/**
 * The suggestions for the typed text: the maps provider's (`GET /api/places`) when the page has a
 * maps key and the text has two characters, else, and whenever the provider fails, the embedded
 * gazetteer's, so the field works offline and without a key. An abort stays an AbortError.
 */
export async function searchPlaces(
  typed: string,
  { provider, signal }: { provider: boolean; signal: AbortSignal },
): Promise<PlaceSuggestions> {
  if (provider && foldForSearch(typed).length >= 2) {
    try {
      const answer = await callApi(placeSearchRoute, { q: typed.trim() }, signal);
      return { places: answer.places, attribution: '' };
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn('place search: the maps provider failed, the gazetteer answers', error);
    }
  }
  const { places, attribution } = await loadGazetteer();
  return { places: suggestPlaces(places, typed), attribution };
}
