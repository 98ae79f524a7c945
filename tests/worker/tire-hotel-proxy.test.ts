import { beforeEach, describe, expect, it } from 'vitest';
import { developmentTireHotelSessionKey } from '#src/env.ts';
import { unseal } from '#src/partners/tire-hotel/sealing.ts';
import { sealSession, type TireHotelSession } from '#src/partners/tire-hotel/session.ts';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import {
  fakeTireHotelScript,
  lastPartnerCall,
  partnerCallsAfter,
} from '../support/fake-tire-hotel.ts';
import { useSite } from '../support/site-under-test.ts';
import {
  encryptedPhoneOf,
  jsonOf,
  loginPath,
  requestCode,
  signIn,
  type TireHotelVisitor,
  tireHotelVisitor,
} from '../support/tire-hotel-visitor.ts';

// The tire hotel proxy (booking spec 7.3, issue 20) against a partner the tests control
// (tests/support/fake-tire-hotel.ts): the partner's token lives only in the sealed session
// cookie, checked input only reaches the partner, and the session's stages gate the calls.

const site = useSite({ sandboxScript: fakeTireHotelScript, seed: false });
const key = developmentTireHotelSessionKey;

beforeEach(async () => {
  const reset = await site.fetch('http://group-se.localhost/api/tirehotel/_dev/reset-limits', {
    method: 'POST',
  });
  expect(reset.status).toBe(204);
});

const days = { startDate: '2026-12-01', endDate: '2026-12-31', regNo: 'ABC123', brandCode: 'VO' };
const booking = {
  bookingDate: '2026-12-01',
  bookingStart: '08:00',
  regNo: 'abc 123',
  freeText: '',
  customer: {
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.se',
    phoneMobile: '070-123 45 67',
  },
};
const review = { rating: 5, comment: 'Smidigt', date: '2026-12-01T10:00:00.000Z' };

/** What the visitor's cookie holds, opened with the development key. */
async function sealedOf(
  visitor: TireHotelVisitor,
): Promise<{ session: TireHotelSession; seenAt: number }> {
  return (await unseal(visitor.cookie!, key)) as { session: TireHotelSession; seenAt: number };
}

describe('the session cookie', () => {
  it('is __Host-, HttpOnly, Secure, SameSite=Strict, Path=/ and lasts the idle time', async () => {
    const visitor = tireHotelVisitor(site);
    await visitor.call('/authorization/search?regNo=ABC123', { method: 'GET' });
    const [header] = visitor.setCookies;
    expect(header).toMatch(/^__Host-tirehotel=[\w-]+;/);
    const flags = header!.split(';').map((flag) => flag.trim().toLowerCase());
    expect(flags).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/', 'max-age=1800']),
    );
    expect(flags.some((flag) => flag.startsWith('domain='))).toBe(false);
  });

  it('carries the token sealed: no answer body or header but Set-Cookie has it', async () => {
    const visitor = tireHotelVisitor(site);
    const from = await lastPartnerCall(site);
    const answers: Response[] = [];
    const call = async (...args: Parameters<typeof visitor.call>) => {
      const res = await visitor.call(...args);
      answers.push(res.clone());
      return res;
    };
    await call('/authorization/search?regNo=ABC123', { method: 'GET' });
    await call(loginPath('ABC123'));
    await call('/authorization/validate?otpToken=1234');
    await call('/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123', { json: days });
    await call('/booking/GetTimeslots?workshopIdentifier=TH-ABC123', { json: days });
    await call('/booking/create?departmentIdentifier=TH-ABC123', { json: booking });
    await call('/review/addReview', { json: review });
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 204]);

    const tokens = new Set(
      (await partnerCallsAfter(site, from)).flatMap(({ path, auth }) => [
        ...(/authToken=([^&]+)/.exec(path)?.slice(1) ?? []),
        ...(auth ? [auth.replace(/^Bearer /, '')] : []),
      ]),
    );
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];
    expect(token).toMatch(/^tok_ABC123_\d+$/);
    for (const res of answers) {
      const headers = [...res.headers].filter(([name]) => name !== 'set-cookie');
      expect(JSON.stringify(headers)).not.toContain('tok_');
      expect(await res.text()).not.toContain('tok_');
    }
    // Set-Cookie carries it sealed: not in the clear, and only this key opens it.
    expect(visitor.setCookies.join('\n')).not.toContain('tok_');
    expect((await sealedOf(visitor)).session).toMatchObject({ stage: 'validated', token });
    expect(await unseal(visitor.cookie!, 'another-key-of-thirty-two-characters!')).toBeUndefined();
  });

  it('is sealed again with the time of every answer that reads it', async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const { session } = await sealedOf(visitor);
    visitor.cookie = await sealSession(session, Date.now() - 29 * 60_000, key);
    const res = await visitor.call('/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123', {
      json: days,
    });
    await jsonOf(res, 200);
    expect(Date.now() - (await sealedOf(visitor)).seenAt).toBeLessThan(60_000);
  });

  it('ends after 30 minutes idle: 401, the cookie cleared, the partner not asked', async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const { session } = await sealedOf(visitor);
    visitor.cookie = await sealSession(session, Date.now() - 30 * 60_000 - 1000, key);
    const from = await lastPartnerCall(site);
    const res = await visitor.call('/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123', {
      json: days,
    });
    expect(await jsonOf(res, 401)).toEqual({
      error: 'Din session har gått ut. Sök fram ditt registreringsnummer igen.',
      issues: [],
    });
    expect(visitor.setCookies.at(-1)).toMatch(/^__Host-tirehotel=;.*Max-Age=0/i);
    expect(visitor.cookie).toBeUndefined();
    expect(await partnerCallsAfter(site, from)).toEqual([]);
  });

  it('is cleared by logout (204), after which booking calls are 401', async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const res = await visitor.call('/authorization/logout');
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(visitor.cookie).toBeUndefined();
    await jsonOf(await visitor.call('/review/addReview', { json: review }), 401);
  });

  it('opens as no session when altered or sealed with another key', async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const sealed = visitor.cookie!;
    const from = await lastPartnerCall(site);
    for (const cookie of [
      sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA'),
      await sealSession(
        { stage: 'validated', regNo: 'ABC123', encryptedPhoneNumber: 'x', token: 'forged' },
        Date.now(),
        'another-key-of-thirty-two-characters!',
      ),
    ]) {
      visitor.cookie = cookie;
      await jsonOf(await visitor.call('/review/addReview', { json: review }), 401);
    }
    expect(await partnerCallsAfter(site, from)).toEqual([]);
  });
});

describe('the sign-in', () => {
  it("answers the search's customer, and 404 with the spec's text without an agreement", async () => {
    const visitor = tireHotelVisitor(site);
    const res = await visitor.call('/authorization/search?regNo=abc%20123', { method: 'GET' });
    expect(await jsonOf(res, 200)).toEqual({
      encryptedPhoneNumber: encryptedPhoneOf('ABC123'),
      obfuscatedPhoneNumber: '070-*** **12',
      regNo: 'ABC123',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const none = await visitor.call('/authorization/search?regNo=NOP000', { method: 'GET' });
    expect(await jsonOf(none, 404)).toEqual({
      error: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
      issues: [],
    });
    expectConsoleError(); // the worker logs the partner's failure
    const down = await visitor.call('/authorization/search?regNo=DOWN00', { method: 'GET' });
    await jsonOf(down, 502);
  });

  it('sends a code for the searched pair only, answering codeSent and the lifetime', async () => {
    const visitor = tireHotelVisitor(site);
    await jsonOf(await visitor.call(loginPath('ABC123')), 409);
    await jsonOf(await visitor.call('/authorization/search?regNo=ABC123', { method: 'GET' }), 200);
    await jsonOf(await visitor.call(loginPath('ABC123', encryptedPhoneOf('DEF456'))), 409);
    const from = await lastPartnerCall(site);
    const res = await visitor.call(loginPath('ABC123'));
    expect(await jsonOf(res, 200)).toEqual({ codeSent: true, expiresInSeconds: 300 });
    expect((await partnerCallsAfter(site, from)).map((call) => call.path)).toEqual([
      `/tirehotel/authorization/login?encryptedPhoneNumber=${encryptedPhoneOf('ABC123')}`,
    ]);
  });

  it("checks the code with the cookie's token; a wrong code keeps the stage", async () => {
    const visitor = tireHotelVisitor(site);
    await requestCode(visitor, 'ABC123');
    const from = await lastPartnerCall(site);
    const wrong = await visitor.call('/authorization/validate?otpToken=1111');
    expect(await jsonOf(wrong, 401)).toEqual({ error: 'Felaktig kod. Försök igen.', issues: [] });
    const right = await visitor.call('/authorization/validate?otpToken=1234');
    const validated = await jsonOf<{ status: number; vehicles: unknown[] }>(right, 200);
    expect(validated.status).toBe(0);
    const paths = (await partnerCallsAfter(site, from)).map((call) => call.path);
    expect(paths).toHaveLength(2);
    expect(paths[0]).toMatch(
      /^\/tirehotel\/authorization\/validate\?authToken=tok_ABC123_\d+&otpToken=1111$/,
    );
    expect(paths[1]).toBe(paths[0]!.replace('1111', '1234'));
  });

  it('refuses a code past the lifetime the session trusts without asking the partner', async () => {
    const visitor = tireHotelVisitor(site);
    await requestCode(visitor, 'ABC123');
    const { session } = await sealedOf(visitor);
    const issuedEarlier = { ...session, codeIssuedAt: Date.now() - 301_000 };
    visitor.cookie = await sealSession(issuedEarlier, Date.now(), key);
    const from = await lastPartnerCall(site);
    const res = await visitor.call('/authorization/validate?otpToken=1234');
    expect(await jsonOf(res, 401)).toEqual({
      error: 'Koden har gått ut. Begär en ny kod.',
      issues: [],
    });
    expect(await partnerCallsAfter(site, from)).toEqual([]);
  });

  it('refuses malformed plates, codes and phone numbers before the partner', async () => {
    const visitor = tireHotelVisitor(site);
    await requestCode(visitor, 'ABC123');
    const from = await lastPartnerCall(site);
    for (const [path, method] of [
      ['/authorization/search?regNo=A', 'GET'],
      ['/authorization/search?regNo=ABC12345', 'GET'],
      ['/authorization/search?regNo=AB-123', 'GET'],
      ['/authorization/search', 'GET'],
      ['/authorization/login?encryptedPhoneNumber=short&regNo=ABC123', 'POST'],
      ['/authorization/validate?otpToken=123', 'POST'],
      ['/authorization/validate?otpToken=12a4', 'POST'],
      ['/authorization/validate?otpToken=12345', 'POST'],
    ] as const) {
      const body = await jsonOf<{ issues: unknown[] }>(await visitor.call(path, { method }), 400);
      expect(body.issues.length, path).toBeGreaterThan(0);
    }
    expect(await partnerCallsAfter(site, from)).toEqual([]);
  });
});

describe('the booking calls', () => {
  it('need a validated session: 401 without one, and the partner is not asked', async () => {
    const visitor = tireHotelVisitor(site);
    const from = await lastPartnerCall(site);
    await jsonOf(await visitor.call('/review/addReview', { json: review }), 401);
    await requestCode(visitor, 'ABC123');
    const afterCode = await lastPartnerCall(site);
    for (const [path, json] of [
      ['/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123', days],
      ['/booking/GetTimeslots?workshopIdentifier=TH-ABC123', days],
      ['/booking/create?departmentIdentifier=TH-ABC123', booking],
      ['/review/addReview', review],
    ] as const)
      await jsonOf(await visitor.call(path, { json }), 401);
    expect(await partnerCallsAfter(site, afterCode)).toEqual([]);
    expect((await partnerCallsAfter(site, from)).length).toBe(2);
  });

  it('send the checked body with the token as Bearer, and answer the checked confirmation', async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const from = await lastPartnerCall(site);
    const res = await visitor.call('/booking/create?departmentIdentifier=TH-ABC123', {
      json: booking,
    });
    const confirmation = await jsonOf<{ customerBase: unknown }>(res, 200);
    expect(confirmation.customerBase).toEqual({ ...booking.customer, phoneMobile: '0701234567' });
    const [call] = await partnerCallsAfter(site, from);
    expect(call).toEqual({
      method: 'POST',
      path: '/tirehotel/booking/create?departmentIdentifier=TH-ABC123',
      auth: expect.stringMatching(/^Bearer tok_ABC123_\d+$/),
      body: JSON.stringify({
        ...booking,
        regNo: 'ABC123',
        customer: { ...booking.customer, phoneMobile: '0701234567' },
      }),
    });
  });

  it("keep the partner's refusal and message, and answer 502 for its failure", async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const taken = await visitor.call('/booking/create?departmentIdentifier=TAKEN', {
      json: booking,
    });
    expect(await jsonOf(taken, 409)).toEqual({
      error: 'Bokningen kunde inte genomföras. Tiden är inte längre ledig.',
      issues: [],
    });
    expectConsoleError(); // the worker logs the partner's failure
    const down = await visitor.call('/booking/GetTimeslots?workshopIdentifier=DOWN', {
      json: days,
    });
    await jsonOf(down, 502);
  });

  it("refuse another plate than the session's (403) and malformed input (400)", async () => {
    const visitor = tireHotelVisitor(site);
    await signIn(visitor, 'ABC123');
    const from = await lastPartnerCall(site);
    const other = await visitor.call('/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123', {
      json: { ...days, regNo: 'DEF456' },
    });
    await jsonOf(other, 403);
    for (const [path, json] of [
      ['/booking/GetTimeslotDays?workshopIdentifier=TH%20ABC', days],
      ['/booking/GetTimeslotDays?workshopIdentifier=TH-ABC123', { ...days, startDate: '1 dec' }],
      ['/booking/GetTimeslots?workshopIdentifier=TH-ABC123', { ...days, extra: 1 }],
      ['/booking/create?departmentIdentifier=TH-ABC123', { ...booking, bookingStart: '8' }],
      ['/review/addReview', { ...review, rating: 6 }],
    ] as const)
      await jsonOf(await visitor.call(path, { json }), 400);
    expect(await partnerCallsAfter(site, from)).toEqual([]);
  });
});
