import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { carMediaSchema, noMedia, regNoSchema } from '#client/contracts/car-media.ts';
import { createPartnerFetcher } from '../partners/partner-fetcher.ts';
import { fetchJson, UpstreamError } from '../partners/upstream.ts';

/**
 * GET /api/media/{regNo} (car-stock spec 7, Media): a car's video and 360 views from the media
 * partner. The registration number is checked before the partner is asked (400), the partner's
 * answer is checked before the browser sees it (502 when it is not the contract); a car the
 * partner does not know answers the empty media. The browser falls back to the plain gallery on
 * anything but 200.
 */
export async function mediaRoute(c: Context<AppEnv>): Promise<Response> {
  const regNo = regNoSchema.safeParse(c.req.param('regNo') ?? '');
  if (!regNo.success)
    return c.json({ error: 'The registration number is not valid.' }, 400, {
      'Cache-Control': 'no-store',
    });
  const partner = createPartnerFetcher(c.get('config'));
  try {
    const media = await fetchJson(
      'media',
      partner,
      partner.request(`/media/${encodeURIComponent(regNo.data)}`, {
        headers: { accept: 'application/json' },
      }),
      carMediaSchema,
    );
    return c.json(media, 200, { 'Cache-Control': 'public, max-age=300' });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404)
      return c.json(noMedia, 200, { 'Cache-Control': 'public, max-age=300' });
    console.warn('media unavailable', regNo.data, error instanceof Error ? error.message : error);
    return c.json({ error: 'The media of this car are not available.' }, 502, {
      'Cache-Control': 'no-store',
    });
  }
}
