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
        // Styles too: the sheets a page carries inline, and those a streamed section adds.
        nonce: { script: c.get('nonce'), style: c.get('nonce') },
        // Every block sits in its own Suspense boundary (block-boundary.tsx). React outlines a
        // finished boundary once the bytes sent pass this size, revealing it later by script: a
        // page would then hide its blocks from a visitor without JavaScript and show them late. So
        // finished blocks always go out in place; only sections still waiting for data stream.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          console.error('page render error', error);
        },
      },
    })(c, next);
}
