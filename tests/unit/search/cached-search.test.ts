import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type SearchRequestInput,
  type SearchResponse,
  searchRequestSchema,
} from '#client/contracts/search.ts';
import type { AppConfig } from '#src/env.ts';
import type { SearchBackend } from '#src/search/backend.ts';
import {
  cachedSearch,
  searchAnswer,
  searchForPage,
  type SearchScope,
} from '#src/search/cached-search.ts';
import { type NormalSearch, normaliseSearch, searchCacheKey } from '#src/search/normalise.ts';
import { sites } from '#src/sites/catalogue.ts';
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
      const response: SearchResponse = {
        facet: [],
        content: [{ car_id: '1' }],
        total_items: 1,
        limit: search.limit,
        offset: search.offset,
      };
      return { response, rowsRead: 3 };
    },
  };
  return { backend, seen };
}

const scope = (backend: SearchBackend, site = sites['group-se']): SearchScope => ({
  config: {} as AppConfig,
  site,
  host: 'group-se.localhost',
  backend,
});
const ask = (s: SearchScope, input: SearchRequestInput) =>
  cachedSearch(s, searchRequestSchema.parse(input));

describe('cachedSearch', () => {
  it('answers a repeated question from the cache without the backend', async () => {
    const { backend, seen } = countingBackend();
    const first = await ask(scope(backend), {
      index: 'cars',
      filters: [{ name: 'car_brand', values: ['Kia', 'BMW'] }],
    });
    const second = await ask(scope(backend), {
      filters: [{ values: ['BMW', 'Kia'], name: 'car_brand' }],
      index: 'cars',
      limit: 24,
    });
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
    expect(JSON.parse(outcome.text)).toEqual({
      facet: [],
      content: [],
      total_items: 0,
      limit: 48,
      offset: 96,
    });
    expect((await ask(scope(backend), { index: 'cars', limit: 48, offset: 96 })).cache).toBe(
      'MISS',
    );
    expect(seen).toHaveLength(2);
    expect(cache.entries.size).toBe(0);
  });

  it('stores only the answer, its type, its 60 s lifetime and when it was stored', async () => {
    const { backend } = countingBackend();
    const before = Date.now();
    await ask(scope(backend), { index: 'cars' });
    const [stored] = [...cache.entries.values()];
    expect([...stored!.headers.keys()].sort()).toEqual([
      'cache-control',
      'content-type',
      'x-search-stored-at',
    ]);
    expect(stored!.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Number(stored!.headers.get('x-search-stored-at'))).toBeGreaterThanOrEqual(before);
    expect(Number(stored!.headers.get('x-search-stored-at'))).toBeLessThanOrEqual(Date.now());
  });

  it("answers a repeated question from the isolate's memory, reaching neither the edge cache nor the backend", async () => {
    const { backend, seen } = countingBackend();
    const first = await ask(scope(backend), { index: 'cars', limit: 5 });
    cache.entries.clear();
    const second = await ask(scope(backend), { index: 'cars', limit: 5 });
    expect(second).toMatchObject({ cache: 'HIT', tier: 'memory', text: first.text });
    expect(seen).toHaveLength(1);
  });

  it("keeps an edge hit in memory only for what is left of the edge entry's 60 s", async () => {
    const { backend, seen } = countingBackend();
    const request = { index: 'cars' as const, limit: 6 };
    const storedAt = Date.now() - 59_000;
    // Another isolate stored this answer 59 s ago: this one finds it at the edge and keeps it 1 s more.
    const answer = JSON.stringify({ facet: [], content: [], total_items: 0, limit: 6, offset: 0 });
    const edgeKey = await searchCacheKey(
      'group-se.localhost',
      normaliseSearch('group-se', searchRequestSchema.parse(request)),
    );
    cache.entries.set(
      edgeKey,
      new Response(answer, { headers: { 'x-search-stored-at': String(storedAt) } }),
    );
    expect(await ask(scope(backend), request)).toMatchObject({
      cache: 'HIT',
      tier: 'edge',
      text: answer,
    });
    cache.entries.clear();
    expect(await ask(scope(backend), request)).toMatchObject({
      cache: 'HIT',
      tier: 'memory',
      text: answer,
    });
    vi.useFakeTimers({ now: storedAt + 60_000, toFake: ['Date'] });
    try {
      expect((await ask(scope(backend), request)).cache).toBe('MISS');
    } finally {
      vi.useRealTimers();
    }
    expect(seen).toHaveLength(1);
  });
});

describe('searchForPage', () => {
  it('shares the cache entries of POST /api/search', async () => {
    const { backend, seen } = countingBackend();
    await ask(scope(backend), {
      index: 'cars',
      filters: [{ name: 'caroftheweek', values: [true] }],
    });
    const answer = await searchForPage(scope(backend), {
      index: 'cars',
      filters: [{ name: 'caroftheweek', values: ['true'] }],
    });
    expect(answer.total_items).toBe(1);
    expect(seen).toHaveLength(1);
  });

  it('throws on a request its own page wrote wrong', async () => {
    const { backend } = countingBackend();
    await expect(searchForPage(scope(backend), { index: 'cars', limit: 960 })).rejects.toThrow(
      /limit/,
    );
  });
});

describe('searchAnswer', () => {
  it('answers a cached question as the same object the backend gave, with whether it failed', async () => {
    const { backend, seen } = countingBackend();
    const input: SearchRequestInput = {
      index: 'cars',
      filters: [{ name: 'car_id', values: ['1'] }],
    };
    const miss = await searchAnswer(scope(backend), input);
    const hit = await searchAnswer(scope(backend), input);
    expect(hit).toEqual(miss);
    expect(hit).toEqual({
      response: { facet: [], content: [{ car_id: '1' }], total_items: 1, limit: 24, offset: 0 },
      failed: false,
    });
    expect(seen).toHaveLength(1);
  });

  it("gives the spec's empty answer and failed when the backend fails", async () => {
    expectConsoleError();
    const { backend } = countingBackend(true);
    expect(await searchAnswer(scope(backend), { index: 'cars', limit: 4 })).toEqual({
      response: { facet: [], content: [], total_items: 0, limit: 4, offset: 0 },
      failed: true,
    });
  });

  it("asks for more than the public cap only up to the caller's allowance", async () => {
    const { backend, seen } = countingBackend();
    await searchAnswer(scope(backend), { index: 'cars', limit: 960 }, { maxLimit: 960 });
    expect(seen[0]?.limit).toBe(960);
    await expect(
      searchAnswer(scope(backend), { index: 'cars', limit: 961 }, { maxLimit: 960 }),
    ).rejects.toThrow(/limit is at most 960/);
  });
});
