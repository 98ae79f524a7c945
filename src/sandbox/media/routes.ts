import { Hono } from 'hono';

/** Frames of the drawn 360 views (client/public/images/media/). */
export const sandboxSpinFrames = 24;

/** What the sandbox has for a registration number: decided by its characters, so tests can pick cars. */
export type SandboxMediaKind = 'all' | 'exterior' | 'none' | 'fail';

export function sandboxMediaKind(regNo: string): SandboxMediaKind {
  let sum = 0;
  for (const ch of regNo.toUpperCase()) sum += ch.charCodeAt(0);
  return (['all', 'exterior', 'none', 'fail'] as const)[sum % 4]!;
}

const frames = (kind: 'exterior' | 'interior') =>
  Array.from(
    { length: sandboxSpinFrames },
    (_, i) => `/images/media/${kind}-${String(i).padStart(2, '0')}.svg`,
  );

/**
 * The media partner (car-stock spec 7, Media): `GET /media/{regNo}` answers a video (the URL of
 * an embeddable player page, client/public/videos/player) and 360 exterior and interior
 * frames for some cars, the exterior only for others, 404 for cars it does
 * not know and 500 for a quarter of them, so the gallery's fallback can be seen.
 */
export const mediaSandbox = new Hono();

mediaSandbox.get('/:regNo', (c) => {
  const regNo = c.req.param('regNo');
  const kind = sandboxMediaKind(regNo);
  if (kind === 'fail') return c.json({ error: 'media store unavailable' }, 500);
  if (kind === 'none') return c.json({ error: `no media for ${regNo}` }, 404);
  const all = kind === 'all';
  return c.json({
    videoUrl: all ? '/videos/player' : null,
    images360: frames('exterior'),
    internal360: all ? frames('interior') : [],
    hasVideo: all,
    has360: true,
    hasInternal360: all,
  });
});
