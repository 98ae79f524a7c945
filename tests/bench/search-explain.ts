// `node tests/bench/search-explain.ts [--cars N --repeat N]` (Node 22: node_modules/.bin/node), after `npm run build`: where a search's time goes. Seeds the stock in
// the built worker under miniflare, then for each query of the bench's mix prints every statement
// of its D1 batch with its query plan, rows read and its mean time inside workerd (a small timing
// worker bound to the same D1 database runs it `--repeat` times: workerd's clock has whole-ms
// steps, so one run is too coarse and a call from Node adds its own ~12 ms), the whole batch's,
// and the route's Server-Timing split of a MISS.
import { parseArgs } from 'node:util';
import { searchRequestSchema } from '#client/contracts/search.ts';
import { runD1Search } from '#src/search/d1/index.ts';
import { normaliseSearch } from '#src/search/normalise.ts';
import { sites } from '#src/sites/catalogue.ts';
import type { D1Database } from '#src/platform.ts';
import { defaultStockSize } from '#kv-seed/stock/generate-stock.ts';
import { startSite } from '../support/site-under-test.ts';
import { edgeKeyOf, queryMix, searchHeaders } from './search-mix.ts';

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: String(defaultStockSize) },
    repeat: { type: 'string', default: '100' },
  },
});
const repeat = Number(values.repeat);
/** Runs the posted statements `n` times as one batch (or alone) and answers the mean ms per run. */
const timingWorker = `export default { async fetch(request, env) {
  const { statements, n } = await request.json();
  const started = Date.now();
  for (let i = 0; i < n; i++) await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
  return Response.json({ ms: (Date.now() - started) / n });
} }`;
const site = await startSite({ stockCars: Number(values.cars), outboundScript: timingWorker });
try {
  const db = await site.db();
  const name = 'group-se' as const;
  const indexId = sites[name].indexes.cars;
  const mix = await queryMix(db, indexId);
  const timer = await site.mf.getWorker('outside-world');
  for (const query of mix) {
    const search = normaliseSearch(name, searchRequestSchema.parse(query.request));
    const recorded: Array<{ sql: string; params: unknown[] }> = [];
    const recorder = {
      prepare: (sql: string) => ({ bind: (...params: unknown[]) => ({ sql, params }) }),
      batch: async (list: Array<{ sql: string; params: unknown[] }>) => {
        recorded.push(...list);
        return db.batch(list.map((s) => db.prepare(s.sql).bind(...s.params)));
      },
    } as unknown as D1Database;
    await runD1Search(recorder, indexId, search);
    console.log(`\n=== ${query.name}: ${recorded.length} statements`);
    const timed = async (statements: typeof recorded) => {
      const res = await timer.fetch('http://timer/', {
        method: 'POST',
        body: JSON.stringify({ statements, n: repeat }),
      });
      return ((await res.json()) as { ms: number }).ms;
    };
    for (const statement of recorded) {
      const plan = await db
        .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.params)
        .all<{ detail: string }>();
      const rows = (
        await db
          .prepare(statement.sql)
          .bind(...statement.params)
          .all()
      ).meta.rows_read;
      console.log(
        `-- ${(await timed([statement])).toFixed(2)} ms alone, ${rows} rows read: ${statement.sql.slice(0, 300)}`,
      );
      for (const step of plan.results) console.log(`     ${step.detail}`);
    }
    const batchMs = await timed(recorded);
    const timings: string[] = [];
    const caches = await site.mf.getCaches();
    const key = await edgeKeyOf(`${name}.localhost`, name, query.request);
    for (let i = 0; i < 5; i++) {
      // A MISS each time: the edge entry deleted, the memory entry evicted (development only).
      await caches.default.delete(key);
      const res = await site.fetch(`http://${name}.localhost/api/search`, {
        method: 'POST',
        headers: searchHeaders(true),
        body: JSON.stringify(query.request),
      });
      await res.arrayBuffer();
      timings.push(res.headers.get('server-timing') ?? '');
    }
    console.log(
      `the batch inside workerd: ${batchMs.toFixed(2)} ms; Server-Timing of five MISSes:`,
    );
    for (const t of timings) console.log(`     ${t}`);
  }
} finally {
  await site.dispose();
}
