// `npm run seed`: creates and fills the local KV namespaces and D1 database that `npm start` and
// `npm run dev` serve from (.wrangler/state, the same store the vite plugin persists to).
import { getPlatformProxy } from 'wrangler';
import type { D1Database, KVNamespace } from '../src/platform.ts';
import { seedContent, seedRedirects, seedStock } from './seed.ts';

// Keep wrangler and miniflare offline: no request.cf fetch, no telemetry (this machine has no network).
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

const persistPath = process.argv[2] ?? '.wrangler/state';

const { env, dispose } = await getPlatformProxy<{ CONTENT_KV: KVNamespace; REDIRECTS_KV: KVNamespace; DB: D1Database }>({
  configPath: 'wrangler.toml',
  persist: { path: `${persistPath}/v3` },
});
try {
  const cars = await seedStock(env.DB);
  const keys = await seedContent(env.CONTENT_KV);
  const rules = await seedRedirects(env.REDIRECTS_KV);
  console.log(`seeded ${keys} content keys, ${rules} redirect rules and ${cars} cars into ${persistPath}`);
} finally {
  await dispose();
}
