import type { Context } from 'hono';
import type { CarListBlock } from '#client/blocks/car-list/car-list.schema.ts';
import { segmentToken } from '#client/car-list/query.ts';
import { listPageTitle, namedHeading } from '#client/car-list/list-titles.ts';
import type { AppEnv } from '../app-env.ts';
import { parseBlocks } from '../content/parse-blocks.ts';
import { createBlockData } from '../pages/block-data.ts';
import type { DynamicPageRequest } from '../pages/dynamic-pages.ts';
import { headFor, themeOf } from '../pages/site-chrome.ts';
import { BlockList } from '../render/block-list.tsx';
import { renderPage } from '../render/render-page.tsx';
import { searchScopeOf } from './cached-search.ts';
import { resolveSegments } from './car-list.ts';
import { localisedPath } from '../sites/language.ts';

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
  const language = c.get('language');
  const listPage = await carListAt(c, content, listPath);
  if (!listPage) return null;
  const { route, blocks, list } = listPage;
  let decoded: string[];
  try {
    decoded = named.map((segment) => decodeURIComponent(segment.slice(segmentToken.length)));
  } catch {
    return null;
  }
  const found = await resolveSegments(searchScopeOf(c), list.fields.Filters, decoded);
  if (!found?.brand) return null;
  const titles = {
    template: shell.settings.titleTemplate,
    list: route.fields.metaTitle?.trim() || route.fields.navTitle,
  };
  const fields = {
    ...route.fields,
    navTitle: namedHeading(found),
    metaTitle: listPageTitle(found, titles.list),
    canonicalURL: undefined,
  };
  const page = { content, language, path: route.path, url: new URL(c.req.url), titles };
  return renderPage(c, {
    head: headFor(c, fields, shell.settings),
    theme: themeOf(c, route.fields),
    shell,
    isHome: false,
    children: <BlockList blocks={blocks} data={createBlockData(c, page)} />,
  });
}

/** The content route at `listPath` with its car-list block, or null when it holds none. */
async function carListAt(
  c: Context<AppEnv>,
  content: DynamicPageRequest['content'],
  listPath: string,
) {
  const route = await content.getRoute(c.get('site').name, c.get('language'), listPath);
  if (!route) return null;
  const blocks = parseBlocks(route.placeholders.main);
  const list = blocks.find((block): block is CarListBlock => block.type === 'car-list');
  return list ? { route, blocks, list } : null;
}

/**
 * A brand or brand-and-model path under a car list without the `~` marks (`/buy-car/used-cars/bmw/3-series`,
 * where old links and redirect rules lead) answers 308 to that list's `~` page when the brand (and
 * model) are in its stock; anything else is not this resolver's. Tried after the detail and dealer
 * pages, so their paths never cost a search.
 */
export async function carListPathRedirect(
  c: Context<AppEnv>,
  { content, path }: DynamicPageRequest,
): Promise<Response | null> {
  const segments = path.split('/').filter(Boolean);
  for (const named of [2, 1]) {
    if (segments.length <= named) continue;
    const plain = segments.slice(-named);
    if (plain.some((segment) => segment.startsWith(segmentToken))) return null;
    const listPath = `/${segments.slice(0, -named).join('/')}`;
    const listPage = await carListAt(c, content, listPath);
    if (!listPage) continue;
    let decoded: string[];
    try {
      decoded = plain.map((segment) => decodeURIComponent(segment));
    } catch {
      return null;
    }
    const found = await resolveSegments(searchScopeOf(c), listPage.list.fields.Filters, decoded);
    if (!found?.brand) return null;
    const target = `${localisedPath(c.get('site'), c.get('language'), listPath)}/${plain
      .map((segment) => `${segmentToken}${segment.toLowerCase()}`)
      .join('/')}`;
    return c.redirect(`${target}${new URL(c.req.url).search}`, 308);
  }
  return null;
}
