// Starting the worker for the search tests with either backend: D1 as seeded, or the upstream
// adapter posting to a fake search proxy (search-fake-origin.ts) that wraps the D1 backend.
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { SearchIndex, SearchRequestInput } from '#client/contracts/search.ts';
import { tables } from '#src/search/d1/tables.ts';
import type { D1Database } from '#src/platform.ts';
import { startSite, type SiteUnderTest } from '../support/site-under-test.ts';
import type { Doc } from './search-oracle.ts';

export type Backend = 'd1' | 'upstream';
export const proxyUrl = 'https://search-proxy.test/search';

const root = resolve(import.meta.dirname, '../..');
let fakeOrigin: Promise<string> | undefined;

/** The fake proxy as one module script (bundled once per test process). */
export function fakeOriginScript(): Promise<string> {
  fakeOrigin ??= build({
    entryPoints: [join(root, 'tests/worker/search-fake-origin.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
    mainFields: ['module', 'main'],
  }).then((result) => result.outputFiles[0]!.text);
  return fakeOrigin;
}

export async function startSearchSite(backend: Backend): Promise<SiteUnderTest> {
  // The generator's test size (a few hundred cars a site) unless told otherwise.
  // Seeding precomputes the unfiltered counts (kv-seed/seed.ts seedStock).
  return startSite(
    backend === 'upstream'
      ? { vars: { SEARCH_ORIGIN: proxyUrl }, outboundScript: await fakeOriginScript() }
      : {},
  );
}

export function postSearch(
  site: SiteUnderTest,
  host: string,
  body: unknown,
  init: RequestInit = {},
): Promise<Response> {
  return site.fetch(`http://${host}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

export type { SearchRequestInput };

/** Every document of one index, as the answer's content carries them. */
export async function documentsOf(
  db: D1Database,
  index: SearchIndex,
  indexId: string,
): Promise<Doc[]> {
  const spec = tables[index];
  const { results } = await db
    .prepare(
      `SELECT ${spec.documentColumns.join(', ')} FROM ${spec.table} WHERE ${spec.indexColumn} = ?`,
    )
    .bind(indexId)
    .all<Doc>();
  return results.map((row) => spec.fromRow(row));
}

interface ProxyRecord {
  searches: number;
  payloads: Array<Record<string, unknown>>;
}

async function proxyRecord(site: SiteUnderTest): Promise<ProxyRecord> {
  const worker = await site.mf.getWorker('outside-world');
  const res = (await worker.fetch('https://search-proxy.test/__searches')) as unknown as Response;
  return (await res.json()) as ProxyRecord;
}

/** How many searches the fake proxy has answered. */
export async function proxySearches(site: SiteUnderTest): Promise<number> {
  return (await proxyRecord(site)).searches;
}

/** The payloads the fake proxy received (the latest few hundred), oldest first. */
export async function proxyPayloads(site: SiteUnderTest): Promise<ProxyRecord['payloads']> {
  return (await proxyRecord(site)).payloads;
}

/**
 * Adds `count` copies of one car of an index (the first by id among those `where` selects, on
 * `c`) under new ids and slugs (`tag` and a number), to make an index or a selection large.
 * The FTS table is not rebuilt: callers that search by keyphrase rebuild it.
 */
export async function copyCar(
  db: D1Database,
  indexId: string,
  count: number,
  tag: string,
  where: { sql: string; params: unknown[] } = { sql: '1', params: [] },
): Promise<void> {
  const columns = tables.cars.documentColumns.filter((c) => c !== 'car_id' && c !== 'slug');
  await db
    .prepare(
      `INSERT INTO cars (car_index, car_id, slug, ${columns.join(', ')})
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.trunc(count)})
       SELECT c.car_index, ? || n.i, c.slug || '-' || ? || n.i, ${columns.map((col) => `c.${col}`).join(', ')}
         FROM n JOIN (SELECT * FROM cars AS c WHERE c.car_index = ? AND ${where.sql} ORDER BY c.car_id LIMIT 1) AS c`,
    )
    .bind(tag, tag, indexId, ...where.params)
    .run();
}
