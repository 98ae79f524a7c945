import { describe, expect, it, vi } from 'vitest';
import { makeFormToken } from '#src/partners/comhub/form-token.ts';
import {
  judgeLeadPost,
  type LeadPost,
  type LeadPostKind,
  unchallengedMinimumAgeMs,
} from '#src/partners/comhub/lead-guard-verdict.ts';
import type { TurnstileVerifier } from '#src/partners/turnstile/client.ts';
import { UpstreamError } from '#src/partners/upstream.ts';

const formTokenSecret = 'a-test-secret-of-at-least-thirty-two-characters';
const renderedAt = Date.UTC(2026, 10, 25, 9, 0, 0);
const token = () => makeFormToken(formTokenSecret, 'group-se', renderedAt);

async function post(guard: Partial<LeadPost['guard']> = {}, kind: LeadPostKind = 'script') {
  return {
    guard: { formToken: await token(), honeypot: '', ...guard },
    kind,
    site: 'group-se',
    remoteip: '203.0.113.7',
  };
}

/** A siteverify that passes or fails every answer, or is out of reach; it records each question. */
function fakeSiteverify(outcome: 'pass' | 'fail' | 'down') {
  const verify = vi.fn<TurnstileVerifier['verify']>(async () => {
    if (outcome === 'down')
      throw new UpstreamError('turnstile siteverify: answered 500', 'turnstile siteverify');
    return outcome === 'pass'
      ? { success: true, errorCodes: [] }
      : { success: false, errorCodes: ['invalid-input-response'] };
  });
  return { verify };
}

const at = (ms: number) => renderedAt + ms;
const quick = at(1000);
const unhurried = at(unchallengedMinimumAgeMs);

describe('the lead guard without Turnstile (development, tests)', () => {
  const setting = (now: number) => ({ formTokenSecret, turnstile: undefined, now });

  it('takes a post with an empty honeypot and a valid token at once, with or without script', async () => {
    for (const kind of ['script', 'no-script'] as const)
      expect(await judgeLeadPost(await post({}, kind), setting(at(0)))).toEqual({ accepted: true });
  });

  it('refuses a filled honeypot, even with a valid token', async () => {
    expect(
      await judgeLeadPost(await post({ honeypot: 'http://spam.example' }), setting(quick)),
    ).toEqual({
      accepted: false,
      reason: 'honeypot',
    });
  });

  it('refuses a forged, malformed, foreign or expired token', async () => {
    const foreign = await makeFormToken(formTokenSecret, 'store-se', renderedAt);
    const forged = await makeFormToken(
      'not-the-secret-but-long-enough-to-sign-with',
      'group-se',
      renderedAt,
    );
    const cases = [
      [forged, quick, 'forged'],
      ['stand-in', quick, 'malformed'],
      [foreign, quick, 'other-site'],
      [await token(), at(25 * 60 * 60 * 1000), 'expired'],
      [await token(), at(-2 * 60 * 1000), 'future'],
    ] as const;
    for (const [formToken, now, reason] of cases)
      expect(await judgeLeadPost(await post({ formToken }), setting(now))).toEqual({
        accepted: false,
        reason,
      });
  });
});

describe('the lead guard with Turnstile', () => {
  const setting = (verifier: TurnstileVerifier, now: number) => ({
    formTokenSecret,
    turnstile: verifier,
    now,
  });

  it('takes a passed challenge however quick, asking siteverify with the answer and the address', async () => {
    const siteverify = fakeSiteverify('pass');
    const verdict = await judgeLeadPost(
      await post({ turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }),
      setting(siteverify, quick),
    );
    expect(verdict).toEqual({ accepted: true });
    expect(siteverify.verify).toHaveBeenCalledWith('XXXX.DUMMY.TOKEN.XXXX', '203.0.113.7');
  });

  it('refuses a failed challenge, however old the form', async () => {
    const verdict = await judgeLeadPost(
      await post({ turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }),
      setting(fakeSiteverify('fail'), at(60_000)),
    );
    expect(verdict).toEqual({
      accepted: false,
      reason: 'challenge-failed',
      errorCodes: ['invalid-input-response'],
    });
  });

  it('checks the honeypot and the token before asking siteverify', async () => {
    const siteverify = fakeSiteverify('pass');
    await judgeLeadPost(await post({ honeypot: 'x', turnstile: 'a' }), setting(siteverify, quick));
    await judgeLeadPost(
      await post({ formToken: 'stand-in', turnstile: 'a' }),
      setting(siteverify, quick),
    );
    expect(siteverify.verify).not.toHaveBeenCalled();
  });

  it('takes a post without a challenge answer (no script, no widget) only once the form is old enough', async () => {
    for (const kind of ['no-script', 'script'] as const) {
      const siteverify = fakeSiteverify('fail');
      expect(await judgeLeadPost(await post({}, kind), setting(siteverify, quick))).toEqual({
        accepted: false,
        reason: 'too-quick-without-challenge',
      });
      expect(await judgeLeadPost(await post({}, kind), setting(siteverify, unhurried))).toEqual({
        accepted: true,
      });
      expect(siteverify.verify).not.toHaveBeenCalled();
    }
  });

  it('never blocks a visitor for a siteverify outage: the form-age rule decides, and the failure is handed on to log', async () => {
    const answered = await post({ turnstile: 'XXXX.DUMMY.TOKEN.XXXX' });
    const late = await judgeLeadPost(answered, setting(fakeSiteverify('down'), unhurried));
    expect(late).toMatchObject({ accepted: true, siteverifyFailure: expect.any(UpstreamError) });
    const early = await judgeLeadPost(answered, setting(fakeSiteverify('down'), quick));
    expect(early).toMatchObject({
      accepted: false,
      reason: 'too-quick-without-challenge',
      siteverifyFailure: expect.any(UpstreamError),
    });
  });
});
