import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchResponse, searchRequestSchema } from '#client/contracts/search.ts';
import { normaliseSearch, searchCacheKey } from '#src/search/normalise.ts';
import { sites } from '#src/sites/catalogue.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import type { SiteUnderTest } from '../support/site-under-test.ts';
import { postSearch, proxySearches, startSearchSite } from './search-harness.ts';

const host = 'group-se.localhost';
const index = sites['group-se'].indexes.cars;

async function someCarId(site: SiteUnderTest, offset: number): Promise<string> {
  const row = await (
    await site.db()
  )
    .prepare('SELECT car_id FROM cars WHERE car_index = ? ORDER BY car_id LIMIT 1 OFFSET ?')
    .bind(index, offset)
    .first<{ car_id: string }>();
  return row!.car_id;
}

describe('the search edge cache, D1 backend', () => {
  let site: SiteUnderTest;
  beforeAll(async () => {
    site = await startSearchSite('d1');
  }, 120_000);
  afterAll(() => site?.dispose());

  it('answers a second identical search within 60 s from the cache, without reading D1', async () => {
    const id = await someCarId(site, 3);
    const request = {
      index: 'cars',
      fields: ['car_id', 'car_price'],
      filters: [{ name: 'car_id', values: [id] }],
    };
    const first = await postSearch(site, host, request);
    expect(first.headers.get('x-search-cache')).toBe('MISS');
    const before = (await first.json()) as SearchResponse;
    // The backend's data changes; an answer that reached no backend cannot know.
    await (
      await site.db()
    )
      .prepare('UPDATE cars SET car_price = car_price + 1 WHERE car_index = ? AND car_id = ?')
      .bind(index, id)
      .run();
    const second = await postSearch(site, host, request);
    expect(second.headers.get('x-search-cache')).toBe('HIT');
    expect(await second.json()).toEqual(before);
    // A different question does reach D1 and sees the change.
    const third = await postSearch(site, host, { ...request, limit: 5 });
    expect(third.headers.get('x-search-cache')).toBe('MISS');
    expect(((await third.json()) as SearchResponse).content[0]!.car_price).toBe(
      Number(before.content[0]!.car_price) + 1,
    );
  });

  it("answers from the isolate's memory once the edge entry is gone, without reading D1", async () => {
    const id = await someCarId(site, 5);
    const request = {
      index: 'cars',
      fields: ['car_id', 'car_mileage'],
      filters: [{ name: 'car_id', values: [id] }],
    };
    const first = await postSearch(site, host, request);
    expect(first.headers.get('x-search-cache')).toBe('MISS');
    const before = await first.text();
    await (
      await site.db()
    )
      .prepare('UPDATE cars SET car_mileage = car_mileage + 1 WHERE car_index = ? AND car_id = ?')
      .bind(index, id)
      .run();
    const caches = await site.mf.getCaches();
    const key = await searchCacheKey(
      host,
      normaliseSearch('group-se', searchRequestSchema.parse(request)),
    );
    expect(await caches.default.delete(key)).toBe(true);
    const second = await postSearch(site, host, request);
    expect(second.headers.get('x-search-cache')).toBe('HIT');
    expect(second.headers.get('server-timing')).toMatch(/desc="HIT memory"/);
    expect(await second.text()).toBe(before);
    // The bench's development-only MISS: without the memory entry and the edge one, D1 answers anew.
    await caches.default.delete(key);
    const third = await postSearch(site, host, request, {
      headers: { 'content-type': 'application/json', 'x-search-evict-memory': '1' },
    });
    expect(third.headers.get('x-search-cache')).toBe('MISS');
    expect(((await third.json()) as SearchResponse).content[0]!.car_mileage).toBe(
      Number((JSON.parse(before) as SearchResponse).content[0]!.car_mileage) + 1,
    );
  });

  it('shares one entry between requests that differ only in key order, value order and defaults', async () => {
    const first = await postSearch(site, host, {
      index: 'cars',
      limit: 24,
      facets: [{ name: 'car_fuel' }],
      filters: [{ name: 'car_year', values: [2021, 2022] }],
    });
    expect(first.headers.get('x-search-cache')).toBe('MISS');
    const reordered = await postSearch(
      site,
      host,
      '{"filters":[{"values":["2022",2021],"type":"values","name":"car_year"}],"facets":[{"sort_order":"count_desc","name":"car_fuel"}],"offset":0,"index":"cars"}',
    );
    expect(reordered.headers.get('x-search-cache')).toBe('HIT');
    expect(await reordered.text()).toBe(await first.text());
  });

  it('never caches a failure: the empty answer, then a real one once D1 is back', async () => {
    expectConsoleError();
    const db = await site.db();
    const request = { index: 'cars', limit: 7, facets: [{ name: 'car_body' }] };
    await db.prepare('ALTER TABLE cars RENAME TO cars_away').run();
    let failed: Response;
    try {
      failed = await postSearch(site, host, request);
    } finally {
      await db.prepare('ALTER TABLE cars_away RENAME TO cars').run();
    }
    expect(failed.status).toBe(200);
    expect(failed.headers.get('x-search-cache')).toBe('MISS');
    expect(await failed.json()).toEqual({
      facet: [],
      content: [],
      total_items: 0,
      limit: 7,
      offset: 0,
    });
    const again = await postSearch(site, host, request);
    expect(again.headers.get('x-search-cache')).toBe('MISS');
    expect(((await again.json()) as SearchResponse).content).toHaveLength(7);
  });

  it('caches nothing of the visitor: no cookie, no header of the request', async () => {
    const request = { index: 'cars', limit: 2, sort_name: 'car_year_asc' };
    const res = await postSearch(site, host, request, {
      headers: {
        'content-type': 'application/json',
        cookie: 'consent=v1:statistics=1|marketing=1; session=abc',
        authorization: 'Bearer secret',
      },
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const caches = await site.mf.getCaches();
    const key = await searchCacheKey(
      host,
      normaliseSearch('group-se', searchRequestSchema.parse(request)),
    );
    const stored = (await caches.default.match(key)) as unknown as Response | undefined;
    expect(stored).toBeDefined();
    const headers = [...stored!.headers.keys()];
    expect(headers).not.toContain('set-cookie');
    expect(await stored!.text()).not.toMatch(/secret|session=abc/);
  });

  it('answers 404 Unknown sitecoreSiteName for a host that is no site', async () => {
    const res = await postSearch(site, 'nowhere.example', { index: 'cars' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Unknown sitecoreSiteName', issues: [] });
  });

  it('answers 405 with Allow: POST to another method and 415 to a body that is not JSON', async () => {
    const get = await site.fetch(`http://${host}/api/search`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const text = await site.fetch(`http://${host}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(text.status).toBe(415);
  });
});

describe('the search edge cache, upstream backend', () => {
  let site: SiteUnderTest;
  beforeAll(async () => {
    site = await startSearchSite('upstream');
  }, 120_000);
  afterAll(() => site?.dispose());

  it('reaches the proxy once for two identical searches', async () => {
    const before = await proxySearches(site);
    const request = { index: 'cars', keyphrase: 'a', limit: 3 };
    expect((await postSearch(site, host, request)).headers.get('x-search-cache')).toBe('MISS');
    expect(
      (await postSearch(site, host, { limit: 3, keyphrase: ' A ', index: 'cars' })).headers.get(
        'x-search-cache',
      ),
    ).toBe('HIT');
    expect(await proxySearches(site)).toBe(before + 1);
  });

  it('reaches the proxy again after a failure, which is never cached', async () => {
    expectConsoleError();
    const before = await proxySearches(site);
    for (let i = 0; i < 2; i++) {
      const res = await postSearch(site, host, { index: 'cars', keyphrase: 'proxy failure' });
      expect(res.headers.get('x-search-cache')).toBe('MISS');
      expect(await res.json()).toEqual({
        facet: [],
        content: [],
        total_items: 0,
        limit: 24,
        offset: 0,
      });
    }
    expect(await proxySearches(site)).toBe(before + 2);
  });

  it('sends no request to the proxy for a bad request', async () => {
    const before = await proxySearches(site);
    expect((await postSearch(site, host, { index: 'cars', limit: 500 })).status).toBe(400);
    expect(await proxySearches(site)).toBe(before);
  });
});
