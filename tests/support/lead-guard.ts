import type { LeadGuard } from '#client/contracts/lead-forms.route.ts';
import { developmentFormTokenSecret } from '#src/env.ts';
import { makeFormToken } from '#src/partners/comhub/form-token.ts';

/**
 * The guard a person's post of a lead form rendered on `site` carries: the form's token, signed
 * with the development secret the test harness runs with, issued a minute ago (a person's pace),
 * and the honeypot left empty.
 */
export async function leadGuardFor(site: string): Promise<LeadGuard> {
  return {
    formToken: await makeFormToken(developmentFormTokenSecret, site, Date.now() - 60_000),
    honeypot: '',
  };
}
