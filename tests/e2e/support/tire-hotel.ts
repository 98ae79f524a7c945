import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { unseal } from '#src/partners/tire-hotel/sealing.ts';

// The tire hotel's development controls as the browser tests use them: the worker's limits reset
// and the sandbox's last issued code, reached on the fixture build (its /__fixtures/sandbox/
// pass-through forwards to the sandbox). Node cannot resolve *.localhost; plain localhost serves
// group-se, and neither control depends on the site.

/** The seeded group-se page that holds the tire hotel block. */
export const tireHotelPath = '/dack-och-biltillbehor/dackhotell';

const fixtureOrigin = () => `http://localhost:${inject('fixturePort')}`;

async function call(method: 'GET' | 'POST', path: string): Promise<Response> {
  const response = await fetch(`${fixtureOrigin()}${path}`, { method });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

/** Clears every counter of the limits Durable Object, so a test starts on fresh limits. */
export async function resetTireHotelLimits(): Promise<void> {
  await call('POST', '/api/tirehotel/_dev/reset-limits');
}

/** The code the sandbox last sent the plate's owner (what the SMS would say). */
export async function issuedCode(plate: string): Promise<string> {
  const response = await call('GET', `/__fixtures/sandbox/tirehotel/_dev/codes/${plate}`);
  const { code } = (await response.json()) as { code: string };
  return code;
}

/** Lets the plate's last code run out at the sandbox, as five minutes would. */
export async function expireIssuedCode(plate: string): Promise<void> {
  await call('POST', `/__fixtures/sandbox/tirehotel/_dev/codes/${plate}/expire`);
}

/** A four-digit code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/**
 * Everything the page's scripts could read, gathered while the test runs: each response body the
 * page received, and, at each `sample()`, `document.cookie` and both storages.
 */
export interface ScriptReadable {
  sample(): Promise<void>;
  /** Every text gathered so far, the bodies once all have arrived. */
  texts(): Promise<string[]>;
}

export function recordScriptReadable(page: Page): ScriptReadable {
  const bodies: Array<Promise<string>> = [];
  const samples: string[] = [];
  page.on('response', (response) => {
    // A redirect or an aborted load has no body to read: nothing reached the page's scripts.
    bodies.push(
      response.body().then(
        (body) => body.toString('utf8'),
        () => '',
      ),
    );
  });
  return {
    async sample() {
      samples.push(
        await page.evaluate(() => {
          const stored = (storage: Storage) =>
            Array.from({ length: storage.length }, (_, i) => storage.key(i)!)
              .map((key) => `${key}=${storage.getItem(key)}`)
              .join('\n');
          return [document.cookie, stored(localStorage), stored(sessionStorage)].join('\n');
        }),
      );
    },
    async texts() {
      return [...(await Promise.all(bodies)), ...samples];
    },
  };
}

/** The session key the fixture build runs with (its development value, from wrangler.toml). */
function fixtureSessionKey(): string {
  const built = resolve(
    import.meta.dirname,
    '../../../dist-fixture/dealer_group_web/wrangler.json',
  );
  const { vars } = JSON.parse(readFileSync(built, 'utf8')) as { vars?: Record<string, string> };
  const key = vars?.TIRE_HOTEL_SESSION_KEY;
  if (!key) throw new Error('the fixture build has no TIRE_HOTEL_SESSION_KEY among its vars');
  return key;
}

/**
 * The partner's token of the page's session, read as only the browser itself can: the HttpOnly
 * session cookie (through the DevTools protocol, not the page), opened with the development key.
 * Also the cookie's sealed value, which no script may read either.
 */
export async function partnerSessionOf(page: Page): Promise<{ token: string; sealed: string }> {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name.startsWith('__Host-') && candidate.value !== '',
  );
  if (!cookie) throw new Error('no __Host- session cookie: the session is not in a cookie');
  expect(cookie.httpOnly && cookie.secure && cookie.sameSite === 'Strict').toBe(true);
  const opened = (await unseal(cookie.value, fixtureSessionKey())) as {
    session?: { token?: unknown };
  } | null;
  const token = opened?.session?.token;
  if (typeof token !== 'string' || token === '')
    throw new Error('the session cookie does not open to a partner token');
  return { token, sealed: cookie.value };
}
