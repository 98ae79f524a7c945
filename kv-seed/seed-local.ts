// `npm run seed`: creates and fills the local KV namespaces and D1 database that `npm start` and
// `npm run dev` serve from (.wrangler/state, the same store the vite plugin persists to).
import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';
import { getPlatformProxy } from 'wrangler';
import type { D1Database, KVNamespace } from '#src/platform.ts';
import { seedContent, seedRedirects, seedStock } from './seed.ts';
import { stockSizeFrom } from './stock/generate-stock.ts';

// Keep wrangler and miniflare offline: no request.cf fetch, no telemetry (this machine has no network).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

// `npm run seed -- [persist path] [--cars N]`: the stock size also comes from STOCK_CARS (default 20,000).
const args = process.argv.slice(2);
const stockSize = stockSizeFrom(args, process.env);
const persistPath =
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--cars') ?? '.wrangler/state';

// The stock goes in through miniflare itself, into the same database file the platform proxy and
// the vite plugin open (the file is named after the database id): measured at 20,000 cars, the
// platform proxy's D1 binding took more than twice as long for the same statements.
const databaseId = /\[\[d1_databases\]\][^[]*?database_id\s*=\s*"([^"]+)"/.exec(
  readFileSync('wrangler.toml', 'utf8'),
)?.[1];
if (!databaseId) throw new Error('wrangler.toml: no [[d1_databases]] database_id');
const started = performance.now();
const mf = new Miniflare({
  modules: true,
  script: 'export default { fetch() { return new Response(null, { status: 204 }) } }',
  cf: false,
  d1Databases: { DB: databaseId },
  d1Persist: `${persistPath}/v3/d1`,
});
let stock: { cars: number; sites: number };
try {
  stock = await seedStock((await mf.getD1Database('DB')) as unknown as D1Database, {
    cars: stockSize,
  });
} finally {
  await mf.dispose();
}
const stockSeconds = ((performance.now() - started) / 1000).toFixed(1);

const { env, dispose } = await getPlatformProxy<{
  CONTENT_KV: KVNamespace;
  REDIRECTS_KV: KVNamespace;
  DB: D1Database;
}>({
  configPath: 'wrangler.toml',
  persist: { path: `${persistPath}/v3` },
});
try {
  const keys = await seedContent(env.CONTENT_KV);
  const rules = await seedRedirects(env.REDIRECTS_KV);
  // Read back through the platform's own binding: the stock is where the site will look for it.
  const seen = await env.DB.prepare('SELECT COUNT(*) AS n FROM cars').first<{ n: number }>();
  if (seen?.n !== stock.cars)
    throw new Error(`the platform sees ${seen?.n} cars, not the ${stock.cars} seeded`);
  console.log(
    `seeded ${keys} content keys, ${rules} redirect rules, ${stock.cars} cars and vehicles and ${stock.sites} dealer sites (stock in ${stockSeconds} s) into ${persistPath}`,
  );
} finally {
  await dispose();
}
