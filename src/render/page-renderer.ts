import { reactRenderer } from '@hono/react-renderer';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * Streams React server rendering for the pages of this request. Created per request because the
 * CSP nonce, which React puts on its own streaming scripts, is per request.
 */
export function pageRenderer(): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    reactRenderer(undefined, {
      stream: true,
      readableStreamOptions: {
        nonce: c.get('nonce'),
        onError(error) {
          console.error('page render error', error);
        },
      },
    })(c, next);
}
