import { type ApiRoute, apiRoute } from './api-route.ts';
import type { CarMedia } from './car-media.ts';

// Apart from car-media.ts so that the gallery's chunk gets the route and guard without zod.

/**
 * The media answer's shape, checked again in the browser (the worker validated it against
 * carMediaSchema): by hand, because parsing with the schema would add zod to the gallery's chunk.
 */
export function isCarMedia(body: unknown): body is CarMedia {
  if (!body || typeof body !== 'object') return false;
  const media = body as Record<string, unknown>;
  const list = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');
  return (
    (media.videoUrl === null || typeof media.videoUrl === 'string') &&
    list(media.images360) &&
    list(media.internal360) &&
    typeof media.hasVideo === 'boolean' &&
    typeof media.has360 === 'boolean' &&
    typeof media.hasInternal360 === 'boolean'
  );
}

/**
 * `GET /api/media/{regNo}` (car-stock spec 7, Media) at the address the page names for its car
 * (the gallery's `mediaUrl`: the worker builds it from the registration number).
 */
export function carMediaRoute(address: string): ApiRoute<void, CarMedia> {
  return apiRoute<void, CarMedia>('GET', address, { accepts: isCarMedia });
}
