import { describe, expect, it } from 'vitest';
import { settle, settledBoth } from '#client/lib/settle.ts';

describe('settledBoth', () => {
  it('gives both values when both loads succeeded', async () => {
    expect(await settledBoth(settle(Promise.resolve(1)), settle(Promise.resolve('a')))).toEqual({
      ok: true,
      value: [1, 'a'],
    });
  });

  it('gives the first failure when either load failed', async () => {
    const failure = new Error('no dealers');
    expect(await settledBoth(settle(Promise.resolve(1)), settle(Promise.reject(failure)))).toEqual({
      ok: false,
      error: failure,
    });
  });

  it('gives the same promise for the same pair, so a suspended section finds what it waited for', () => {
    const first = settle(Promise.resolve(1));
    const second = settle(Promise.resolve(2));
    expect(settledBoth(first, second)).toBe(settledBoth(first, second));
    expect(settledBoth(first, settle(Promise.resolve(2)))).not.toBe(settledBoth(first, second));
  });
});
