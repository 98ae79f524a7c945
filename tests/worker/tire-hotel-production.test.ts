import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../support/fail-on-console-error.ts';
import { productionVars, useSite } from '../support/site-under-test.ts';
import { jsonOf } from '../support/tire-hotel-visitor.ts';

// Production refuses what development allows (issue 20): the public development session key (or
// none) leaves the tire hotel closed with a 503 before any partner is asked, and the development
// reset of the limits does not exist. No partner is reachable here: nothing may reach one.

const production = (sessionKey?: string) =>
  useSite({
    seed: false,
    bindSandbox: false,
    vars: {
      ...productionVars,
      // wrangler.toml's [vars] give the development key; blank is no key at all.
      ...(sessionKey !== undefined ? { TIRE_HOTEL_SESSION_KEY: sessionKey } : {}),
    },
  });

const api = 'http://dealer.test/api/tirehotel';
const closed = {
  error: 'Däckhotellet är inte tillgängligt just nu. Försök igen senare.',
  issues: [],
};

describe.each([
  ['the development session key', production()],
  ['no session key', production('')],
])('production with %s', (_, site) => {
  it('answers 503 for every tire hotel call', async () => {
    for (const [path, method] of [
      ['/authorization/search?regNo=ABC123', 'GET'],
      ['/authorization/login?encryptedPhoneNumber=ENCABC123PHONE&regNo=ABC123', 'POST'],
      ['/authorization/validate?otpToken=1234', 'POST'],
      ['/authorization/logout', 'POST'],
    ] as const) {
      expectConsoleError(); // the worker names the missing key in its log
      const res = await site.fetch(`${api}${path}`, { method });
      expect(await jsonOf(res, 503), path).toEqual(closed);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it('has no development reset of the limits', async () => {
    const res = await site.fetch(`${api}/_dev/reset-limits`, { method: 'POST' });
    expect(await jsonOf(res, 404)).toEqual({
      error: 'No API at /api/tirehotel/_dev/reset-limits.',
      issues: [],
    });
  });
});
