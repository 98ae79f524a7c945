/**
 * The in-isolate tier in front of the edge cache: answers an isolate has already seen, kept in
 * its memory under the same key as the Cache API entry until the same moment that entry expires.
 * A lookup is a map read instead of a call to the Cache API. Bounded by entry count and by size,
 * least recently used first out; an entry is only ever a successful answer's JSON text.
 */
export interface MemoryCacheLimits {
  /** At most this many answers. */
  entries: number;
  /** At most this many bytes of answers in all (two per UTF-16 code unit, what V8 may hold). */
  bytes: number;
}

interface Entry {
  text: string;
  /** Milliseconds since the epoch, when the answer stops being fresh. */
  expires: number;
  bytes: number;
}

const sizeOf = (key: string, text: string) => 2 * (key.length + text.length);

export class MemoryCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  readonly limits: MemoryCacheLimits;
  private readonly now: () => number;

  constructor(limits: MemoryCacheLimits, now: () => number = () => Date.now()) {
    this.limits = limits;
    this.now = now;
  }

  /** The answer under `key` while it is fresh; a read makes it the most recently used. */
  get(key: string): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.text;
  }

  /**
   * Keeps an answer until `expires` (ms since the epoch). An answer larger than the whole bound is
   * not kept; otherwise the least recently used answers leave until both bounds hold.
   */
  set(key: string, text: string, expires: number): void {
    this.delete(key);
    const bytes = sizeOf(key, text);
    if (bytes > this.limits.bytes || expires <= this.now() || this.limits.entries < 1) return;
    this.#entries.set(key, { text, expires, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.limits.entries && this.#bytes <= this.limits.bytes) break;
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
