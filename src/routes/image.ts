import type { Context } from 'hono';
import { z } from 'zod';
import { imageDeviceSizes, isOptimisable } from '#client/lib/images.ts';
import type { AppEnv } from '../app-env.ts';
import { fetchUpstream, globalFetcher, UpstreamError } from '../partners/upstream.ts';

const imageQuerySchema = z.object({
  url: z.string().min(1).max(2048),
  w: z.coerce
    .number()
    .pipe(
      z.union(
        imageDeviceSizes.map((size) => z.literal(size)) as [
          z.ZodLiteral<320>,
          z.ZodLiteral<640>,
          z.ZodLiteral<1280>,
          z.ZodLiteral<1920>,
        ],
      ),
    ),
});

/** Raster types the optimiser passes on; SVG and anything else is refused. */
const rasterType = /^image\/(avif|webp|png|jpeg|gif)$/i;
const maxSourceBytes = 20 * 1024 * 1024;
const timeoutMs = 10_000;

/** What the browser accepts decides the output format (Vary: Accept). */
function outputFormat(accept: string | undefined): 'avif' | 'webp' | undefined {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return undefined;
}

/**
 * GET /_image?url=&w=: one device size of an image from an allowed remote host or the media store
 * (spec shell 5, 9). The width must be a device size; the source must be one the page would
 * optimise, so this is no open proxy. Resizing is Cloudflare's image transformation on the
 * subrequest (`cf.image`); where that is not available (workerd locally) the image passes as is.
 */
export async function optimiseImage(c: Context<AppEnv>): Promise<Response> {
  const query = imageQuerySchema.safeParse(c.req.query());
  if (!query.success)
    return c.text(
      `Bad image request: url and w (one of ${imageDeviceSizes.join(', ')}) are required`,
      400,
    );
  const config = c.get('config');
  const { url, w } = query.data;
  if (!isOptimisable(url, config.imageRemoteHosts))
    return c.text('This image is not served by the optimiser', 400);
  let source: URL;
  if (url.startsWith('/')) {
    if (!config.mediaOrigin) return c.text('Not found', 404);
    source = new URL(url, config.mediaOrigin);
  } else {
    source = new URL(url);
  }
  const request = new Request(source, {
    headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
    redirect: 'manual',
    cf: {
      image: { width: w, fit: 'scale-down', format: outputFormat(c.req.header('accept')) },
      cacheEverything: true,
      cacheTtl: 86_400,
    },
  } as RequestInit);
  let upstream: Response;
  try {
    upstream = await fetchUpstream(
      { upstream: 'image source', fetcher: globalFetcher, timeoutMs },
      request,
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // A host that cannot be reached is worth an error in the log; its refusal (a 404) is not.
    if (error.status === undefined)
      console.error('image source unreachable', source.hostname, error.message);
    return c.text('The image could not be fetched', 502);
  }
  const type = upstream.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const length = Number(upstream.headers.get('content-length') ?? 0);
  if (!rasterType.test(type) || length > maxSourceBytes) {
    await upstream.body?.cancel();
    return c.text('The source is not a raster image this optimiser serves', 415);
  }
  return new Response(upstream.body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
      Vary: 'Accept',
      ...(upstream.headers.get('content-length')
        ? { 'Content-Length': upstream.headers.get('content-length')! }
        : {}),
    },
  });
}
