import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '#client/contracts/mechmate.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import {
  fakeMechmateScript,
  fakePartnerDb,
  lastPartnerCall,
  partnerRows,
} from '../support/fake-mechmate.ts';
import { type SiteUnderTest, startSite } from '../support/site-under-test.ts';

// The workshop booking proxy's calls (booking spec 7.1) against a partner the tests control
// (tests/support/fake-mechmate.ts): checked input only reaches the partner, checked answers only
// reach the browser, and a booking's Idempotency-Key books once.

let site: SiteUnderTest;
beforeAll(async () => {
  site = await startSite({ sandboxScript: fakeMechmateScript, seed: false });
});
afterAll(() => site?.dispose());

const api = 'http://group-se.localhost/api/mechmate';

interface ErrorBody {
  error: string;
  issues: Array<{ path: string; message: string }>;
}

async function errorOf(res: Response, status: number): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = JSON.parse(text) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['error', 'issues']);
  return body;
}

/** The partner paths that reached the fake since `from` (a row id). */
async function partnerPathsAfter(from: number): Promise<string[]> {
  const db = await fakePartnerDb(site);
  const rows = await db
    .prepare('SELECT path FROM calls WHERE id > ? ORDER BY id')
    .bind(from)
    .all<{ path: string }>()
    .catch(() => ({ results: [] as Array<{ path: string }> }));
  return rows.results.map((row) => row.path);
}

const lastCallId = () => lastPartnerCall(site);

/** Asserts that none of the addresses reach the partner, each answering 400 with its issues. */
async function refusedBeforeThePartner(paths: string[]): Promise<void> {
  const from = await lastCallId();
  for (const path of paths) {
    const body = await errorOf(await site.fetch(`${api}${path}`, { redirect: 'manual' }), 400);
    expect(body.issues.length, path).toBeGreaterThan(0);
  }
  expect(await partnerPathsAfter(from)).toEqual([]);
}

describe('the car lookup', () => {
  it("answers the partner's car with the contract's fields, the plate as the partner knows it", async () => {
    const from = await lastCallId();
    const res = await site.fetch(`${api}/car/abc%20123`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      registrationNumber: 'ABC123',
      brand: 'Volvo',
      model: 'XC60',
      buildYear: 2019,
      hasServiceAgreement: true,
      isSupported: true,
    });
    expect(await partnerPathsAfter(from)).toEqual(['/mechmate/car/ABC123']);
  });

  it("keeps the partner's 400 and its message as the API error", async () => {
    const body = await errorOf(await site.fetch(`${api}/car/ERR999`), 400);
    expect(body).toEqual({
      error: 'Vi hittar inget fordon med registreringsnummer ERR999',
      issues: [],
    });
  });

  it('answers 502 for an answer off the contract and for an outage', async () => {
    expectConsoleError();
    await errorOf(await site.fetch(`${api}/car/OFFCON`), 502);
    await errorOf(await site.fetch(`${api}/car/DOWN01`), 502);
  });

  it('refuses a malformed registration number before asking the partner', async () => {
    await refusedBeforeThePartner(['/car/ABC-123', '/car/ABCD1234', '/car/%C3%85%C3%85%C3%85']);
  });
});

describe('services and add-ons', () => {
  for (const call of ['services', 'addons']) {
    it(`passes ${call} for the place on, checked`, async () => {
      const from = await lastCallId();
      const res = await site.fetch(`${api}/${call}/DEF456?lat=59.33&lng=18.06`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        serviceOfferingCategories: [
          { name: call, icon: 'wrench', selectionType: null, offerings: [] },
        ],
      });
      expect(await partnerPathsAfter(from)).toEqual([
        `/mechmate/${call}/DEF456?lat=59.33&lng=18.06`,
      ]);
    });

    it(`refuses ${call} for a place out of range or missing`, async () => {
      await refusedBeforeThePartner([
        `/${call}/DEF456?lat=91&lng=18`,
        `/${call}/DEF456?lat=59&lng=181`,
        `/${call}/DEF456?lat=59`,
        `/${call}/DEF456?lat=north&lng=18`,
        `/${call}/DEF456?lat=59&lng=18&extra=1`,
        `/${call}/DEF%20456%20789?lat=59&lng=18`,
      ]);
    });
  }
});

describe('authorised workshops', () => {
  it('asks the partner about the brand with dashes for spaces', async () => {
    const res = await site.fetch(`${api}/authorized-workshop/Land-Rover`);
    expect(await res.json()).toEqual({ hasBrand: true });
  });

  it('refuses a brand that is not letters, digits and dashes', async () => {
    await refusedBeforeThePartner([
      '/authorized-workshop/Land%20Rover',
      '/authorized-workshop/..%2Fcar',
      '/authorized-workshop/-Kia',
    ]);
  });
});

describe('time slots', () => {
  const slots = '/timeslots/from/ABC123/d1/2026-12-01T00:00:00/?serviceOfferings=oil,brakes';

  it("answers a workshop's days at the spec's path, which ends in a slash, without a redirect", async () => {
    const from = await lastCallId();
    const res = await site.fetch(`${api}${slots}`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { date: '2026-12-01', availableSlots: ['08:00', '09:30'], allDaySlotAvailable: true },
    ]);
    expect(await partnerPathsAfter(from)).toEqual([
      '/mechmate/timeslots/from/ABC123/d1/2026-12-01T00:00:00/?serviceOfferings=oil,brakes',
    ]);
  });

  it('answers no days when the partner fails', async () => {
    expectConsoleError();
    const res = await site.fetch(
      `${api}/timeslots/from/ABC123/BROKEN/2026-12-01T00:00:00/?serviceOfferings=oil`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('refuses a bad date, department or service list', async () => {
    await refusedBeforeThePartner([
      '/timeslots/from/ABC123/d1/2026-13-01T00:00:00/?serviceOfferings=oil',
      '/timeslots/from/ABC123/d1/2026-02-30T00:00:00/?serviceOfferings=oil',
      '/timeslots/from/ABC123/d1/2026-12-01T10:00:00/?serviceOfferings=oil',
      '/timeslots/from/ABC123/d1/tomorrow/?serviceOfferings=oil',
      '/timeslots/from/ABC123/d.1/2026-12-01T00:00:00/?serviceOfferings=oil',
      '/timeslots/from/ABC123/d1/2026-12-01T00:00:00/?serviceOfferings=',
      '/timeslots/from/ABC123/d1/2026-12-01T00:00:00/?serviceOfferings=oil%20change',
      '/timeslots/from/A-1/d1/2026-12-01T00:00:00/?serviceOfferings=oil',
    ]);
  });
});

describe('the booking', () => {
  const booking = (departmentId = 'd1'): BookingRequest => ({
    customer: {
      firstName: 'Anna',
      lastName: 'Svensson',
      phone: '+46 70 123 45 67',
      email: 'anna@example.se',
    },
    freeText: 'Ring innan',
    departmentId,
    timeSlot: '2026-12-01T08:00:00',
    isFullDay: false,
    registrationNumber: 'abc123',
    mileage: 1500,
    serviceOfferingRequests: [{ kobraId: 'oil', unitsSelected: 1, userInput: null }],
  });

  function book(body: unknown, key: string | null = crypto.randomUUID()) {
    return site.fetch(`${api}/book`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { 'idempotency-key': key }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  const bookingsFor = (key: string) => partnerRows(site, 'bookings WHERE key = ?', key);

  it("books with the partner, sending the key, and answers the partner's id", async () => {
    const key = crypto.randomUUID();
    const res = await book(booking(), key);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { id: string; registrationNumber: string };
    expect(answer.id).toMatch(/^BK-\d+$/);
    expect(answer.registrationNumber).toBe('ABC123');
    expect(await bookingsFor(key)).toBe(1);
  });

  it('books once for two requests with one key at the same time', async () => {
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([book(booking(), key), book(booking(), key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Array<{ id: string }>;
    expect(a!.id).toBe(b!.id);
    expect(await bookingsFor(key)).toBe(1);
  });

  it("answers a later request with the key's first answer without asking the partner", async () => {
    const key = crypto.randomUUID();
    const first = (await (await book(booking(), key)).json()) as { id: string };
    const again = await book(booking(), key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    expect(await partnerRows(site, "calls WHERE path = '/mechmate/book' AND key = ?", key)).toBe(1);
  });

  it('takes a key in capitals as the same key', async () => {
    const key = crypto.randomUUID();
    const first = (await (await book(booking(), key)).json()) as { id: string };
    const again = (await (await book(booking(), key.toUpperCase())).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(await bookingsFor(key)).toBe(1);
  });

  it("keeps the partner's refusal and its message, and answers it again for the key", async () => {
    const key = crypto.randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const body = await errorOf(await book(booking('TAKEN'), key), 409);
      expect(body.error).toBe('Tiden är tyvärr inte längre ledig. Välj en annan tid.');
    }
    expect(await partnerRows(site, "calls WHERE path = '/mechmate/book' AND key = ?", key)).toBe(1);
  });

  it('answers 502 when the partner fails, and never sends that key again', async () => {
    expectConsoleError();
    const key = crypto.randomUUID();
    await errorOf(await book(booking('DOWN'), key), 502);
    await errorOf(await book(booking('DOWN'), key), 502);
    expect(await partnerRows(site, "calls WHERE path = '/mechmate/book' AND key = ?", key)).toBe(1);
  });

  it('refuses a booking without a UUID Idempotency-Key', async () => {
    for (const key of [null, 'not-a-uuid', '']) {
      const body = await errorOf(await book(booking(), key), 400);
      expect(body.issues.map((issue) => issue.path)).toEqual(['idempotency-key']);
    }
  });

  it('refuses malformed bookings before the partner sees them', async () => {
    const from = await lastCallId();
    const bad: Array<[unknown, number]> = [
      ['{"customer": ', 400],
      ['[1, 2]', 400],
      [{ ...booking(), customer: { ...booking().customer, phone: 'call me' } }, 400],
      [{ ...booking(), customer: { ...booking().customer, email: 'anna@' } }, 400],
      [{ ...booking(), timeSlot: '2026-12-01' }, 400],
      [{ ...booking(), registrationNumber: 'ABC-1234' }, 400],
      [{ ...booking(), departmentId: 'd/1' }, 400],
      [{ ...booking(), serviceOfferingRequests: [] }, 400],
      [{ ...booking(), isFullDay: 'no' }, 400],
      [{ ...booking(), freeText: 'x'.repeat(81) }, 400],
      [{ ...booking(), extra: true }, 400],
      [{ ...booking(), freeText: 'x'.repeat(5000) }, 413],
    ];
    for (const [body, status] of bad) await errorOf(await book(body), status);
    expect(await partnerPathsAfter(from)).toEqual([]);
  });
});
