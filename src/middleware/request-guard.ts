import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** Longest path plus query we serve: room for a car list with many filters, far below 8 KB. */
export const maxUrlLength = 4096;

/**
 * Refuses addresses no page can have before any routing work: an over-long path or query (414)
 * and malformed percent-encoding (400), so later steps may decode without guarding.
 */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const pathAndQuery = pathStart === -1 ? '/' : url.slice(pathStart);
    if (pathAndQuery.length > maxUrlLength) {
      throw new HTTPException(414, {
        message: `The address is longer than ${maxUrlLength} characters. Check the link you followed.`,
      });
    }
    try {
      decodeURIComponent(pathAndQuery.replace(/\+/g, ' '));
    } catch {
      throw new HTTPException(400, {
        message: 'The address contains malformed percent-encoding. Check the link you followed.',
      });
    }
    await next();
  };
}
