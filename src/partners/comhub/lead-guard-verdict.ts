import type { TurnstileVerifier } from '../turnstile/client.ts';
import { type FormTokenFault, readFormToken } from './form-token.ts';

// The lead forms' spam guard as a pure decision (issue 21), so every rule is tested with a fake
// clock and a fake siteverify: lead-guard.ts feeds it the request and turns a refusal into a 403.

/** How the post came: the island's JSON, or a plain form post from a browser without script. */
export type LeadPostKind = 'script' | 'no-script';

/** The guard fields of one post, as the proxy read them (JSON `guard`, or the post's fields). */
export interface LeadGuardInput {
  formToken: string;
  honeypot: string;
  turnstile?: string;
}

/**
 * Under Turnstile, a post without a passed challenge (no script, a widget that never loaded,
 * siteverify out of reach) must come at least this long after the form was rendered: the fewest
 * fields a lead form asks for (a name, a phone, an e-mail) take a person longer than this even
 * with autofill, while a bot posts as soon as it has fetched the page. The README says more.
 */
export const unchallengedMinimumAgeMs = 5000;

export type LeadRefusalReason =
  'honeypot' | FormTokenFault | 'challenge-failed' | 'too-quick-without-challenge';

export type LeadGuardVerdict = (
  { accepted: true } | { accepted: false; reason: LeadRefusalReason; errorCodes?: string[] }
) & {
  /** Siteverify could not be asked (an outage of ours or Cloudflare's): log it as an error. */
  siteverifyFailure?: unknown;
};

export interface LeadPost {
  guard: LeadGuardInput;
  kind: LeadPostKind;
  /** The site the post arrived at. */
  site: string;
  /** The visitor's address (CF-Connecting-IP), passed on to siteverify. */
  remoteip: string | undefined;
}

export interface LeadGuardSetting {
  formTokenSecret: string;
  /** Siteverify with the configured secret; absent (development, tests): no challenge at all. */
  turnstile: TurnstileVerifier | undefined;
  now: number;
}

/**
 * Judges one post: the honeypot must be empty and the token a valid one of this site. Without
 * Turnstile that is all (a browser test filling a form in a blink passes). With it, a challenge
 * answer decides when there is one; without one (or when siteverify cannot be asked) the form
 * must be old enough for a person to have filled it: a real visitor is never refused because a
 * widget did not load or our outage, and `kind` changes nothing in that rule.
 */
export async function judgeLeadPost(
  post: LeadPost,
  setting: LeadGuardSetting,
): Promise<LeadGuardVerdict> {
  if (post.guard.honeypot.trim() !== '') return { accepted: false, reason: 'honeypot' };
  const token = await readFormToken(post.guard.formToken, {
    secret: setting.formTokenSecret,
    site: post.site,
    now: setting.now,
  });
  if (!token.valid) return { accepted: false, reason: token.fault };
  if (!setting.turnstile) return { accepted: true };
  const oldEnough = token.ageMs >= unchallengedMinimumAgeMs;
  const tooQuick = { accepted: false, reason: 'too-quick-without-challenge' } as const;
  if (!post.guard.turnstile) return oldEnough ? { accepted: true } : tooQuick;
  let verdict;
  try {
    verdict = await setting.turnstile.verify(post.guard.turnstile, post.remoteip);
  } catch (error) {
    return { ...(oldEnough ? { accepted: true } : tooQuick), siteverifyFailure: error };
  }
  if (!verdict.success)
    return { accepted: false, reason: 'challenge-failed', errorCodes: verdict.errorCodes };
  return { accepted: true };
}
