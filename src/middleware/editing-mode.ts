import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env.ts';
import { editingCookieName, verifyEditingToken } from '../editing/editing-session.ts';

/**
 * Sets the page-editing flag when the request carries a valid editing-session cookie (spec shell
 * 6). Only a signed session proves the editing secret; no query parameter or header turns editing
 * on. Editing responses are private and kept out of search engines.
 */
export function editingMode(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const secret = c.get('config').editingSecret;
    const editing =
      !!secret &&
      (await verifyEditingToken(
        getCookie(c, editingCookieName),
        secret,
        Math.floor(Date.now() / 1000),
      ));
    c.set('editing', editing);
    await next();
    if (editing) {
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Robots-Tag', 'noindex');
    }
  };
}
