import { fakePartnerDb } from './fake-mechmate.ts';

export { lastPartnerCall } from './fake-mechmate.ts';
import type { SiteUnderTest } from './site-under-test.ts';

/**
 * A tire hotel partner the tests control, in place of the sandbox (`startSite({ sandboxScript })`),
 * under the partner's own prefix `/tirehotel`. It writes down in its D1 (SANDBOX_DB) every call
 * that reached it (`calls`: method, path with query, Authorization header, body), so a test
 * counts what the proxy let through.
 *
 * Plates: NOP000 has no agreement (404 with a message); DOWN00 fails the search (500); every
 * other plate has an agreement, its encrypted phone number `ENC<plate>PHONE`. A login answers a
 * fresh token `tok_<plate>_<n>` (the string the leak tests look for); the right code is always
 * 1234, any other is the partner's 401 'Felaktig kod. Försök igen.', and a token it never issued
 * (or one of plate EXP001) is 401 'Koden har gått ut. Begär en ny kod.'. Booking calls need a
 * Bearer token it issued (401 else); department TAKEN refuses the booking (409 with a message),
 * workshop DOWN fails (500).
 */
export const fakeTireHotelScript = `
const json = (body, status = 200) => new Response(JSON.stringify(body), {
  status, headers: { 'content-type': 'application/json' },
});
const refuse = (status, message) => json({ message }, status);
const vehicle = (plate) => ({
  regNo: plate, brandCode: 'VO', brand: 'Volvo', model: 'XC60', name: 'Volvo XC60', productId: 'p1',
  packageLevel: 'Premium',
  location: { erpId: 'TH-' + plate, locationName: 'Däckhotellet', departmentName: 'Hjulskifte',
    phone: '08-123 456', email: 'dack@example.se' },
  tires: [],
});

async function ready(db) {
  await db.prepare('CREATE TABLE IF NOT EXISTS calls (id INTEGER PRIMARY KEY, method TEXT, path TEXT, auth TEXT, body TEXT)').run();
  await db.prepare('CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, plate TEXT)').run();
}

export default {
  async fetch(request, env) {
    const db = env.SANDBOX_DB;
    await ready(db);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.text() : '';
    const auth = request.headers.get('authorization');
    await db.prepare('INSERT INTO calls (method, path, auth, body) VALUES (?, ?, ?, ?)')
      .bind(request.method, url.pathname + url.search, auth, body).run();
    const q = (name) => url.searchParams.get(name) ?? '';
    const path = url.pathname.replace(/^\\/tirehotel/, '');

    if (path === '/authorization/search') {
      const plate = q('regNo');
      if (plate === 'NOP000') return refuse(404, 'Inget avtal.');
      if (plate === 'DOWN00') return json({ error: 'down' }, 500);
      return json({ encryptedPhoneNumber: 'ENC' + plate + 'PHONE', obfuscatedPhoneNumber: '070-*** **12', regNo: plate });
    }
    if (path === '/authorization/login') {
      const plate = /^ENC(.+)PHONE$/.exec(q('encryptedPhoneNumber'))?.[1];
      if (!plate) return refuse(404, 'Vi hittar inget avtal med det telefonnumret.');
      const n = (await db.prepare('SELECT COUNT(*) AS n FROM tokens').first()).n;
      const token = 'tok_' + plate + '_' + n;
      await db.prepare('INSERT INTO tokens (token, plate) VALUES (?, ?)').bind(token, plate).run();
      return json({ authorizationToken: token });
    }
    if (path === '/authorization/validate') {
      const row = await db.prepare('SELECT plate FROM tokens WHERE token = ?').bind(q('authToken')).first();
      if (!row || row.plate === 'EXP001') return refuse(401, 'Koden har gått ut. Begär en ny kod.');
      if (q('otpToken') !== '1234') return refuse(401, 'Felaktig kod. Försök igen.');
      return json({ status: 0, vehicles: [vehicle(row.plate)] });
    }
    const token = /^Bearer (\\S+)$/.exec(auth ?? '')?.[1] ?? '';
    const known = await db.prepare('SELECT plate FROM tokens WHERE token = ?').bind(token).first();
    if (!known) return refuse(401, 'Ogiltig token.');
    if (q('workshopIdentifier') === 'DOWN') return json({ error: 'down' }, 500);
    if (path === '/booking/GetTimeslotDays')
      return json({ availableDates: [{ date: '2026-12-01' }, { date: '2026-12-02' }] });
    if (path === '/booking/GetTimeslots')
      return json({ availableTimeSlotDates: [{ date: '2026-12-01', startTime: ['08:00', '09:30'] }] });
    if (path === '/booking/create') {
      if (q('departmentIdentifier') === 'TAKEN')
        return refuse(409, 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.');
      const booking = JSON.parse(body);
      return json({
        bookingConfirmationId: 'B-1', services: [{ name: 'Hjulskifte' }],
        appointmentTime: booking.bookingDate + 'T' + (booking.bookingStart ?? '08:00') + ':00',
        isFullDay: booking.bookingStart === null,
        workshop: { name: 'Däckhotellet', address: 'Gatan 1', email: 'dack@example.se', phoneNumber: '08-123 456' },
        freeText: booking.freeText, customerBase: booking.customer,
      });
    }
    if (path === '/review/addReview') return json({ ok: true });
    return refuse(404, 'no such path');
  },
};
`;

/** One call that reached the fake partner. */
export interface PartnerCall {
  method: string;
  path: string;
  auth: string | null;
  body: string;
}

/** The calls that reached the fake partner after row `from` (0: all), oldest first. */
export async function partnerCallsAfter(site: SiteUnderTest, from = 0): Promise<PartnerCall[]> {
  const db = await fakePartnerDb(site);
  const rows = await db
    .prepare('SELECT id, method, path, auth, body FROM calls WHERE id > ? ORDER BY id')
    .bind(from)
    .all<PartnerCall & { id: number }>()
    .catch(() => ({ results: [] as Array<PartnerCall & { id: number }> }));
  return rows.results.map(({ method, path, auth, body }) => ({ method, path, auth, body }));
}
