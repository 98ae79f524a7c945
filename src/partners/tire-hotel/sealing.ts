// Seals the tire hotel's session (the partner's token among it) for the cookie: AES-GCM under a
// key derived from TIRE_HOTEL_SESSION_KEY, so the browser holds a value it can neither read nor
// alter (any change fails the tag and opens as nothing). Web Crypto only: the same code runs in
// workerd and in the tests, which seal a session of their own to test its expiry.

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ivBytes = 12;
/** Binds a sealed value to its purpose: a value sealed for something else never opens here. */
const purpose = encoder.encode('tire-hotel-session v1');

async function sealingKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: purpose },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The value encrypted and authenticated: base64url of the IV and the ciphertext with its tag. */
export async function seal(value: unknown, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const plain = encoder.encode(JSON.stringify(value));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: purpose },
      await sealingKey(secret),
      plain,
    ),
  );
  const joined = new Uint8Array(ivBytes + sealed.length);
  joined.set(iv);
  joined.set(sealed, ivBytes);
  return toBase64Url(joined);
}

/** The sealed value, or undefined when it was not sealed with this secret or was changed. */
export async function unseal(sealed: string, secret: string): Promise<unknown> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length <= ivBytes) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, ivBytes), additionalData: purpose },
      await sealingKey(secret),
      bytes.slice(ivBytes),
    );
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
