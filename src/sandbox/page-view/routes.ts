import { Hono } from 'hono';
import type { D1Database } from '../../platform.ts';

interface Bindings {
  SANDBOX_DB: D1Database;
}

/**
 * Page-view tracking (spec shell 7) as the sandbox plays it: `POST /events/page-view` keeps each
 * event in the sandbox's D1 so a developer or a test can see what arrived, and answers 202. The
 * table is created on first use: the sandbox has no migrations of its own.
 */
export const pageViewSandbox = new Hono<{ Bindings: Bindings }>();

pageViewSandbox.post('/page-view', async (c) => {
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
