// `npm run seed`: creates and fills the local KV namespaces and D1 database that `npm start` and
// `npm run dev` serve from (.wrangler/state, the same store the vite plugin persists to).
import { getPlatformProxy } from 'wrangler';
import type { D1Database, KVNamespace } from '../src/platform.ts';
import { seedContent, seedRedirects, seedStock } from './seed.ts';
import { stockSizeFrom } from './stock/generate-stock.ts';

// Keep wrangler and miniflare offline: no request.cf fetch, no telemetry (this machine has no network).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

// `npm run seed -- [persist path] [--cars N]`: the stock size also comes from STOCK_CARS (default 20,000).
const args = process.argv.slice(2);
const stockSize = stockSizeFrom(args, process.env);
const persistPath = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--cars') ?? '.wrangler/state';

const { env, dispose } = await getPlatformProxy<{ CONTENT_KV: KVNamespace; REDIRECTS_KV: KVNamespace; DB: D1Database }>({
  configPath: 'wrangler.toml',
  persist: { path: `${persistPath}/v3` },
});
try {
  const started = performance.now();
  const stock = await seedStock(env.DB, { cars: stockSize });
  const stockSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const keys = await seedContent(env.CONTENT_KV);
  const rules = await seedRedirects(env.REDIRECTS_KV);
  console.log(
    `seeded ${keys} content keys, ${rules} redirect rules, ${stock.cars} cars and vehicles and ${stock.sites} dealer sites (stock in ${stockSeconds} s) into ${persistPath}`,
  );
} finally {
  await dispose();
}
