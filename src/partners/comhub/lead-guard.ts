import type { Context } from 'hono';
import type { LeadFormTicket } from '#client/contracts/lead-forms.route.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import type { LeadGuardConfig } from '../../env.ts';
import { createTurnstileVerifier } from '../turnstile/client.ts';
import { makeFormToken } from './form-token.ts';
import {
  judgeLeadPost,
  type LeadGuardInput,
  type LeadPostKind,
  type LeadRefusalReason,
} from './lead-guard-verdict.ts';

// The lead forms' spam guard (issue 21) at the request: the token each rendered form carries, and
// the check of each post (honeypot, token, Turnstile when its keys are set) in
// lead-guard-verdict.ts. The forms proxy and the pages use the two functions below.

export type { LeadGuardInput, LeadPostKind };

/** The refusal's message (the browser shows its own text, leadOutcomeTexts.refused). */
function refusalMessage(reason: LeadRefusalReason): string {
  return reason === 'expired'
    ? 'This form has been open too long to be sent. Reload the page and send it again.'
    : 'This form could not be confirmed as sent by a person. Reload the page and send it again.';
}

/** The token secret, or the forms' 503 when this deployment has none it may use (logged). */
function formTokenSecretOf(config: LeadGuardConfig): string {
  if (config.formTokenSecret) return config.formTokenSecret;
  console.error(
    'lead forms: FORM_TOKEN_SECRET is missing (or the development secret in production)',
  );
  throw new ApiError(503, 'The forms cannot take requests just now. Please try again later.');
}

/**
 * Refuses a post that is not a person's post of a form this site rendered: throws an ApiError
 * (403, the one error shape, a message a visitor understands; 503 without a token secret);
 * returns when the post may go on. Each refusal is logged as a warning, without the values.
 */
export async function checkLeadGuard(
  c: Context<AppEnv>,
  guard: LeadGuardInput,
  kind: LeadPostKind,
): Promise<void> {
  const config = c.get('config');
  const site = c.get('site').name;
  const formTokenSecret = formTokenSecretOf(config.leadGuard);
  const keys = config.leadGuard.turnstile;
  const verdict = await judgeLeadPost(
    { guard, kind, site, remoteip: c.req.header('CF-Connecting-IP') },
    {
      formTokenSecret,
      turnstile: keys ? createTurnstileVerifier(config, keys.secretKey) : undefined,
      now: Date.now(),
    },
  );
  // Our outage (or Cloudflare's) never blocks a visitor, but someone must hear of it.
  if (verdict.siteverifyFailure !== undefined)
    console.error('lead guard: siteverify failed; the form-age rule decided', {
      site,
      error: String(verdict.siteverifyFailure),
    });
  if (verdict.accepted) return;
  console.warn('lead guard: refused a lead post', {
    site,
    kind,
    reason: verdict.reason,
    ...(verdict.errorCodes ? { errorCodes: verdict.errorCodes } : {}),
  });
  throw new ApiError(403, refusalMessage(verdict.reason));
}

/**
 * A fresh ticket for one rendered lead form: its submission id, its signed form token, and the
 * Turnstile site key when the challenge runs. Without a token secret the form cannot be rendered
 * (the block shows its failure; logged).
 */
export async function issueLeadFormTicket(c: Context<AppEnv>): Promise<LeadFormTicket> {
  const { leadGuard } = c.get('config');
  const secret = formTokenSecretOf(leadGuard);
  return {
    formSubmissionId: crypto.randomUUID(),
    formToken: await makeFormToken(secret, c.get('site').name, Date.now()),
    turnstileSiteKey: leadGuard.turnstile?.siteKey ?? null,
  };
}
