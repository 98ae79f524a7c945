import { tokensMatch } from '../../http/secrets.ts';

// The lead forms' token (issue 21): made when a page renders a lead form, posted back with it, so a
// post proves it comes from a form this site rendered, and when. Its text is
// `v1.<site>.<issued at, ms since the epoch>.<HMAC-SHA-256 of the three, base64url>`. It names no
// submission: the island keeps the id it was rendered with and the forms proxy's exactly-once
// answers for ids.

const version = 'v1';

/** How long a rendered form may wait before its post is refused (the README says why a day). */
export const formTokenLifetimeMs = 24 * 60 * 60 * 1000;

/** How far ahead of our clock a token's issue time may be: isolates' clocks differ a little. */
export const formTokenSkewMs = 60 * 1000;

/** Why a token does not prove a rendered form (logged, never shown: the visitor sees one text). */
export type FormTokenFault = 'malformed' | 'other-site' | 'forged' | 'future' | 'expired';

export type FormTokenReading =
  { valid: true; ageMs: number } | { valid: false; fault: FormTokenFault };

const tokenPattern = /^v1\.([a-z0-9-]{1,40})\.(\d{13})\.([\w-]{43})$/;

function base64url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function signature(secret: string, site: string, issuedAt: number): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = `${version}.${site}.${issuedAt}`;
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(signed)));
}

/** A token for a form the site `site` renders at `issuedAt` (ms since the epoch). */
export async function makeFormToken(
  secret: string,
  site: string,
  issuedAt: number,
): Promise<string> {
  return `${version}.${site}.${issuedAt}.${await signature(secret, site, issuedAt)}`;
}

/**
 * Reads a posted token at `now` for the site `site`: valid with its age, or the fault. The
 * signature is compared in constant time; the times are checked only once it is ours.
 */
export async function readFormToken(
  token: string,
  { secret, site, now }: { secret: string; site: string; now: number },
): Promise<FormTokenReading> {
  const parts = tokenPattern.exec(token);
  if (!parts) return { valid: false, fault: 'malformed' };
  const [, tokenSite, issued, presented] = parts as unknown as [string, string, string, string];
  const issuedAt = Number(issued);
  if (!(await tokensMatch(presented, await signature(secret, tokenSite, issuedAt))))
    return { valid: false, fault: 'forged' };
  if (tokenSite !== site) return { valid: false, fault: 'other-site' };
  const ageMs = now - issuedAt;
  if (ageMs < -formTokenSkewMs) return { valid: false, fault: 'future' };
  if (ageMs > formTokenLifetimeMs) return { valid: false, fault: 'expired' };
  return { valid: true, ageMs: Math.max(0, ageMs) };
}
