import type { Context, Next } from 'hono';
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
 * the public images for an hour, since their names do not change when they do. A public folder's
 * name is also a path authors and operators use (group-uk's `/brands/bmw` is a redirect rule beside
 * `/brands/bmw.svg`), so a path with no file there goes on to the redirect rules and the pages;
 * only the build's own `/assets/` answers a bare 404.
 */
export async function staticAsset(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  const res = await fetchFrom(c.get('config').bindings.ASSETS, c.req.raw);
  if (res.status === 404) {
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    await res.body?.cancel().catch(() => {});
    return next();
  }
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
