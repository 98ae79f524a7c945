import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SearchRequestInput, type SearchResponse, searchRequestSchema } from '../../../client/lib/search-contract.ts';
import type { AppConfig } from '../../../src/env.ts';
import type { SearchBackend } from '../../../src/search/backend.ts';
import { cachedSearch, searchForPage, type SearchScope } from '../../../src/search/cached-search.ts';
import type { NormalSearch } from '../../../src/search/normalise.ts';
import { sites } from '../../../src/sites/catalogue.ts';
import { expectConsoleError } from '../../support/fail-on-console-error.ts';

/** The Cache API as workerd offers it, kept in a map, remembering what was stored. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response.clone());
  }
}

let cache: MemoryCache;
beforeEach(() => {
  cache = new MemoryCache();
  (globalThis as Record<string, unknown>).caches = { default: cache };
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).caches;
});

function countingBackend(fail = false) {
  const seen: NormalSearch[] = [];
  const backend: SearchBackend = {
    name: 'd1',
    async search(search) {
      seen.push(search);
      if (fail) throw new Error('D1 is away');
      const response: SearchResponse = { facet: [], content: [{ car_id: '1' }], total_items: 1, limit: search.limit, offset: search.offset };
      return { response, rowsRead: 3 };
    },
  };
  return { backend, seen };
}

const scope = (backend: SearchBackend, site = sites['group-se']): SearchScope => ({ config: {} as AppConfig, site, host: 'group-se.localhost', backend });
const ask = (s: SearchScope, input: SearchRequestInput) => cachedSearch(s, searchRequestSchema.parse(input));

describe('cachedSearch', () => {
  it('answers a repeated question from the cache without the backend', async () => {
    const { backend, seen } = countingBackend();
    const first = await ask(scope(backend), { index: 'cars', filters: [{ name: 'car_brand', values: ['Kia', 'BMW'] }] });
    const second = await ask(scope(backend), { filters: [{ values: ['BMW', 'Kia'], name: 'car_brand' }], index: 'cars', limit: 24 });
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.text).toBe(first.text);
    expect(first.rowsRead).toBe(3);
    expect(seen).toHaveLength(1);
  });

  it('keeps the sites apart', async () => {
    const { backend, seen } = countingBackend();
    await ask(scope(backend), { index: 'cars' });
    expect((await ask(scope(backend, sites['store-se']), { index: 'cars' })).cache).toBe('MISS');
    expect(seen.map((s) => s.site)).toEqual(['group-se', 'store-se']);
  });

  it('answers the empty result on failure, logs it and caches nothing', async () => {
    expectConsoleError();
    const { backend, seen } = countingBackend(true);
    const outcome = await ask(scope(backend), { index: 'cars', limit: 48, offset: 96 });
    expect(outcome).toMatchObject({ failed: true, cache: 'MISS' });
    expect(JSON.parse(outcome.text)).toEqual({ facet: [], content: [], total_items: 0, limit: 48, offset: 96 });
    expect((await ask(scope(backend), { index: 'cars', limit: 48, offset: 96 })).cache).toBe('MISS');
    expect(seen).toHaveLength(2);
    expect(cache.entries.size).toBe(0);
  });

  it('stores only the answer, its type and its 60 s lifetime', async () => {
    const { backend } = countingBackend();
    await ask(scope(backend), { index: 'cars' });
    const [stored] = [...cache.entries.values()];
    expect([...stored!.headers.keys()].sort()).toEqual(['cache-control', 'content-type']);
    expect(stored!.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('searchForPage', () => {
  it('shares the cache entries of POST /api/search', async () => {
    const { backend, seen } = countingBackend();
    await ask(scope(backend), { index: 'cars', filters: [{ name: 'caroftheweek', values: [true] }] });
    const answer = await searchForPage(scope(backend), { index: 'cars', filters: [{ name: 'caroftheweek', values: ['true'] }] });
    expect(answer.total_items).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('throws on a request its own page wrote wrong', async () => {
    const { backend } = countingBackend();
    await expect(searchForPage(scope(backend), { index: 'cars', limit: 960 })).rejects.toThrow(/limit/);
  });
});
