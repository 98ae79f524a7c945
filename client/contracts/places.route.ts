import { type ApiRoute, apiRoute } from './api-route.ts';
import type { FoundPlace, PlaceSearchAnswer, PlaceSearchQuery } from './places.ts';

// Apart from places.ts so that the place field's chunk gets the route and guard without zod.

const isFoundPlace = (value: unknown): value is FoundPlace => {
  if (!value || typeof value !== 'object') return false;
  const place = value as Record<string, unknown>;
  return (
    typeof place.name === 'string' &&
    typeof place.county === 'string' &&
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    typeof place.placeId === 'string'
  );
};

/** The answer's shape, checked by hand (the worker validated it against placeSearchAnswerSchema). */
export function isPlaceSearchAnswer(body: unknown): body is PlaceSearchAnswer {
  const places = (body as { places?: unknown } | null)?.places;
  return Array.isArray(places) && places.every(isFoundPlace);
}

/** `GET /api/places?q=`: the maps provider's places for the typed text (404 without a maps key). */
export const placeSearchRoute: ApiRoute<PlaceSearchQuery, PlaceSearchAnswer> = apiRoute(
  'GET',
  '/api/places',
  { accepts: isPlaceSearchAnswer },
);
