import { consentCookieName } from '../lib/consent.ts';

// The consent dialog writes `consent=v1:statistics=0|marketing=1`; read here without zod, which
// would otherwise ride into the marketing form's chunk.
const marketingGranted = new RegExp(
  `(?:^|;\\s*)${consentCookieName}=v1:statistics=[01]\\|marketing=1(?:;|$)`,
);

/**
 * Whether the visitor allowed marketing cookies: the marketing-automation provider's script
 * tracks visitors (its own cookies), so it loads only then; otherwise the block links to the form.
 */
export function marketingAllowed(cookies: string): boolean {
  return marketingGranted.test(cookies);
}
