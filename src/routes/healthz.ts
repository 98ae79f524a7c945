import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { fetchJson } from '../partners/upstream.ts';
import { fetchFrom } from '../platform.ts';

const checkTimeoutMs = 2000;
const sandboxHealthSchema = z.object({ status: z.literal('ok') });

type Check = () => Promise<unknown>;

async function probe(check: Check): Promise<'up' | 'down'> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), checkTimeoutMs)),
    ]);
    return 'up';
  } catch (error) {
    console.error('health check failed', error);
    return 'down';
  }
}

/**
 * GET /healthz: the site, the build version and whether each binding answers; 503 when any is
 * down, so a load balancer or an operator sees it at once.
 */
export async function healthz(c: Context<AppEnv>): Promise<Response> {
  const { bindings } = c.get('config');
  const partners = createPartnerFetcher(c.get('config'));
  const checks: Record<string, Check> = {
    CONTENT_KV: () => bindings.CONTENT_KV.get('health:probe'),
    REDIRECTS_KV: () => bindings.REDIRECTS_KV.get('health:probe'),
    DB: () => bindings.DB.prepare('SELECT 1 AS ok').first(),
    ASSETS: async () => {
      // The request's own origin: vite dev's asset server refuses hosts it does not serve.
      const res = await fetchFrom(
        bindings.ASSETS,
        new Request(new URL('/favicons/group.svg', c.req.url)),
      );
      if (!res.ok) throw new Error(`assets answered ${res.status}`);
      await res.body?.cancel();
    },
    partners: () =>
      fetchJson(
        { upstream: 'partners', fetcher: partners, timeoutMs: checkTimeoutMs },
        partners.request('/healthz'),
        sandboxHealthSchema,
      ),
  };
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => probe(checks[name]!)));
  const status = Object.fromEntries(names.map((name, i) => [name, results[i]]));
  const healthy = results.every((r) => r === 'up');
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      status: healthy ? 'ok' : 'degraded',
      site: c.get('site').name,
      version: __APP_VERSION__,
      bindings: status,
    },
    healthy ? 200 : 503,
  );
}
