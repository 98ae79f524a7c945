import type { Bindings } from '../env.ts';
import type { BlockData } from '../render/block-list.tsx';
import { settle, type Settled } from '../render/settle.ts';
import { loadStockSummary } from '../search/stock-summary.ts';
import type { Site } from '../sites/catalogue.ts';
import { type BlockPage, loadStoriesList, loadStoriesTeaser, loadStoryNavigation } from './story-data.ts';

/**
 * The backends behind data-carrying blocks, for one request. Each block's load starts once and
 * is remembered by block id, so a re-render never starts a second query.
 */
export function createBlockData(env: Bindings, site: Site, page?: BlockPage): BlockData {
  const started = new Map<string, Promise<Settled<unknown>>>();
  const once = <T,>(id: string, start: () => Promise<T>): Promise<Settled<T>> => {
    let promise = started.get(id);
    if (!promise) {
      promise = settle(start());
      started.set(id, promise);
    }
    return promise as Promise<Settled<T>>;
  };
  // Story blocks need the page (its content source, language, path and URL); /feaas-render has none.
  const onPage = <T,>(run: (page: BlockPage) => Promise<T>): Promise<T> =>
    page ? run(page) : Promise.reject(new Error('story blocks render only on a content page'));
  // Publish info and navigation of one story share one query.
  let publishInfo: ReturnType<BlockPage['content']['getStoryPublishInfo']> | undefined;
  const storyInfo = (p: BlockPage) => (publishInfo ??= p.content.getStoryPublishInfo(site.name, p.language, p.path));
  return {
    storiesList: (block) => once(block.id, () => onPage((p) => loadStoriesList(site, p))),
    storiesTeaser: (block) => once(block.id, () => onPage((p) => loadStoriesTeaser(site, p, block.fields.Count))),
    storyNavigation: (block) => once(block.id, () => onPage((p) => loadStoryNavigation(site, p, storyInfo(p)))),
    storyPublishInfo: (block) => once(block.id, () => onPage(storyInfo)),
    stockSummary: (block) => once(block.id, () => loadStockSummary(env.DB, site, block.fields.LatestCount)),
  };
}
