import type { TireHotelCustomer } from '#client/contracts/tire-hotel.ts';
import { type Agreement, agreements } from './fixtures.ts';

// The owner's mobile number leaves the partner in two forms only: obfuscated for the Login page to
// show ('070-*** **12') and "encrypted", an opaque value the login call hands back. The sandbox's
// encryption is a digest of the number under its own label: as opaque as the partner's, and the login finds the agreement by
// comparing, since a digest cannot be opened.

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** '070-123 45 12' → '070-*** **12': the area code and the last two digits. */
export function obfuscatePhone(phone: string): string {
  const digits = digitsOf(phone);
  return `${digits.slice(0, 3)}-*** **${digits.slice(-2)}`;
}

/** The number as the partner hands it out: 64 hex digits, the same for the same number. */
export async function encryptPhone(phone: string): Promise<string> {
  const text = new TextEncoder().encode(`tire-hotel-sandbox:${digitsOf(phone)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The search's answer for a plate with an agreement; null without one. */
export async function customerOf(plate: string): Promise<TireHotelCustomer | null> {
  const agreement = agreements.get(plate);
  if (!agreement) return null;
  return {
    encryptedPhoneNumber: await encryptPhone(agreement.phone),
    obfuscatedPhoneNumber: obfuscatePhone(agreement.phone),
    regNo: plate,
  };
}

/** The agreement whose owner's number encrypts to `encrypted`; null for any other value. */
export async function agreementByPhone(encrypted: string): Promise<Agreement | null> {
  for (const agreement of agreements.values())
    if ((await encryptPhone(agreement.phone)) === encrypted) return agreement;
  return null;
}
