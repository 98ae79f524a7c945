import { Hono } from 'hono';
import { placeSearchQuerySchema } from '#client/contracts/places.ts';
import { ApiError } from '../../api/api-error.ts';
import { queryInput } from '../../api/validate.ts';
import type { AppEnv } from '../../app-env.ts';
import { createPlaceSearch } from './client.ts';

/**
 * GET /api/places?q=: the maps provider's places for the typed text, `{ places: [...] }` (at most
 * 8), for the booking flow's place field when a maps key is configured. Without MAPS_API_KEY the
 * route does not exist (404: the field searches its embedded gazetteer). The key stays on the
 * server; the answer is cached a day, since places do not move.
 */
export function mapsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/places',
    async (c, next) => {
      if (!c.get('config').mapsApiKey)
        throw new ApiError(404, 'No place search here: no maps key is configured (MAPS_API_KEY).');
      await next();
    },
    queryInput(placeSearchQuerySchema, 'place search'),
    async (c) => {
      const apiKey = c.get('config').mapsApiKey!;
      const places = await createPlaceSearch(apiKey).search(
        c.req.valid('query').q,
        c.req.raw.signal,
      );
      return c.json({ places }, 200, { 'Cache-Control': 'public, max-age=86400' });
    },
  );
  return routes;
}
