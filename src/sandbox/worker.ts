import { Hono } from 'hono';
import type { D1Database } from '../platform.ts';
import { codeweaverSandbox } from './codeweaver/routes.ts';
import { comhubSandbox } from './comhub/routes.ts';
import { mechmateSandbox } from './mechmate/routes.ts';
import { mediaSandbox } from './media/routes.ts';
import { pageViewSandbox } from './page-view/routes.ts';
import { tireHotelSandbox } from './tire-hotel/routes.ts';
import { turnstileSandbox } from './turnstile/routes.ts';

interface SandboxBindings {
  SANDBOX_DB: D1Database;
  /** `development` (its [vars]) opens the partners' test controls; unset is production. */
  ENVIRONMENT?: string;
  /** Seconds the tire hotel's one-time codes work (default 300). */
  TIRE_HOTEL_CODE_SECONDS?: string;
}

/**
 * The partner sandbox: a development-only worker that answers the partners' contracts (finance,
 * forms, media, page views, workshop booking, tire hotel, Turnstile; one folder each) with state in its own
 * D1. The main worker reaches it through a service binding exactly as it reaches a partner origin
 * in production. Never deployed.
 */
const sandbox = new Hono<{ Bindings: SandboxBindings }>();

sandbox.get('/healthz', async (c) => {
  await c.env.SANDBOX_DB.prepare('SELECT 1').first();
  return c.json({ status: 'ok', service: 'partner-sandbox' });
});

// One folder per partner; each answers under its own prefix, as the partner's origin would.
sandbox.route('/codeweaver', codeweaverSandbox);
sandbox.route('/forms', comhubSandbox);
sandbox.route('/media', mediaSandbox);
sandbox.route('/mechmate', mechmateSandbox);
sandbox.route('/events', pageViewSandbox);
sandbox.route('/tirehotel', tireHotelSandbox);
sandbox.route('/turnstile', turnstileSandbox);

sandbox.notFound((c) =>
  c.json({ error: `No partner endpoint at ${c.req.method} ${c.req.path}` }, 404),
);

sandbox.onError((error, c) => {
  console.error('sandbox error', error);
  return c.json({ error: 'The partner sandbox failed; see its log.' }, 500);
});

export default sandbox;
