import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { BlockData } from '../render/block-list.tsx';
import { settle, type Settled } from '#client/lib/settle.ts';
import type { SiteListData } from '#client/blocks/site-list/site-list.schema.ts';
import { loadCarTeaser } from '../search/car-teaser.ts';
import { searchScopeOf } from '../search/cached-search.ts';
import { loadStockSummary } from '../search/stock-summary.ts';
import { loadCarList } from '../search/car-list.ts';
import { loadCarsOfTheWeek } from '../search/car-of-the-week.ts';
import { loadCarSearchChoices } from '../search/car-search-hero.ts';
import { loadSiteList, prefetchSiteList } from '../search/site-list.ts';
import { loadServiceRequestDealers } from '../search/service-dealers.ts';
import { issueLeadFormTicket } from '../partners/comhub/lead-guard.ts';
import { pathWithinLanguage } from '../sites/language.ts';
import {
  type BlockPage,
  loadStoriesList,
  loadStoriesTeaser,
  loadStoryNavigation,
} from './story-data.ts';

/**
 * The backends behind data-carrying blocks, for one request. Each block's load starts once and
 * is remembered by block id, so a re-render never starts a second query.
 */
export function createBlockData(c: Context<AppEnv>, page: BlockPage): BlockData {
  const site = c.get('site');
  const search = searchScopeOf(c);
  const started = new Map<string, Promise<Settled<unknown>>>();
  const once = <T>(id: string, start: () => Promise<T>): Promise<Settled<T>> => {
    let promise = started.get(id);
    if (!promise) {
      promise = settle(start());
      started.set(id, promise);
    }
    return promise as Promise<Settled<T>>;
  };
  // Publish info and navigation of one story share one query.
  let publishInfo: ReturnType<BlockPage['content']['getStoryPublishInfo']> | undefined;
  const storyInfo = (p: BlockPage) =>
    (publishInfo ??= p.content.getStoryPublishInfo(site.name, p.language, p.path));
  // Dealer sites (issue 9): the site list's search starts with the page, so the list renders in place.
  const mapsApiKey = c.get('config').mapsApiKey;
  const siteListEarly = prefetchSiteList(search, {
    listPath: page.content.getDictionary(site.name, page.language).then(
      (d) => pathWithinLanguage(site, d.pathToSiteList),
      () => null,
    ),
    pagePath: page.path,
    url: page.url,
    mapsApiKey,
  });
  return {
    mapsApiKey: mapsApiKey ?? null,
    leadFormEmbeds: c.get('config').leadFormEmbeds,
    storiesList: (block) => once(block.id, () => loadStoriesList(site, page)),
    storiesTeaser: (block) =>
      once(block.id, () => loadStoriesTeaser(site, page, block.fields.Count)),
    storyNavigation: (block) =>
      once(block.id, () => loadStoryNavigation(site, page, storyInfo(page))),
    storyPublishInfo: (block) => once(block.id, () => storyInfo(page)),
    stockSummary: (block) =>
      once(block.id, () => loadStockSummary(search, block.fields.LatestCount)),
    carTeaser: (block) => once(block.id, () => loadCarTeaser(search, block)),
    carList: (block) => once(block.id, () => loadCarList(search, block, page)),
    carOfTheWeek: (block) => once(block.id, () => loadCarsOfTheWeek(search, block)),
    carSearchHero: (block) => once(block.id, () => loadCarSearchChoices(search)),
    leadFormTicket: (block) => once(`${block.id}:ticket`, () => issueLeadFormTicket(c)),
    serviceRequestDealers: (block) =>
      once(`${block.id}:dealers`, () => loadServiceRequestDealers(search)),
    siteList: (block) => {
      // Settled already (the usual case on the list page): React reads it without suspending.
      const early = siteListEarly as Promise<Settled<SiteListData> | null> & {
        status?: string;
        value?: Settled<SiteListData> | null;
      };
      if (early.status === 'fulfilled' && early.value)
        return early as Promise<Settled<SiteListData>>;
      return once(block.id, async () => {
        const settled = await early;
        if (!settled) return loadSiteList(search, { url: page.url, mapsApiKey });
        if (settled.ok) return settled.value;
        throw settled.error;
      });
    },
  };
}
