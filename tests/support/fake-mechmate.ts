import type { D1Database } from '#src/platform.ts';
import type { SiteUnderTest } from './site-under-test.ts';

/**
 * A Mechmate partner the tests control, in place of the sandbox (`startSite({ sandboxScript })`).
 * Its plates choose what it does, and it writes down in its D1 (SANDBOX_DB) what reached it
 * (`calls`), each stream event it sent (`sent`), each stream request the proxy abandoned (`cancelled`, from its request.signal)
 * and each booking (`bookings`, one row per booking: it does not deduplicate keys, so the count
 * shows what the proxy let through). A stream waiting on a `releases` row goes on when the test
 * writes one.
 *
 * Workshop stream plates: EIGHT1 sends eight sites; HOLD01 one site, then two more and
 * `{nosites}` once released; IDLE01 (any IDLE plate) one site and then nothing (comments only); GARBGE one site,
 * a line that is not JSON, then another site; BADSHP one site, then a message off the contract;
 * CUTCUT two sites, then ends mid-message; EMPTY1 ends at once; ERRMSG one site, an
 * `{error}` and another site; NOSITE `{nosites}` and then a site; REFUSE answers 400 with a
 * message; SILENT never answers. Bookings: department TAKEN is refused (409 with a message),
 * DOWN fails (500); any other is booked after 300 ms, long enough for a second request to overlap.
 */
export const fakeMechmateScript = `
const site = (n) => ({
  departmentId: 'd' + n, siteId: 's' + n, siteName: 'Verkstad ' + n, address: 'Verkstadsgatan ' + n,
  latitude: 59.3 + n / 100, longitude: 18.0, brands: ['Volvo'], firstTimeSlot: '2026-12-01T08:00:00',
  internalNote: 'not for the browser',
});
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const encoder = new TextEncoder();

async function table(db, sql) { await db.prepare(sql).run(); }
async function ready(db) {
  await table(db, 'CREATE TABLE IF NOT EXISTS calls (id INTEGER PRIMARY KEY, method TEXT, path TEXT, key TEXT)');
  await table(db, 'CREATE TABLE IF NOT EXISTS sent (plate TEXT, event TEXT)');
  await table(db, 'CREATE TABLE IF NOT EXISTS cancelled (plate TEXT)');
  await table(db, 'CREATE TABLE IF NOT EXISTS releases (plate TEXT)');
  await table(db, 'CREATE TABLE IF NOT EXISTS bookings (id INTEGER PRIMARY KEY, key TEXT, body TEXT)');
}

function stream(db, plate, ctx, script) {
  let open = true;
  return new Response(new ReadableStream({
    async start(controller) {
      const send = async (text) => {
        if (!open) return;
        controller.enqueue(encoder.encode(text));
        await db.prepare('INSERT INTO sent (plate, event) VALUES (?, ?)').bind(plate, text).run();
      };
      try {
        await script(send, () => open);
        if (open) controller.close();
      } catch (error) {
        if (open) controller.error(error);
      }
    },
    cancel() {
      open = false;
    },
  }), { headers: { 'content-type': 'text/event-stream' } });
}

const data = (message) => 'data: ' + JSON.stringify(message) + '\\n\\n';

async function released(db, plate, isOpen) {
  while (isOpen()) {
    const row = await db.prepare('SELECT plate FROM releases WHERE plate = ?').bind(plate).first();
    if (row) return;
    await pause(25);
  }
}

const streams = {
  EIGHT1: async (send) => { for (let n = 1; n <= 8; n++) await send(data(site(n))); },
  HOLD01: async (send, isOpen, db) => {
    await send(data(site(1)));
    await released(db, 'HOLD01', isOpen);
    await send(data(site(2)));
    await send(data(site(3)));
    await send(data({ nosites: true }));
  },
  IDLE01: async (send, isOpen) => {
    await send(data(site(1)));
    while (isOpen()) { await pause(50); await send(': tick\\n\\n'); }
  },
  GARBGE: async (send) => { await send(data(site(1))); await send('data: not json\\n\\n'); await send(data(site(2))); },
  BADSHP: async (send) => { await send(data(site(1))); await send(data({ departmentId: 5 })); },
  CUTCUT: async (send) => { await send(data(site(1))); await send(data(site(2))); await send('data: {"departmentId":"d3","si'); },
  EMPTY1: async () => {},
  ERRMSG: async (send) => { await send(data(site(1))); await send(data({ error: 'Ingen verkstad svarar' })); await send(data(site(2))); },
  NOSITE: async (send) => { await send(data({ nosites: true })); await send(data(site(1))); },
};

export default {
  async fetch(request, env, ctx) {
    const db = env.SANDBOX_DB;
    await ready(db);
    const url = new URL(request.url);
    const key = request.headers.get('idempotency-key');
    await db.prepare('INSERT INTO calls (method, path, key) VALUES (?, ?, ?)')
      .bind(request.method, url.pathname + url.search, key).run();
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const [, call, first] = parts;
    if (call === 'car') {
      if (first === 'ERR999') return Response.json({ message: 'Vi hittar inget fordon med registreringsnummer ERR999' }, { status: 400 });
      if (first === 'OFFCON') return Response.json({ brand: 5 });
      if (first === 'DOWN01') return new Response('down', { status: 500 });
      return Response.json({ registrationNumber: first, brand: 'Volvo', model: 'XC60', buildYear: 2019, hasServiceAgreement: true, isSupported: true, vin: 'internal' });
    }
    if (call === 'services' || call === 'addons') {
      return Response.json({ serviceOfferingCategories: [{ name: call, icon: 'wrench', selectionType: null, offerings: [] }] });
    }
    if (call === 'authorized-workshop') return Response.json({ hasBrand: first === 'Land-Rover' });
    if (call === 'timeslots') {
      if (parts[4] === 'BROKEN') return new Response('down', { status: 500 });
      return Response.json([{ date: parts[5].slice(0, 10), availableSlots: ['08:00', '09:30'], allDaySlotAvailable: true }]);
    }
    if (call === 'departments') {
      const plate = url.searchParams.get('regNo');
      if (plate === 'REFUSE') return Response.json({ message: 'Okänd bil' }, { status: 400 });
      if (plate === 'SILENT') { await pause(30000); return new Response('late'); }
      const script = streams[plate] ?? (plate.startsWith('IDLE') ? streams.IDLE01 : streams.EIGHT1);
      const answer = stream(db, plate, ctx, (send, isOpen) => script(send, isOpen, db));
      request.signal.addEventListener('abort', () => ctx.waitUntil(
        db.prepare('INSERT INTO cancelled (plate) VALUES (?)').bind(plate).run()));
      return answer;
    }
    if (call === 'book' && request.method === 'POST') {
      const body = await request.json();
      if (body.departmentId === 'TAKEN') return Response.json({ message: 'Tiden är tyvärr inte längre ledig. Välj en annan tid.' }, { status: 409 });
      if (body.departmentId === 'DOWN') return new Response('down', { status: 500 });
      const row = await db.prepare('INSERT INTO bookings (key, body) VALUES (?, ?) RETURNING id').bind(key, JSON.stringify(body)).first();
      await pause(300);
      return Response.json({ id: 'BK-' + row.id, registrationNumber: body.registrationNumber, kobraProductIds: [] });
    }
    return Response.json({ message: 'No such partner path' }, { status: 404 });
  },
};
`;

/** The fake partner's D1, to read what reached it and to release a waiting stream. */
export async function fakePartnerDb(site: SiteUnderTest): Promise<D1Database> {
  return (await site.mf.getD1Database('SANDBOX_DB', 'partner-sandbox')) as unknown as D1Database;
}

/** The id of the last call a fake partner wrote in its `calls` table (0 before any). */
export async function lastPartnerCall(site: SiteUnderTest): Promise<number> {
  const db = await fakePartnerDb(site);
  const row = await db
    .prepare('SELECT MAX(id) AS id FROM calls')
    .first<{ id: number | null }>()
    .catch(() => null);
  return row?.id ?? 0;
}

/** How many rows a table of the fake partner holds (none before its first request made it). */
export async function partnerRows(
  site: SiteUnderTest,
  sql: string,
  ...values: unknown[]
): Promise<number> {
  const db = await fakePartnerDb(site);
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${sql}`)
    .bind(...values)
    .first<{ n: number }>()
    .catch(() => null);
  return row?.n ?? 0;
}
