import type { Bindings } from '../env.ts';
import type { BlockData } from '../render/block-list.tsx';
import { settle, type Settled } from '../render/settle.ts';
import { loadStockSummary } from '../search/stock-summary.ts';
import type { Site } from '../sites/catalogue.ts';

/**
 * The backends behind data-carrying blocks, for one request. Each block's load starts once and
 * is remembered by block id, so a re-render never starts a second query.
 */
export function createBlockData(env: Bindings, site: Site): BlockData {
  const started = new Map<string, Promise<Settled<unknown>>>();
  const once = <T,>(id: string, start: () => Promise<T>): Promise<Settled<T>> => {
    let promise = started.get(id);
    if (!promise) {
      promise = settle(start());
      started.set(id, promise);
    }
    return promise as Promise<Settled<T>>;
  };
  return {
    stockSummary: (block) => once(block.id, () => loadStockSummary(env.DB, site, block.fields.LatestCount)),
  };
}
