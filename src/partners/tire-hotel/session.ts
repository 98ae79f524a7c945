import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { TireHotelConfig } from '../../env.ts';
import { ApiError } from '../../api/api-error.ts';
import { seal, unseal } from './sealing.ts';

// The tire hotel's session, kept by the browser in a cookie its scripts cannot read (HttpOnly),
// that no other site can make it send (SameSite=Strict), bound to this host over https (__Host-,
// Secure) and sealed (sealing.ts). It moves through the stages of the flow: a plate searched
// (which encrypted phone number belongs to it), a code sent (the partner's token and the code's
// id for the guess limits), validated. A session idle longer than TIRE_HOTEL_IDLE_SECONDS is
// over; every answer that reads it seals it again with the time of that answer.

export const sessionCookieName = '__Host-tirehotel';

const searched = { regNo: z.string(), encryptedPhoneNumber: z.string() };
const sessionSchema = z.discriminatedUnion('stage', [
  z.object({ stage: z.literal('searched'), ...searched }),
  z.object({
    stage: z.literal('codeSent'),
    ...searched,
    token: z.string(),
    /** Names the issued code in the limits (its wrong guesses), never the code itself. */
    codeId: z.string(),
    codeIssuedAt: z.number(),
  }),
  z.object({ stage: z.literal('validated'), ...searched, token: z.string() }),
]);
export type TireHotelSession = z.infer<typeof sessionSchema>;

const sealedSchema = z.object({ session: sessionSchema, seenAt: z.number() });

/** The session key, or the tire hotel's 503 when this deployment has none it may use. */
export function sessionKeyOf(config: TireHotelConfig): string {
  if (config.sessionKey) return config.sessionKey;
  console.error(
    'tire hotel: TIRE_HOTEL_SESSION_KEY is missing (or the development key in production)',
  );
  throw new ApiError(503, 'Däckhotellet är inte tillgängligt just nu. Försök igen senare.');
}

/** The cookie's value for a session seen at `seenAt` (the tests seal one of their own with it). */
export function sealSession(
  session: TireHotelSession,
  seenAt: number,
  secret: string,
): Promise<string> {
  return seal({ session, seenAt }, secret);
}

const cookieOptions = { path: '/', secure: true, httpOnly: true, sameSite: 'Strict' } as const;

/** Sets the cookie to the session as of now; the browser drops it once it has been idle too long. */
export async function saveSession(
  c: Context,
  config: TireHotelConfig,
  session: TireHotelSession,
): Promise<void> {
  const value = await sealSession(session, Date.now(), sessionKeyOf(config));
  c.header(
    'Set-Cookie',
    generateCookie(sessionCookieName, value, { ...cookieOptions, maxAge: config.idleSeconds }),
  );
}

/** Ends the session: the cookie is cleared. */
export function clearSession(c: Context): void {
  c.header('Set-Cookie', generateCookie(sessionCookieName, '', { ...cookieOptions, maxAge: 0 }));
}

/**
 * The request's session, or undefined when there is none: no cookie, one not sealed with this
 * key (or altered), or one idle too long (then the cookie is cleared).
 */
export async function readSession(
  c: Context,
  config: TireHotelConfig,
): Promise<TireHotelSession | undefined> {
  const secret = sessionKeyOf(config);
  const cookie = getCookie(c, sessionCookieName);
  if (!cookie) return undefined;
  const sealed = sealedSchema.safeParse(await unseal(cookie, secret));
  const idleMs = config.idleSeconds * 1000;
  if (sealed.success && Date.now() - sealed.data.seenAt < idleMs) return sealed.data.session;
  clearSession(c);
  return undefined;
}

/** The request's session (readSession), saved again as it is so its idle time starts anew. */
export async function touchSession(
  c: Context,
  config: TireHotelConfig,
): Promise<TireHotelSession | undefined> {
  const session = await readSession(c, config);
  if (session) await saveSession(c, config, session);
  return session;
}

/** The session at its validated stage, saved again; 401 (and no partner call) otherwise. */
export async function validatedSession(
  c: Context,
  config: TireHotelConfig,
): Promise<Extract<TireHotelSession, { stage: 'validated' }>> {
  const session = await touchSession(c, config);
  if (session?.stage !== 'validated')
    throw new ApiError(401, 'Din session har gått ut. Sök fram ditt registreringsnummer igen.');
  return session;
}
