/**
 * Answers an isolate has already worked out, kept in its memory until a given moment: the search's
 * tier in front of the edge cache (JSON text under the Cache API entry's key, until that entry
 * expires) and the site list's recent renders (src/search/site-list.ts). A lookup is a map read.
 * Bounded by entry count and by size, least recently used first out.
 */
export interface MemoryCacheLimits {
  /** At most this many entries. */
  entries: number;
  /** At most this many bytes in all, as `sizeOf` counts them (absent: bounded by count alone). */
  bytes?: number;
}

interface Entry<V> {
  value: V;
  /** Milliseconds since the epoch, when the entry stops being fresh. */
  expires: number;
  bytes: number;
}

/** Text costs two bytes per UTF-16 code unit, what V8 may hold; other values are counted by entry alone. */
const defaultSize = (key: string, value: unknown) =>
  typeof value === 'string' ? 2 * (key.length + value.length) : 0;

export class MemoryCache<V = string> {
  readonly #entries = new Map<string, Entry<V>>();
  #bytes = 0;

  readonly limits: MemoryCacheLimits;
  private readonly now: () => number;
  private readonly sizeOf: (key: string, value: V) => number;

  constructor(
    limits: MemoryCacheLimits,
    now: () => number = () => Date.now(),
    sizeOf: (key: string, value: V) => number = defaultSize,
  ) {
    this.limits = limits;
    this.now = now;
    this.sizeOf = sizeOf;
  }

  /** The value under `key` while it is fresh; a read makes it the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps a value until `expires` (ms since the epoch). A value larger than the whole bound is
   * not kept; otherwise the least recently used entries leave until both bounds hold.
   */
  set(key: string, value: V, expires: number): void {
    this.delete(key);
    const bytes = this.sizeOf(key, value);
    const byteLimit = this.limits.bytes ?? Number.POSITIVE_INFINITY;
    if (bytes > byteLimit || expires <= this.now() || this.limits.entries < 1) return;
    this.#entries.set(key, { value, expires, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= byteLimit) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
