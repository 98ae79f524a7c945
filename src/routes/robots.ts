import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/** GET /robots.txt: crawl the pages, not the endpoints; points at the site's own sitemap. */
export function robots(c: Context<AppEnv>): Response {
  const origin = new URL(c.req.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /sitecore/',
    'Disallow: /-/',
    'Disallow: /feaas-render',
    'Disallow: /healthz',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.text(body);
}
