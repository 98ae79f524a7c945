import type { Context } from 'hono';
import { hasLeadForm } from '#client/blocks/lead-form-blocks.ts';
import type { AppEnv } from '../app-env.ts';
import { createContentSource } from '../content/create-content-source.ts';
import { parseBlocks } from '../content/parse-blocks.ts';
import { BlockList } from '../render/block-list.tsx';
import { renderPage } from '../render/render-page.tsx';
import { pathWithinLanguage } from '../sites/language.ts';
import { createBlockData } from './block-data.ts';
import { dynamicPageResolvers } from './dynamic-pages.ts';
import { renderNotFound } from './error-pages.tsx';
import { loadShell } from './load-shell.ts';
import { isStoryPage, storyHead } from './story-data.ts';
import { headFor, themeOf } from './site-chrome.ts';

/** Any path that is not an endpoint: the content route at that path, a dynamic page (dynamic-pages.ts), or the site's 404 page. */
export async function contentPage(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const language = c.get('language');
  const content = createContentSource(c);
  const path = pathWithinLanguage(site, c.req.path);
  const [shell, route] = await Promise.all([
    loadShell(c, content, path),
    content.getRoute(site.name, language, path),
  ]);
  if (!route) {
    for (const resolve of dynamicPageResolvers) {
      const answer = await resolve(c, { content, path, shell });
      if (answer) return answer;
    }
    return renderNotFound(c, shell);
  }
  const blocks = parseBlocks(route.placeholders.main);
  // A lead form's ticket is made for this request: no cache may keep or share the page.
  if (hasLeadForm(blocks)) c.header('Cache-Control', 'private, no-store');
  const head = headFor(c, route.fields, shell.settings);
  const titles = { template: shell.settings.titleTemplate, list: head.openGraph.title };
  const page = { content, language, path: route.path, url: new URL(c.req.url), titles };
  return renderPage(c, {
    head: isStoryPage(blocks) ? await storyHead(site, page, route.fields, head) : head,
    theme: themeOf(c, route.fields),
    shell,
    isHome: route.path === shell.homePath,
    children: <BlockList blocks={blocks} data={createBlockData(c, page)} />,
  });
}
