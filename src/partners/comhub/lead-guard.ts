import type { Context } from 'hono';
import type { LeadFormTicket } from '#client/contracts/lead-forms.route.ts';
import type { AppEnv } from '../../app-env.ts';

// STAND-IN (issue 21 groundwork): the lead-guard helper replaces this file with the real guard:
// the signed, time-stamped form token (FORM_TOKEN_SECRET), the honeypot, and Turnstile when its
// keys are set. The signatures below are the interface the forms proxy and the pages use.

/** How the post came: the island's JSON, or a plain form post from a browser without script. */
export type LeadPostKind = 'script' | 'no-script';

/** The guard fields of one post, as the proxy read them (JSON `guard`, or the post's fields). */
export interface LeadGuardInput {
  formToken: string;
  honeypot: string;
  turnstile?: string;
}

/**
 * Refuses a post that is not a person's post of a form this site rendered: throws an ApiError
 * (403, the one error shape, a message a visitor understands); returns when the post may go on.
 */
export async function checkLeadGuard(
  c: Context<AppEnv>,
  guard: LeadGuardInput,
  kind: LeadPostKind,
): Promise<void> {
  void c;
  void guard;
  void kind;
}

/** A fresh ticket for one rendered lead form: its submission id and its form token. */
export async function issueLeadFormTicket(c: Context<AppEnv>): Promise<LeadFormTicket> {
  void c;
  return { formSubmissionId: crypto.randomUUID(), formToken: 'stand-in', turnstileSiteKey: null };
}
