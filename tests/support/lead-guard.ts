import type { LeadGuard } from '#client/contracts/lead-forms.route.ts';
import { developmentFormTokenSecret } from '#src/env.ts';
import { makeFormToken } from '#src/partners/comhub/form-token.ts';

/**
 * The guard a person's post of a lead form rendered on `site` carries: an empty honeypot and a
 * token signed with the development secret the tests' worker runs with (wrangler.toml's [vars]),
 * issued `ageMs` ago (default now: without Turnstile no minimum age applies).
 */
export async function leadGuardFor(site: string, ageMs = 0): Promise<LeadGuard> {
  const formToken = await makeFormToken(developmentFormTokenSecret, site, Date.now() - ageMs);
  return { formToken, honeypot: '' };
}
