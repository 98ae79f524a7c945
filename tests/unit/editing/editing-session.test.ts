import { describe, expect, it } from 'vitest';
import {
  createEditingToken,
  editingSessionSeconds,
  verifyEditingToken,
} from '#src/editing/editing-session.ts';

const secret = 'an-editing-secret-of-at-least-32-chars';
const now = 1_800_000_000;

describe('editing session tokens', () => {
  it('verify when made with the same secret and not expired', async () => {
    const token = await createEditingToken(secret, now);
    expect(await verifyEditingToken(token, secret, now + 60)).toBe(true);
  });

  it('never contain the secret', async () => {
    expect(await createEditingToken(secret, now)).not.toContain(secret);
  });

  it('are refused with another secret, after expiry, or when tampered with', async () => {
    const token = await createEditingToken(secret, now);
    expect(await verifyEditingToken(token, `${secret}x`, now)).toBe(false);
    expect(await verifyEditingToken(token, secret, now + editingSessionSeconds + 1)).toBe(false);
    const [expires, signature] = token.split('.');
    expect(await verifyEditingToken(`${Number(expires) + 3600}.${signature}`, secret, now)).toBe(
      false,
    );
    expect(await verifyEditingToken(`${expires}.${signature!.slice(0, -1)}A`, secret, now)).toBe(
      signature!.endsWith('A'),
    );
    expect(await verifyEditingToken(undefined, secret, now)).toBe(false);
    expect(await verifyEditingToken('garbage', secret, now)).toBe(false);
  });

  it('refuse an expiry further ahead than one session (a token minted with a wrong clock)', async () => {
    const token = await createEditingToken(secret, now + 2 * editingSessionSeconds);
    expect(await verifyEditingToken(token, secret, now)).toBe(false);
  });
});
