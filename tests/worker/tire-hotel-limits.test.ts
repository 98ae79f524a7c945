import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeTireHotelScript,
  lastPartnerCall,
  partnerCallsAfter,
} from '../support/fake-tire-hotel.ts';
import { useSite } from '../support/site-under-test.ts';
import {
  jsonOf,
  loginPath,
  requestCode,
  type TireHotelVisitor,
  tireHotelVisitor,
} from '../support/tire-hotel-visitor.ts';

// The tire hotel's guess and abuse limits (issue 20) against the real Durable Object under
// miniflare and a partner that counts what reaches it (tests/support/fake-tire-hotel.ts): a
// request past a limit never reaches the partner and answers 429 with a Swedish time and
// Retry-After, the same for a plate with an agreement and one without.

const site = useSite({ sandboxScript: fakeTireHotelScript, seed: false });

beforeEach(async () => {
  const reset = await site.fetch('http://group-se.localhost/api/tirehotel/_dev/reset-limits', {
    method: 'POST',
  });
  expect(reset.status).toBe(204);
});

interface Refusal {
  error: string;
  issues: unknown[];
}

/** A 429 of the one shape, its Retry-After within `maxSeconds`; answers the message. */
async function refusalOf(res: Response, maxSeconds: number): Promise<string> {
  const body = await jsonOf<Refusal>(res, 429);
  expect(body.issues).toEqual([]);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return body.error;
}

const validatePaths = async (from: number) =>
  (await partnerCallsAfter(site, from)).filter((call) => call.path.includes('/validate?'));

const guess = (visitor: TireHotelVisitor, code: string) =>
  visitor.call(`/authorization/validate?otpToken=${code}`);

describe('wrong codes', () => {
  it('judges exactly 5 of 50 parallel wrong codes, refuses 45, then the right one until a new code', async () => {
    const visitor = tireHotelVisitor(site, '198.51.100.1');
    await requestCode(visitor, 'ABC123');
    const from = await lastPartnerCall(site);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => guess(visitor, String(5000 + i))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    const judged = answers.filter((res) => res.status === 401);
    for (const res of judged)
      expect(await jsonOf(res, 401)).toEqual({ error: 'Felaktig kod. Försök igen.', issues: [] });
    const messages = new Set(
      await Promise.all(
        answers.filter((res) => res.status === 429).map((res) => refusalOf(res, 3600)),
      ),
    );
    expect([...messages]).toHaveLength(1);
    expect([...messages][0]).toMatch(
      /^För många felaktiga försök med koden\. Begär en ny kod och försök igen (i morgon )?kl\. \d{2}:\d{2}\.$/,
    );
    // Counted at the partner: only the five judged ones reached its validate.
    expect(await validatePaths(from)).toHaveLength(5);

    // The cap holds for the right code too, without asking the partner.
    await refusalOf(await guess(visitor, '1234'), 3600);
    expect(await validatePaths(from)).toHaveLength(5);

    // A new code is a new count: the right code goes through.
    await jsonOf(await visitor.call(loginPath('ABC123')), 200);
    const validated = await jsonOf<{ status: number }>(await guess(visitor, '1234'), 200);
    expect(validated.status).toBe(0);
  });

  it('judges 10 wrong codes per plate a day, across codes and visitors', async () => {
    const first = tireHotelVisitor(site, '198.51.100.2');
    const second = tireHotelVisitor(site, '198.51.100.3');
    await requestCode(first, 'DEF456');
    for (let i = 0; i < 5; i++) await jsonOf(await guess(first, '1111'), 401);
    await requestCode(second, 'DEF456');
    for (let i = 0; i < 5; i++) await jsonOf(await guess(second, '2222'), 401);
    await jsonOf(await first.call(loginPath('DEF456')), 200);
    const from = await lastPartnerCall(site);
    const message = await refusalOf(await guess(first, '1234'), 24 * 3600);
    expect(message).toMatch(/^För många försök\. Försök igen (i morgon )?kl\. \d{2}:\d{2}\.$/);
    expect(await validatePaths(from)).toEqual([]);
  });

  it('does not count a right code against the plate', async () => {
    const visitor = tireHotelVisitor(site, '198.51.100.4');
    await requestCode(visitor, 'GHI789');
    for (let i = 0; i < 4; i++) await jsonOf(await guess(visitor, '1111'), 401);
    await jsonOf(await guess(visitor, '1234'), 200);
    await jsonOf(await visitor.call(loginPath('GHI789')), 200);
    for (let i = 0; i < 5; i++) await jsonOf(await guess(visitor, '1111'), 401);
    // Nine wrong so far: the tenth is judged, the eleventh is not.
    await jsonOf(await visitor.call(loginPath('GHI789')), 200);
    await jsonOf(await guess(visitor, '1111'), 401);
    await refusalOf(await guess(visitor, '1111'), 24 * 3600);
  });
});

describe('code requests', () => {
  it('sends 3 codes per plate an hour; the 4th is 429 with the time and Retry-After', async () => {
    const visitor = tireHotelVisitor(site, '198.51.100.5');
    await requestCode(visitor, 'JKL012');
    await jsonOf(await visitor.call(loginPath('JKL012')), 200);
    await jsonOf(await visitor.call(loginPath('JKL012')), 200);
    const from = await lastPartnerCall(site);
    const message = await refusalOf(await visitor.call(loginPath('JKL012')), 3600);
    // An hour from now is tomorrow in the last hour of a Stockholm day.
    expect(message).toMatch(/^För många försök\. Försök igen (i morgon )?kl\. \d{2}:\d{2}\.$/);
    expect(await partnerCallsAfter(site, from)).toEqual([]);
    // Another visitor asking for the same plate meets the same limit.
    const other = tireHotelVisitor(site, '198.51.100.6');
    await jsonOf(await other.call('/authorization/search?regNo=JKL012', { method: 'GET' }), 200);
    await refusalOf(await other.call(loginPath('JKL012')), 3600);
  });

  it('sends 10 codes per client address an hour, whatever the plates', async () => {
    const visitor = tireHotelVisitor(site, '198.51.100.7');
    const plates = Array.from({ length: 11 }, (_, i) => `ADR${String(i).padStart(3, '0')}`);
    for (const plate of plates.slice(0, 10)) await requestCode(visitor, plate);
    await jsonOf(
      await visitor.call(`/authorization/search?regNo=${plates[10]}`, { method: 'GET' }),
      200,
    );
    await refusalOf(await visitor.call(loginPath(plates[10]!)), 3600);
    // Another address asks for the same plate as usual.
    await requestCode(tireHotelVisitor(site, '198.51.100.8'), plates[10]!);
  });

  it('answers NOP000 and ABC123 alike, before and past the limit', async () => {
    const answersFor = async (plate: string, address: string) => {
      const visitor = tireHotelVisitor(site, address);
      const answers: Array<{ status: number; body: string; retryAfter: boolean }> = [];
      for (let i = 0; i < 5; i++) {
        const res = await visitor.call(loginPath(plate, 'ENCSOMEPHONE'));
        // The time named may differ by the minute the two visitors' first requests fell in.
        const body = (await res.text()).replace(/\d{2}:\d{2}/, 'HH:MM');
        answers.push({ status: res.status, body, retryAfter: res.headers.has('retry-after') });
      }
      return answers;
    };
    const without = await answersFor('NOP000', '198.51.100.9');
    const withAgreement = await answersFor('ABC123', '198.51.100.10');
    expect(without.map((answer) => answer.status)).toEqual([409, 409, 409, 429, 429]);
    expect(withAgreement).toEqual(without);
  });

  it('forgets every count when reset in development', async () => {
    const visitor = tireHotelVisitor(site, '198.51.100.11');
    await requestCode(visitor, 'MNO345');
    await jsonOf(await visitor.call(loginPath('MNO345')), 200);
    await jsonOf(await visitor.call(loginPath('MNO345')), 200);
    await refusalOf(await visitor.call(loginPath('MNO345')), 3600);
    const reset = await site.fetch('http://group-se.localhost/api/tirehotel/_dev/reset-limits', {
      method: 'POST',
    });
    expect(reset.status).toBe(204);
    await jsonOf(await visitor.call(loginPath('MNO345')), 200);
  });
});
