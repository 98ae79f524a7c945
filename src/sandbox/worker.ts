import { Hono } from 'hono';
import type { D1Database } from '../platform.ts';
import { formsSandbox } from './forms.ts';
import { codeweaverSandbox } from './codeweaver.ts';
import { mediaSandbox } from './media.ts';

interface SandboxBindings {
  SANDBOX_DB: D1Database;
}

/**
 * The partner sandbox: a development-only worker that answers the partners' contracts (booking,
 * finance, tire hotel, forms) with state in its own D1. The main worker reaches it through a
 * service binding exactly as it reaches a partner origin in production. Never deployed.
 */
const sandbox = new Hono<{ Bindings: SandboxBindings }>();

sandbox.get('/healthz', async (c) => {
  await c.env.SANDBOX_DB.prepare('SELECT 1').first();
  return c.json({ status: 'ok', service: 'partner-sandbox' });
});

// Page-view tracking events (spec shell 7): kept in the sandbox's D1 so a developer or a test can
// see what arrived. The table is created on first use: the sandbox has no migrations of its own.
sandbox.post('/events/page-view', async (c) => {
  const event = await c.req.json<unknown>().catch(() => undefined);
  if (!event || typeof event !== 'object')
    return c.json({ error: 'The body must be a JSON object' }, 400);
  await c.env.SANDBOX_DB.prepare(
    'CREATE TABLE IF NOT EXISTS page_view_events (id INTEGER PRIMARY KEY, received_at TEXT NOT NULL, body TEXT NOT NULL)',
  ).run();
  await c.env.SANDBOX_DB.prepare('INSERT INTO page_view_events (received_at, body) VALUES (?, ?)')
    .bind(new Date().toISOString(), JSON.stringify(event))
    .run();
  return c.json({ status: 'accepted' }, 202);
});

// The forms partner: one stored submission per formSubmissionId, failures on request (forms.ts).
sandbox.route('/forms', formsSandbox);
sandbox.route('/codeweaver', codeweaverSandbox);
// The media partner (car-stock spec 7, Media).
mediaSandbox(sandbox);

sandbox.notFound((c) =>
  c.json({ error: `No partner endpoint at ${c.req.method} ${c.req.path}` }, 404),
);

sandbox.onError((error, c) => {
  console.error('sandbox error', error);
  return c.json({ error: 'The partner sandbox failed; see its log.' }, 500);
});

export default sandbox;
