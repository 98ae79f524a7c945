import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { buildCsp, createNonce } from '../render/csp.ts';

const staticHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
};

/** Header a page sets to tell this middleware it embeds the tag manager. */
export const tagManagerMarker = 'x-uses-tag-manager';

/**
 * Gives every response, errors and redirects included, the security baseline: HSTS, nosniff,
 * referrer policy, framing limits and a Content-Security-Policy carrying this request's nonce.
 */
export function securityHeaders({ dev }: { dev: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set('nonce', nonce);
    await next();
    const tagManager = c.res.headers.has(tagManagerMarker);
    // Responses from the asset store or a subrequest have immutable headers; Hono's res setter
    // copies into a fresh, mutable response.
    c.res = new Response(c.res.body, c.res);
    const headers = c.res.headers;
    headers.delete(tagManagerMarker);
    for (const [name, value] of Object.entries(staticHeaders)) headers.set(name, value);
    // A configured maps key lets the dealer maps load the maps service (client/islands/site-map.island.tsx).
    const maps = Boolean(c.var.config?.mapsApiKey);
    const mediaPlayerOrigin = c.var.config?.mediaPlayerOrigin;
    // Turnstile's keys let the lead forms load its widget (client/lead-forms/lead-guard-fields.tsx).
    const turnstile = Boolean(c.var.config?.leadGuard.turnstile);
    headers.set(
      'Content-Security-Policy',
      buildCsp({ nonce, dev, tagManager, maps, mediaPlayerOrigin, turnstile }),
    );
  };
}
