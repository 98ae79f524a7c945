import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { localisedPath } from '../sites/language.ts';
import { carListSitemapPaths } from '../search/car-list-sitemap.ts';
import { carSitemapEntries } from './sitemap-cars.ts';
import { searchScopeOf } from '../search/cached-search.ts';
import { dealerSitemapPaths, isPageInSitemap } from '../search/dealer-sitemap.ts';
import { isRedirected, siteRedirects } from '../redirects/redirect-rules.ts';

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => xmlEscapes[ch] ?? ch);

/**
 * GET /sitemap.xml: every content route of the site, in each of its languages, the car list's
 * brand and model pages, the dealer pages, then the detail
 * page of every car and vehicle in stock (searched in bounded pages and streamed, so a stock of
 * 20,000 cars never sits in memory as one string).
 */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const origin = new URL(c.req.url).origin;
  const content = createContentSource(c);
  const scope = searchScopeOf(c);
  const [routes, carListPaths, dealerPaths, rules] = await Promise.all([
    content.listRoutes(site.name),
    carListSitemapPaths(c, content),
    dealerSitemapPaths(scope, content, site),
    siteRedirects(c),
  ]);
  // A page a redirect rule hides is never reached: it is not listed (`redirects validate` warns).
  const urls = routes
    .filter((route) => site.languages.includes(route.language))
    .filter((route) => isPageInSitemap(route.path))
    .map((route) => ({
      ...route,
      url: `${origin}${localisedPath(site, route.language, route.path)}`,
    }))
    .filter((route) => !isRedirected(rules, route.url))
    .map((route) => {
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : '';
      return `  <url><loc>${escapeXml(route.url)}</loc>${lastmod}</url>`;
    });
  // Brand and model pages of the car list (`~` segments, issue 7).
  urls.push(
    ...carListPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
  );
  // Dealer pages (issue 9): one per dealer of the site index and language.
  urls.push(
    ...dealerPaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`),
  );
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '',
  ].join('\n');
  const cars = carSitemapEntries(scope, content);
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      try {
        const next = await cars.next();
        if (next.done) {
          controller.enqueue(encoder.encode('</urlset>\n'));
          controller.close();
          return;
        }
        const lines = next.value.map(
          (entry) =>
            `  <url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.lastModified}</lastmod></url>\n`,
        );
        controller.enqueue(encoder.encode(lines.join('')));
      } catch (error) {
        // The content routes are out already: end the document with what is there.
        console.error('sitemap cars unavailable', error instanceof Error ? error.message : error);
        controller.enqueue(encoder.encode('</urlset>\n'));
        controller.close();
      }
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
