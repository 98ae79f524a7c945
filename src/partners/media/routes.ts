import { Hono } from 'hono';
import { z } from 'zod';
import { paramInput } from '../../api/validate.ts';
import type { AppEnv } from '../../app-env.ts';
import { regNoSchema } from '#client/contracts/car-media.ts';
import { createMediaClient } from './client.ts';
import { mediaApiName } from './contract.ts';

const paramsSchema = z.object({ regNo: regNoSchema });

/**
 * GET /api/media/{regNo} (car-stock spec 7, Media): a car's video and 360 views from the media
 * partner. The registration number is checked before the partner is asked (400), the partner's
 * answer is checked before the browser sees it (502 when it is not the contract); a car the
 * partner does not know answers the empty media. The browser falls back to the plain gallery on
 * anything but 200.
 */
export function mediaRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    `/${mediaApiName}/:regNo`,
    paramInput(paramsSchema, 'registration number'),
    async (c) => {
      const media = await createMediaClient(c.get('config')).mediaOf(c.req.valid('param').regNo);
      return c.json(media, 200, { 'Cache-Control': 'public, max-age=300' });
    },
  );
  return routes;
}
