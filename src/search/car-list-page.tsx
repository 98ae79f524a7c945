import type { Context } from 'hono';
import type { CarListBlock } from '#client/blocks/car-list/car-list.schema.ts';
import { segmentToken } from '#client/car-list/query.ts';
import type { AppEnv } from '../app-env.ts';
import { parseBlocks } from '../content/parse-blocks.ts';
import { createBlockData } from '../pages/block-data.ts';
import type { DynamicPageRequest } from '../pages/dynamic-pages.ts';
import { headFor, themeOf } from '../pages/site-chrome.ts';
import { BlockList } from '../render/block-list.tsx';
import { renderPage } from '../render/render-page.tsx';
import { searchScopeOf } from './cached-search.ts';
import { resolveSegments } from './car-list.ts';

/**
 * Brand and model pages of a car list (the car-list URL contract): `/kop-bil/~volvo/~xc60` is the
 * content route `/kop-bil` holding a car-list block, filtered to brand Volvo and model XC60, with
 * the title from brand and model. A `~` segment naming no brand or model in stock is not a page.
 */
export async function carListSegmentPage(
  c: Context<AppEnv>,
  { content, path, shell }: DynamicPageRequest,
): Promise<Response | null> {
  const segments = path.split('/').filter(Boolean);
  const firstToken = segments.findIndex((segment) => segment.startsWith(segmentToken));
  if (firstToken < 0) return null;
  const named = segments.slice(firstToken);
  if (
    named.length > 2 ||
    !named.every((segment) => segment.startsWith(segmentToken) && segment.length > 1)
  )
    return null;
  const listPath = `/${segments.slice(0, firstToken).join('/')}`;
  const site = c.get('site');
  const language = c.get('language');
  const route = await content.getRoute(site.name, language, listPath);
  if (!route) return null;
  const blocks = parseBlocks(route.placeholders.main);
  const list = blocks.find((block): block is CarListBlock => block.type === 'car-list');
  if (!list) return null;
  let decoded: string[];
  try {
    decoded = named.map((segment) => decodeURIComponent(segment.slice(segmentToken.length)));
  } catch {
    return null;
  }
  const found = await resolveSegments(searchScopeOf(c), list.fields.Filters, decoded);
  if (!found?.brand) return null;
  const title = [found.brand, found.model].filter(Boolean).join(' ');
  const listTitle = route.fields.metaTitle?.trim() || route.fields.navTitle;
  const fields = {
    ...route.fields,
    navTitle: title,
    metaTitle: `${title} – ${listTitle}`,
    canonicalURL: undefined,
  };
  const page = { content, language, path: route.path, url: new URL(c.req.url) };
  return renderPage(c, {
    head: headFor(c, fields, shell.settings),
    theme: themeOf(c, route.fields),
    shell,
    isHome: false,
    children: <BlockList blocks={blocks} data={createBlockData(c, page)} />,
  });
}
