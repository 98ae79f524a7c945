// The one-time code as the partner judges it (booking spec 3.4, 7.3): 4 random digits bound to an
// opaque token, a lifetime (5 minutes unless configured), single use. A later code for the same
// plate ends the earlier one. Guess limits are the worker's (its Durable Object), not the
// partner's: the sandbox judges every attempt it is sent.

/** A code as the sandbox stored it at login. */
export interface IssuedCode {
  token: string;
  regNo: string;
  code: string;
  /** ISO instants. */
  expiresAt: string;
  usedAt: string | null;
}

export type CodeVerdict = 'right' | 'wrong' | 'expired' | 'unknown';

/** The partner's messages for a refused code (the flow shows them, spec 8.3). */
export const codeRefusals = {
  wrong: 'Felaktig kod. Försök igen.',
  expired: 'Koden har gått ut. Begär en ny kod.',
  unknown: 'Inloggningen känns inte igen. Begär en ny kod.',
} as const satisfies Record<Exclude<CodeVerdict, 'right'>, string>;

/** What a typed code is worth against the code issued with its token, at `now`. */
export function judgeCode(issued: IssuedCode | null, typed: string, now: Date): CodeVerdict {
  if (!issued) return 'unknown';
  if (issued.usedAt !== null || Date.parse(issued.expiresAt) <= now.getTime()) return 'expired';
  return issued.code === typed ? 'right' : 'wrong';
}

/**
 * Four random digits, each of the 10,000 codes equally likely: a 16-bit draw is used only below
 * 60,000 (the largest multiple of 10,000 it can reach), so the remainder has no bias.
 */
export function newCode(draw: () => number = randomUint16): string {
  for (;;) {
    const value = draw();
    if (value < 60_000) return String(value % 10_000).padStart(4, '0');
  }
}

function randomUint16(): number {
  return crypto.getRandomValues(new Uint16Array(1))[0]!;
}

/** When a code issued at `now` stops working. */
export function expiryOf(now: Date, lifetimeSeconds: number): string {
  return new Date(now.getTime() + lifetimeSeconds * 1000).toISOString();
}
