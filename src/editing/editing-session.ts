/** How long an editing session lasts after the secret was proven. */
export const editingSessionSeconds = 8 * 60 * 60;
export const editingCookieName = 'editing_session';

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]+$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

const signedText = (expires: number) => `editing-session:${expires}`;

/**
 * A session token for the editing cookie: its expiry and an HMAC of it under the editing secret.
 * The secret itself never leaves the worker; the token proves the request once knew it.
 */
export async function createEditingToken(secret: string, nowSeconds: number): Promise<string> {
  const expires = nowSeconds + editingSessionSeconds;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(signedText(expires)),
  );
  return `${expires}.${toBase64Url(signature)}`;
}

/** Whether a token was made with this secret and has not expired (HMAC verify is constant-time). */
export async function verifyEditingToken(
  token: string | undefined,
  secret: string,
  nowSeconds: number,
): Promise<boolean> {
  const match = token?.match(/^(\d{10})\.([\w-]{43})$/);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= nowSeconds || expires > nowSeconds + editingSessionSeconds) return false;
  const signature = fromBase64Url(match[2]!);
  if (!signature) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    signature,
    encoder.encode(signedText(expires)),
  );
}
