import type { KVNamespace } from '#src/platform.ts';

/**
 * Runs `check` while one KV value is replaced, then puts the original back, also when the check
 * fails: the seeded site stays as the other tests expect it. `value` is the stand-in, or made from
 * the original (which must exist then).
 */
export async function withKvValue(
  kv: KVNamespace,
  key: string,
  value: string | ((original: string) => string),
  check: () => Promise<void>,
): Promise<void> {
  const original = await kv.get(key);
  if (typeof value === 'function' && original === null) throw new Error(`no KV value at ${key}`);
  await kv.put(key, typeof value === 'function' ? value(original!) : value);
  try {
    await check();
  } finally {
    if (original === null) await kv.delete(key);
    else await kv.put(key, original);
  }
}
