import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { fetchFrom } from '../platform.ts';

/** Public folders served from the asset store; /assets holds the build's content-hashed files. */
export const staticPrefixes = [
  '/assets/',
  '/favicons/',
  '/logos/',
  '/images/',
  '/brands/',
  '/files/',
  '/videos/',
] as const;

/**
 * Serves a file from the asset store. Hashed build output is cached for a year as immutable;
 * the public images for an hour, since their names do not change when they do.
 */
export async function staticAsset(c: Context<AppEnv>): Promise<Response> {
  const res = await fetchFrom(c.get('config').bindings.ASSETS, c.req.raw);
  if (res.status === 404) return c.text('Not found', 404);
  const headers = new Headers(res.headers);
  if (res.ok) {
    headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
    );
  }
  return new Response(res.body, { status: res.status, headers });
}
