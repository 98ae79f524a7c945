import { describe, expect, it } from 'vitest';
import type { D1Database } from '#src/platform.ts';
import { consoleErrors, expectConsoleError } from '../support/fail-on-console-error.ts';
import { startSite, useSite } from '../support/site-under-test.ts';

const site = useSite();

const endpoint = 'http://group-se.localhost/api/events/page-view';
const statistics = 'consent=v1:statistics=1|marketing=0';
const event = {
  channel: 'WEB',
  currency: 'USD',
  page: 'om-hedin-automotive',
  pageVariantId: '_default',
  language: 'sv',
};

function post(body: string, headers: Record<string, string> = {}) {
  return site.fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: statistics, ...headers },
    body,
  });
}

async function received(): Promise<unknown[]> {
  const db = (await site.mf.getD1Database(
    'SANDBOX_DB',
    'partner-sandbox',
  )) as unknown as D1Database;
  const rows = await db
    .prepare('SELECT body FROM page_view_events ORDER BY id')
    .all<{ body: string }>()
    .catch(() => ({ results: [] as Array<{ body: string }> }));
  return rows.results.map((row) => JSON.parse(row.body));
}

describe('POST /api/events/page-view', () => {
  it('answers 202 and forwards the event with the site name to the partners', async () => {
    const res = await post(JSON.stringify(event));
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await received()).toContainEqual({ ...event, site: 'group-se' });
  });

  it('answers 400 naming the field when the event is not valid, and forwards nothing', async () => {
    const before = (await received()).length;
    for (const invalid of [
      { ...event, channel: 'APP' },
      { ...event, currency: 'SEK' },
      { ...event, page: '' },
      { ...event, language: 'fi' },
      { ...event, extra: 'x' },
    ]) {
      const res = await post(JSON.stringify(invalid));
      expect(res.status, JSON.stringify(invalid)).toBe(400);
      const body = (await res.json()) as { error: string; issues: unknown[] };
      expect(body.error).toBe('The page-view event is not valid.');
      expect(body.issues.length).toBeGreaterThan(0);
    }
    expect((await received()).length).toBe(before);
  });

  it('answers 413 to a body over the limit and 400 to malformed JSON', async () => {
    const oversize = await post(JSON.stringify({ ...event, page: 'x'.repeat(5000) }));
    expect(oversize.status).toBe(413);
    expect(((await oversize.json()) as { error: string }).error).toMatch(/larger than 2048 bytes/);
    expect((await post('{"channel":')).status).toBe(400);
  });

  it('answers 405 with Allow: POST to any other method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await site.fetch(endpoint, { method, headers: { cookie: statistics } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it('refuses with 403 a visitor whose consent does not allow statistics', async () => {
    const before = (await received()).length;
    for (const cookie of ['', 'consent=v1:statistics=0|marketing=1', 'consent=forged']) {
      expect((await post(JSON.stringify(event), { cookie })).status, cookie).toBe(403);
    }
    expect((await received()).length).toBe(before);
  });
});

describe('page-view tracking with the partner down', () => {
  it('answers 502 and logs a warning when the partner refuses the event', async () => {
    expectConsoleError();
    const down = await startSite({
      sandboxScript:
        'export default { fetch() { return new Response("down", { status: 503 }); } };',
      seed: false,
    });
    try {
      const res = await down.fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: statistics },
        body: JSON.stringify(event),
      });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: string }).error).toMatch(/page-view tracking/);
      await expect
        .poll(() => consoleErrors().join('\n'))
        .toContain('page-view tracking: answered 503');
    } finally {
      await down.dispose();
    }
  });
});
