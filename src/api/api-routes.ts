import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AppEnv } from '../app-env.ts';
import { codeweaverRoutes } from '../partners/codeweaver/routes.ts';
import { comhubRoutes } from '../partners/comhub/routes.tsx';
import { jotformRoutes } from '../partners/jotform/routes.ts';
import { mechmateRoutes } from '../partners/mechmate/routes.ts';
import { mapsRoutes } from '../partners/maps/routes.ts';
import { mediaRoutes } from '../partners/media/routes.ts';
import { tireHotelRoutes } from '../partners/tire-hotel/routes.ts';
import { pageViewRoutes } from '../partners/page-view/routes.ts';
import { pageRenderer } from '../render/page-renderer.ts';
import { consentRoutes } from '../routes/consent-routes.ts';
import { searchRoutes } from '../routes/search.ts';
import { storiesRoutes } from '../routes/stories.ts';
import { apiErrorResponse, apiMethodNotAllowed, apiNotFound } from './error-response.ts';

/**
 * Everything under /api, as its own app: one error answer (`{ error, issues }`) for every refusal
 * and failure, a JSON 404 for a path it does not have, and a 405 naming the allowed methods for a
 * path it has (the page catch-all would otherwise make every path allow GET).
 */
export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.onError(apiErrorResponse);
  api.use('*', methodNotAllowed({ app: api, onMethodNotAllowed: apiMethodNotAllowed }));
  api.route('/', consentRoutes());
  api.route('/', storiesRoutes());
  api.route('/', searchRoutes());
  api.route('/', codeweaverRoutes());
  api.route('/', mediaRoutes());
  api.route('/', mechmateRoutes());
  api.route('/', tireHotelRoutes());
  api.route('/', pageViewRoutes());
  api.route('/', mapsRoutes());
  api.route('/', jotformRoutes());
  // A no-script form post ends on a page of the site.
  api.use('/forms/*', pageRenderer());
  api.route('/', comhubRoutes());
  api.all('*', apiNotFound);
  return api;
}
