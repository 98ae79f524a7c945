import type { LeadGuard } from '#client/contracts/lead-forms.route.ts';

/**
 * The guard a person's post of a lead form rendered on `site` carries. The stand-in guard
 * (src/partners/comhub/lead-guard.ts) takes any token.
 */
export async function leadGuardFor(site: string): Promise<LeadGuard> {
  return { formToken: `stand-in-${site}`, honeypot: '' };
}
