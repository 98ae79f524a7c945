import { Hono } from 'hono';
import { apiRoutes } from './api/api-routes.ts';
import type { AppEnv } from './app-env.ts';
import { contentPlatformProxy } from './content/platform-proxy.ts';
import { editingRoutes } from './editing/editing-routes.tsx';
import { editingMode } from './middleware/editing-mode.ts';
import { handleError } from './middleware/error-handler.ts';
import { requestGuard } from './middleware/request-guard.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { siteResolution } from './middleware/site.ts';
import { contentPage } from './pages/content-page.tsx';
import { feaasRender } from './pages/feaas-render.tsx';
import { redirectAdminApi } from './redirects/admin-api.ts';
import { redirectRules } from './redirects/redirect-rules.ts';
import { pageRenderer } from './render/page-renderer.ts';
import { healthz } from './routes/healthz.ts';
import { optimiseImage } from './routes/image.ts';
import { robots } from './routes/robots.ts';
import { sitemap } from './routes/sitemap.ts';
import { staticAsset, staticPrefixes } from './routes/static-assets.ts';

export interface AppOptions {
  /** Extra routes mounted before the page catch-all (the test fixtures' build only). */
  mount?: (app: Hono<AppEnv>) => void;
}

/**
 * The request pipeline, in order: security headers around everything, the address guard, site
 * resolution (with the www redirect), static files, the redirect admin API, redirect rules,
 * endpoints, editing sessions, the editing flag, then pages (and the editor's block render).
 */
export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(handleError);

  app.use('*', securityHeaders({ dev: import.meta.env.DEV }));
  app.use('*', requestGuard());
  app.use('*', siteResolution());
  // Before every route, so an error page renders in the site's shell whichever route failed (the
  // content proxies' 404 was '[object Object]' when the renderer came after them).
  app.use('*', pageRenderer());

  for (const prefix of staticPrefixes) app.get(`${prefix}*`, staticAsset);
  // Operations' API: before the redirect rules, so no rule can shadow it; 404 without its secret.
  app.route('/_admin/redirects', redirectAdminApi());

  app.on(['GET', 'HEAD'], '*', redirectRules());

  app.get('/healthz', healthz);
  app.get('/robots.txt', robots);
  app.get('/sitemap.xml', sitemap);
  app.get('/_image', optimiseImage);
  app.route('/api', apiRoutes());
  for (const path of ['/sitecore/api/*', '/sitecore/service/*', '/-/*'])
    app.all(path, contentPlatformProxy);

  app.route('/_editing', editingRoutes());
  app.use('*', editingMode());
  app.on(['GET', 'POST'], '/feaas-render', feaasRender);
  options.mount?.(app);
  app.get('*', contentPage);
  // Pages are read-only: any other method on them is refused, saying which ones work.
  app.all('*', (c) =>
    c.text('Method not allowed: pages answer GET and HEAD.', 405, { Allow: 'GET, HEAD' }),
  );
  return app;
}

// Durable Object classes are exported by the entry module, where the runtime looks for them.
export { BookingKeys } from './partners/mechmate/idempotency.ts';
export { TireHotelLimits } from './partners/tire-hotel/limits.ts';
export { LeadSubmissions } from './partners/comhub/lead-submissions.ts';

export default createApp();
