import { describe, expect, it } from 'vitest';
import { limitRefusal } from '#src/partners/tire-hotel/limit-refusal.ts';

// 14:34:20 in Stockholm (UTC+1 in winter).
const now = Date.parse('2026-11-24T13:34:20Z');

describe('limitRefusal', () => {
  it('answers 429 naming the Stockholm minute to try again, rounded up, and Retry-After', () => {
    const refusal = limitRefusal(
      { allowed: false, retryAt: now + 30_000, needsNewCode: false },
      now,
    );
    expect(refusal.status).toBe(429);
    expect(refusal.message).toBe('För många försök. Försök igen kl. 14:35.');
    expect(refusal.issues).toEqual([]);
    expect(refusal.headers).toEqual({ 'Retry-After': '30' });
  });

  it('says tomorrow for a time on the next Stockholm day', () => {
    const retryAt = Date.parse('2026-11-25T13:34:00Z');
    const refusal = limitRefusal({ allowed: false, retryAt, needsNewCode: false }, now);
    expect(refusal.message).toBe('För många försök. Försök igen i morgon kl. 14:34.');
    expect(refusal.headers['Retry-After']).toBe(String((retryAt - now) / 1000));
  });

  it('asks for a new code once a code has had its wrong guesses', () => {
    const refusal = limitRefusal({ allowed: false, retryAt: now, needsNewCode: true }, now);
    expect(refusal.message).toBe(
      'För många felaktiga försök med koden. Begär en ny kod och försök igen kl. 14:35.',
    );
    expect(refusal.headers['Retry-After']).toBe('1');
  });
});
