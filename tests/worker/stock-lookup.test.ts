import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '#src/sites/catalogue.ts';
import type { SiteUnderTest } from '../support/site-under-test.ts';
import { type Backend, proxyPayloads, proxySearches, startSearchSite } from './search-harness.ts';

// Every document of a site's car and vehicle index is one stock (src/search/stock-car.ts), and the
// home stock summary and the car sitemap read it through the configured search backend: D1 as
// seeded, or the group's search proxy (a fake one answering from the same D1 index).

const host = 'http://group-se.localhost';
const { cars, vehicles } = sites['group-se'].indexes;

interface Row {
  car_id: string;
  slug: string;
  car_brand: string;
  car_model: string;
}

async function rows(site: SiteUnderTest, sql: string, ...params: unknown[]): Promise<Row[]> {
  const db = await site.db();
  return (
    await db
      .prepare(sql)
      .bind(...params)
      .all<Row>()
  ).results;
}

async function count(site: SiteUnderTest, index: string): Promise<number> {
  const db = await site.db();
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM cars WHERE car_index = ?')
    .bind(index)
    .first<{ n: number }>();
  return row!.n;
}

async function get(site: SiteUnderTest, path: string): Promise<Response> {
  return site.fetch(`${host}${path}`, {
    headers: { 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
}

/** The text of an element's content, React's `<!-- -->` separators taken out. */
const textOf = (html: string) => html.replaceAll('<!-- -->', '');

describe.each<Backend>(['d1', 'upstream'])('the stock through the %s backend', (backend) => {
  let site: SiteUnderTest;
  beforeAll(async () => {
    site = await startSearchSite(backend);
  }, 120_000);
  afterAll(() => site?.dispose());

  /** The payloads the fake proxy received while `work` ran (none for D1, which has no proxy). */
  async function proxiedDuring(work: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
    if (backend === 'd1') {
      await work();
      return [];
    }
    const before = await proxySearches(site);
    await work();
    const payloads = await proxyPayloads(site);
    return payloads.slice(payloads.length - ((await proxySearches(site)) - before));
  }

  it('gives a vehicle-index document a detail page: its bare id answers 302, its slug path 200', async () => {
    const [van] = await rows(
      site,
      'SELECT car_id, slug, car_brand, car_model FROM cars WHERE car_index = ? ORDER BY car_id LIMIT 1',
      vehicles,
    );
    expect(van, 'a vehicle of group-se').toBeDefined();
    const bare = await get(site, `/kop-bil/${van!.car_id}`);
    expect(bare.status).toBe(302);
    expect(new URL(bare.headers.get('location')!, host).pathname).toBe(
      `/kop-bil/${van!.car_id}/${van!.slug}`,
    );
    const res = await get(site, `/kop-bil/${van!.car_id}/${van!.slug}`);
    expect(res.status).toBe(200);
    const html = textOf(await res.text());
    expect(html).toMatch(
      new RegExp(`<h1 class="car-detail__title">${van!.car_brand} ${van!.car_model} <span`),
    );
    expect(html).toContain(`id="contact-form"`);
  });

  it('counts the cars in stock and shows the latest arrivals on the home page', async () => {
    let html = '';
    const proxied = await proxiedDuring(async () => {
      const res = await get(site, '/en');
      expect(res.status).toBe(200);
      html = textOf(await res.text());
    });
    // The proxy, not D1, answered the summary's search (its four latest arrivals).
    if (backend === 'upstream')
      expect(proxied).toContainEqual(
        expect.objectContaining({ index: cars, limit: 4, sort_name: 'car_publishdate_desc' }),
      );
    const shown = /We have ([\d\s,.\u00a0\u202f]+) cars in stock right now/.exec(html);
    expect(shown, 'the stock count').not.toBeNull();
    expect(Number(shown![1]!.replace(/\D/g, ''))).toBe(await count(site, cars));
    const latest = await rows(
      site,
      'SELECT car_id, slug, car_brand, car_model FROM cars WHERE car_index = ? ORDER BY car_publishdate DESC, car_id DESC LIMIT 4',
      cars,
    );
    const section = html.slice(html.indexOf('class="stock-summary"'));
    const cards = [...section.matchAll(/<a class="car-card__link" href="([^"]+)">([^<]*)<\/a>/g)];
    expect(cards.map((m) => m[2])).toEqual(
      latest.map((car) => `${car.car_brand} ${car.car_model}`),
    );
    // Each card leads to its car's detail page.
    expect(cards.map((m) => m[1]!.split('/').slice(-2).join('/'))).toEqual(
      latest.map((car) => `${car.car_id}/${car.slug}`),
    );
  });

  it('lists the detail page of every car and vehicle in the sitemap, in each language', async () => {
    let xml = '';
    const proxied = await proxiedDuring(async () => {
      const res = await get(site, '/sitemap.xml');
      expect(res.status).toBe(200);
      xml = await res.text();
    });
    // The proxy, not D1, answered the pages of both stock indexes.
    if (backend === 'upstream')
      for (const index of [cars, vehicles])
        expect(proxied).toContainEqual(
          expect.objectContaining({
            index,
            fields: expect.arrayContaining(['car_id', 'slug', 'car_publishdate']),
          }),
        );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const stock = (await count(site, cars)) + (await count(site, vehicles));
    const listed = (pattern: RegExp) => new Set(xml.match(pattern)).size;
    expect(listed(/<loc>http:\/\/group-se\.localhost\/kop-bil\/\d+\/[a-z0-9-]+<\/loc>/g)).toBe(
      stock,
    );
    expect(listed(/<loc>http:\/\/group-se\.localhost\/en\/buy-car\/\d+\/[a-z0-9-]+<\/loc>/g)).toBe(
      stock,
    );
    const [van] = await rows(
      site,
      'SELECT car_id, slug FROM cars WHERE car_index = ? ORDER BY car_id DESC LIMIT 1',
      vehicles,
    );
    expect(xml).toContain(`<loc>${host}/kop-bil/${van!.car_id}/${van!.slug}</loc>`);
  });
});
