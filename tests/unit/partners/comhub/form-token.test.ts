import { describe, expect, it } from 'vitest';
import {
  formTokenLifetimeMs,
  formTokenSkewMs,
  makeFormToken,
  readFormToken,
} from '#src/partners/comhub/form-token.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const issuedAt = Date.UTC(2026, 10, 25, 9, 0, 0);
const reading = (token: string, now = issuedAt + 1000, site = 'group-se') =>
  readFormToken(token, { secret, site, now });

describe('form token', () => {
  it('is read back as valid with its age by the site that made it', async () => {
    const token = await makeFormToken(secret, 'group-se', issuedAt);
    expect(token).toMatch(/^v1\.group-se\.\d{13}\.[\w-]{43}$/);
    expect(await reading(token, issuedAt + 42_000)).toEqual({ valid: true, ageMs: 42_000 });
  });

  it('refuses a token made under another secret, or with an altered time', async () => {
    const other = await makeFormToken(
      'another-secret-of-at-least-thirty-two-chars',
      'group-se',
      issuedAt,
    );
    expect(await reading(other)).toEqual({ valid: false, fault: 'forged' });
    const token = await makeFormToken(secret, 'group-se', issuedAt);
    const later = token.replace(String(issuedAt), String(issuedAt + 3_600_000));
    expect(await reading(later)).toEqual({ valid: false, fault: 'forged' });
  });

  it("refuses another site's token, and one whose site name was swapped", async () => {
    const storeToken = await makeFormToken(secret, 'store-se', issuedAt);
    expect(await reading(storeToken)).toEqual({ valid: false, fault: 'other-site' });
    const swapped = storeToken.replace('store-se', 'group-se');
    expect(await reading(swapped)).toEqual({ valid: false, fault: 'forged' });
  });

  it('refuses what is not a token at all', async () => {
    for (const text of ['', 'stand-in', 'v2.group-se.1764061200000.x', 'v1.group-se.soon.abc'])
      expect(await reading(text)).toEqual({ valid: false, fault: 'malformed' });
  });

  it('takes a token from a little ahead of our clock, but not from further ahead', async () => {
    const ahead = await makeFormToken(secret, 'group-se', issuedAt + formTokenSkewMs);
    expect(await reading(ahead, issuedAt)).toEqual({ valid: true, ageMs: 0 });
    const future = await makeFormToken(secret, 'group-se', issuedAt + formTokenSkewMs + 1);
    expect(await reading(future, issuedAt)).toEqual({ valid: false, fault: 'future' });
  });

  it('refuses a token older than its lifetime of a day', async () => {
    expect(formTokenLifetimeMs).toBe(24 * 60 * 60 * 1000);
    const token = await makeFormToken(secret, 'group-se', issuedAt);
    const lastMoment = issuedAt + formTokenLifetimeMs;
    expect(await reading(token, lastMoment)).toEqual({ valid: true, ageMs: formTokenLifetimeMs });
    expect(await reading(token, lastMoment + 1)).toEqual({ valid: false, fault: 'expired' });
  });
});
