import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { marketingFormsSandboxPath } from '../env.ts';
import { fetchFrom } from '../platform.ts';

/**
 * `/__sandbox/marketing-forms/*` in development only: the sandbox's stub of the marketing
 * provider (its forms script and hosted forms), served through the site so the browser reaches
 * it as it would the provider's host. In production, or without the sandbox, the path is no
 * different from any other: it goes on to the pages (a 404).
 */
export function marketingFormsSandbox(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = c.get('config');
    const sandbox = config.bindings.SANDBOX;
    if (config.environment !== 'development' || !sandbox) return next();
    const path = c.req.path.slice(marketingFormsSandboxPath.length);
    const url = new URL(`/marketing-forms${path}`, 'https://partner-sandbox.internal');
    const { method, headers } = c.req.raw;
    const body = method === 'POST' ? await c.req.raw.arrayBuffer() : undefined;
    return fetchFrom(
      sandbox,
      new Request(url, {
        method,
        headers: { 'content-type': headers.get('content-type') ?? '' },
        body,
      }),
    );
  };
}
