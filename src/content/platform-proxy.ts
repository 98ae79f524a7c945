import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.ts';
import { fetchUpstream, globalFetcher, UpstreamError } from '../partners/upstream.ts';

/** Request headers a browser may pass to the content platform; cookies and credentials never. */
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'range',
];

/** Response headers kept from the platform; its cookies and server details are dropped. */
const keptResponseHeaders = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'content-range',
  'accept-ranges',
  'content-disposition',
  'vary',
];

const timeoutMs = 10_000;
/** GraphQL queries are small; anything larger is not a query this site sends. */
const maxQueryBytes = 256 * 1024;

function unsafeSegment(segment: string): boolean {
  // Decoded as often as a careless upstream might (three times at most): %252e%252e is '..' too.
  let decoded = segment;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
    if (decoded === '.' || decoded === '..' || /[\\/]/.test(decoded)) return true;
  }
  return decoded === '.' || decoded === '..' || /[\\/]/.test(decoded);
}

interface Target {
  origin: string | undefined;
  /** POST is allowed only where the platform needs it: the GraphQL endpoints. */
  allowsPost: boolean;
  name: string;
}

function targetOf(c: Context<AppEnv>, path: string): Target {
  const { contentPlatformOrigin, mediaOrigin } = c.get('config');
  if (/^\/-\/(media|jssmedia)\//i.test(path))
    return { origin: mediaOrigin, allowsPost: false, name: 'media store' };
  return {
    origin: contentPlatformOrigin,
    allowsPost: path.startsWith('/sitecore/api/graph/'),
    name: 'content platform',
  };
}

/**
 * `/sitecore/api/*`, `/sitecore/service/*` and `/-/*` to the configured content host, and
 * `/-/media/*` and `/-/jssmedia/*` to the media store: GET and HEAD (POST for GraphQL only), an
 * allow-list of headers each way, no cookies either way, and a bounded wait. With no host
 * configured the paths do not exist (404).
 */
export async function contentPlatformProxy(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const target = targetOf(c, url.pathname);
  if (!target.origin) {
    // A browser gets the site's 404 page; a script or a GraphQL client the API's one error shape.
    if (c.req.header('accept')?.includes('text/html'))
      throw new HTTPException(404, { message: 'Not found' });
    return c.json(
      { error: `Not found: this site has no ${target.name} configured.`, issues: [] },
      404,
    );
  }
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && !(method === 'POST' && target.allowsPost)) {
    return c.text('Method not allowed here.', 405, {
      Allow: target.allowsPost ? 'GET, HEAD, POST' : 'GET, HEAD',
    });
  }
  // URL parsing already resolved plain and encoded dot segments; what is left to refuse is a
  // segment that decodes to one, or to a slash or backslash the platform might split on.
  if (url.pathname.split('/').some(unsafeSegment)) {
    throw new HTTPException(400, { message: 'The address is not a valid content path.' });
  }

  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  let body: ArrayBuffer | undefined;
  if (method === 'POST') {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > maxQueryBytes)
      throw new HTTPException(413, {
        message: `A query may be at most ${maxQueryBytes / 1024} KB.`,
      });
    body = await c.req.arrayBuffer();
    if (body.byteLength > maxQueryBytes)
      throw new HTTPException(413, {
        message: `A query may be at most ${maxQueryBytes / 1024} KB.`,
      });
  }

  const request = new Request(new URL(`${url.pathname}${url.search}`, target.origin), {
    method,
    headers,
    ...(body ? { body } : {}),
    redirect: 'manual',
  });
  let upstream: Response;
  try {
    upstream = await fetchUpstream(
      // A proxy passes the platform's every status on (a 304, a redirect, its 404) as it is.
      { upstream: target.name, fetcher: globalFetcher, timeoutMs, accepts: () => true },
      request,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.error(`${target.name} proxy: ${url.pathname} failed`, error.message);
    throw new HTTPException(error.timedOut ? 504 : 502, {
      message: error.timedOut
        ? `The ${target.name} did not answer in time.`
        : `The ${target.name} could not be reached.`,
    });
  }
  const kept = new Headers();
  for (const name of keptResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) kept.set(name, value);
  }
  // A redirect of the platform's stays on this host's proxy paths, never on the platform's own host.
  const location = upstream.headers.get('location');
  if (location) {
    const next = new URL(location, target.origin);
    if (next.origin === new URL(target.origin).origin)
      kept.set('location', `${next.pathname}${next.search}`);
  }
  return new Response(method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    headers: kept,
  });
}
