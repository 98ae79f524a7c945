import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { localisedPath } from '../sites/language.ts';
import { searchScopeOf } from '../search/cached-search.ts';
import { dealerSitemapPaths, isPageInSitemap } from '../search/dealer-sitemap.ts';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => xmlEscapes[ch] ?? ch);

/** GET /sitemap.xml: every content route of the site, in each of its languages. */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const origin = new URL(c.req.url).origin;
  const content = createContentSource(c);
  const [routes, dealerPaths] = await Promise.all([content.listRoutes(site.name), dealerSitemapPaths(searchScopeOf(c), content, site)]);
  const urls = routes
    .filter((route) => site.languages.includes(route.language))
    .filter((route) => isPageInSitemap(route.path))
    .map((route) => {
      const loc = escapeXml(`${origin}${localisedPath(site, route.language, route.path)}`);
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : '';
      return `  <url><loc>${loc}</loc>${lastmod}</url>`;
    });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    // Dealer pages (issue 9): one per dealer of the site index and language.
    ...dealerPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
}
