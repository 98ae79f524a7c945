import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedContent, seedRedirects, seedStock } from '#kv-seed/seed.ts';
import { testStockSize } from '#kv-seed/stock/generate-stock.ts';
import type { D1Database, KVNamespace } from '#src/platform.ts';
import { kvKeys } from '#src/kv-keys.ts';

export interface SiteOptions {
  /** Which build to serve: the site, or the site plus test fixtures. */
  build?: 'dist' | 'dist-fixture';
  /** Replaces the partner sandbox with this worker script (to make partners fail, say). */
  sandboxScript?: string;
  /** Seed KV and D1 as `npm run seed` does (default true). */
  seed?: boolean;
  /** Cars in all the car indexes when seeding (default testStockSize, a few hundred a site). */
  stockCars?: number;
  /** Listen on this loopback port (0 picks one) for a browser; otherwise dispatch only. */
  port?: number;
  vars?: Record<string, string>;
  /** Bind the partner sandbox as SANDBOX (default true; a production env refuses the binding). */
  bindSandbox?: boolean;
  /** The partner sandbox's vars over its development defaults (`ENVIRONMENT: 'production'`, say). */
  sandboxVars?: Record<string, string>;
  /** Answers every fetch the worker makes to the outside world (a fake content platform, say). */
  outboundScript?: string;
}

export interface SiteUnderTest {
  mf: Miniflare;
  /** Fetches a URL from the worker; the URL's host is the Host header (store-se.localhost...). */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** The loopback origin when started with a port. */
  url?: URL;
  contentKv(): Promise<KVNamespace>;
  redirectsKv(): Promise<KVNamespace>;
  db(): Promise<D1Database>;
  dispose(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Runs the built worker under workerd through miniflare, exactly as it is deployed: the built
 * bundle, the built client assets, in-memory KV and D1 seeded from kv-seed/, and the built
 * partner sandbox bound as a service.
 */
export async function startSite(options: SiteOptions = {}): Promise<SiteUnderTest> {
  const dist = join(root, options.build ?? 'dist');
  const config = JSON.parse(readFileSync(join(dist, 'dealer_group_web/wrangler.json'), 'utf8')) as {
    compatibility_date: string;
    compatibility_flags?: string[];
    vars?: Record<string, string>;
  };
  // A test's own partner may want to see the worker leave (request.signal), as the site does.
  const sandbox = options.sandboxScript
    ? { script: options.sandboxScript, compatibilityFlags: ['enable_request_signal'] }
    : { scriptPath: join(dist, 'partner_sandbox/index.js') };
  const mfOptions: MiniflareOptions = {
    ...(options.port !== undefined ? { host: '127.0.0.1', port: options.port } : {}),
    cf: false,
    workers: [
      {
        name: 'dealer-group-web',
        modules: true,
        scriptPath: join(dist, 'dealer_group_web/index.js'),
        compatibilityDate: config.compatibility_date,
        compatibilityFlags: config.compatibility_flags ?? [],
        // Development in so many words: the sandbox is bound, which production (and an unset
        // ENVIRONMENT) refuses. A test may still say otherwise through `vars`.
        bindings: { ...config.vars, ENVIRONMENT: 'development', ...options.vars },
        kvNamespaces: ['CONTENT_KV', 'REDIRECTS_KV'],
        d1Databases: ['DB'],
        durableObjects: {
          BOOKING_KEYS: { className: 'BookingKeys', useSQLite: true },
          TIRE_HOTEL_LIMITS: { className: 'TireHotelLimits', useSQLite: true },
          LEAD_SUBMISSIONS: { className: 'LeadSubmissions', useSQLite: true },
        },
        ...(options.bindSandbox === false
          ? {}
          : { serviceBindings: { SANDBOX: 'partner-sandbox' } }),
        ...(options.outboundScript ? { outboundService: 'outside-world' } : {}),
        assets: {
          directory: join(dist, 'client'),
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
        },
      },
      {
        name: 'partner-sandbox',
        modules: true,
        ...sandbox,
        compatibilityDate: config.compatibility_date,
        // Development, as src/sandbox/wrangler.toml says: its partners' test controls answer.
        bindings: { ENVIRONMENT: 'development', ...options.sandboxVars },
        d1Databases: ['SANDBOX_DB'],
      },
      ...(options.outboundScript
        ? [
            {
              name: 'outside-world',
              modules: true,
              script: options.outboundScript,
              compatibilityDate: config.compatibility_date,
              // The same D1 database as the site: a fake upstream may answer from the seeded index (search tests).
              d1Databases: ['DB'],
            },
          ]
        : []),
    ],
  } as MiniflareOptions;
  const mf = new Miniflare(mfOptions);
  const url = options.port !== undefined ? await mf.ready : undefined;
  const contentKv = async () => (await mf.getKVNamespace('CONTENT_KV')) as unknown as KVNamespace;
  const db = async () => (await mf.getD1Database('DB')) as unknown as D1Database;
  const redirectsKv = async () =>
    (await mf.getKVNamespace('REDIRECTS_KV')) as unknown as KVNamespace;
  if (options.seed !== false) {
    await seedContent(await contentKv());
    await seedStock(await db(), { cars: options.stockCars ?? testStockSize });
    await seedRedirects(await redirectsKv());
  }
  return {
    mf,
    ...(url ? { url } : {}),
    fetch: (target, init) =>
      mf.dispatchFetch(target, init as never) as unknown as Promise<Response>,
    contentKv,
    redirectsKv,
    db,
    dispose: () => mf.dispose(),
  };
}

/**
 * The site a test file shares: started before the file's first test, stopped after its last. The
 * handle reads the running site when a test calls it, so it can be made at the top of the file.
 */
export function useSite(options: SiteOptions = {}): SiteUnderTest {
  let site: SiteUnderTest | undefined;
  beforeAll(async () => {
    site = await startSite(options);
  });
  afterAll(() => site?.dispose());
  const running = (): SiteUnderTest => {
    if (!site) throw new Error('The site is not running: call it from a test or a hook.');
    return site;
  };
  return {
    get mf() {
      return running().mf;
    },
    get url() {
      return running().url;
    },
    fetch: (target, init) => running().fetch(target, init),
    contentKv: () => running().contentKv(),
    redirectsKv: () => running().redirectsKv(),
    db: () => running().db(),
    dispose: () => running().dispose(),
  };
}

/** A page's HTML as sent (uncompressed), after checking that it answered 200. */
export async function pageHtml(site: SiteUnderTest, url: string): Promise<string> {
  const response = await site.fetch(url, { headers: { 'accept-encoding': 'identity' } });
  expect(response.status, url).toBe(200);
  return response.text();
}

/** A group-se page in Swedish as the content store holds it, published for one test. */
export async function publishPage(
  kv: KVNamespace,
  path: string,
  page: { itemId: string; name: string; title: string },
  blocks: object[],
): Promise<void> {
  const document = {
    itemId: page.itemId,
    name: page.name,
    itemLanguage: 'sv',
    path,
    fields: { navTitle: page.title },
    placeholders: { main: blocks },
  };
  await kv.put(kvKeys.route('group-se', 'sv', path), JSON.stringify(document));
}
