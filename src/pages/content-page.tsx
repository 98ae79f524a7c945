import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { parseBlocks } from '../content/parse-blocks.ts';
import { BlockList } from '../render/block-list.tsx';
import { renderPage } from '../render/render-page.tsx';
import { pathWithinLanguage } from '../sites/language.ts';
import { createBlockData } from './block-data.ts';
import { renderNotFound } from './error-pages.tsx';
import { headFor, themeOf } from './site-chrome.ts';

/** Any path that is not an endpoint: the content route at that path, or the site's 404 page. */
export async function contentPage(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const language = c.get('language');
  const content = createContentSource(c);
  const path = pathWithinLanguage(site, c.req.path);
  const [settings, route] = await Promise.all([
    content.getSiteSettings(site.name),
    content.getRoute(site.name, language, path),
  ]);
  if (!route) return renderNotFound(c, settings);
  const blocks = parseBlocks(route.placeholders.main);
  return renderPage(c, {
    head: headFor(c, route.fields, settings),
    theme: themeOf(c, route.fields),
    settings,
    children: <BlockList blocks={blocks} data={createBlockData(c.env, site)} />,
  });
}
