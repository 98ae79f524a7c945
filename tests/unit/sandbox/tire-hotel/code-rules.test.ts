import { describe, expect, it } from 'vitest';
import {
  expiryOf,
  type IssuedCode,
  judgeCode,
  newCode,
} from '#src/sandbox/tire-hotel/code-rules.ts';

const now = new Date('2026-11-24T10:00:00.000Z');
const issued: IssuedCode = {
  token: 'token-1',
  regNo: 'ABC123',
  code: '0427',
  expiresAt: '2026-11-24T10:05:00.000Z',
  usedAt: null,
};

describe('the tire hotel sandbox judging a code', () => {
  it('takes the right code before it expires and refuses any other', () => {
    expect(judgeCode(issued, '0427', now)).toBe('right');
    expect(judgeCode(issued, '0428', now)).toBe('wrong');
  });

  it('calls a used code or one past its expiry expired, even when the digits are right', () => {
    expect(judgeCode({ ...issued, usedAt: now.toISOString() }, '0427', now)).toBe('expired');
    expect(judgeCode(issued, '0427', new Date(issued.expiresAt))).toBe('expired');
    expect(judgeCode(issued, '9999', new Date('2026-11-24T11:00:00Z'))).toBe('expired');
  });

  it('does not know a token it never issued', () => {
    expect(judgeCode(null, '0427', now)).toBe('unknown');
  });
});

describe('the tire hotel sandbox issuing a code', () => {
  it('draws four digits, keeping leading zeros', () => {
    expect(newCode(() => 7)).toBe('0007');
    expect(newCode(() => 59_999)).toBe('9999');
    expect(newCode()).toMatch(/^\d{4}$/);
  });

  it('draws again above 59,999, so no code is likelier than another', () => {
    const draws = [60_000, 65_535, 12_345];
    expect(newCode(() => draws.shift()!)).toBe('2345');
  });

  it('ends a code its lifetime after it was issued', () => {
    expect(expiryOf(now, 300)).toBe('2026-11-24T10:05:00.000Z');
    expect(expiryOf(now, 30)).toBe('2026-11-24T10:00:30.000Z');
  });
});
