import { describe, expect, it } from 'vitest';
import { MemoryCache } from '#src/search/memory-cache.ts';

function clock(start = 1_000_000) {
  const time = { now: start };
  return { time, now: () => time.now };
}

describe('MemoryCache', () => {
  it('answers a kept entry until the moment it expires, and not after', () => {
    const { time, now } = clock();
    const memory = new MemoryCache({ entries: 10, bytes: 10_000 }, now);
    memory.set('k', 'answer', time.now + 60_000);
    time.now += 59_999;
    expect(memory.get('k')).toBe('answer');
    time.now += 1;
    expect(memory.get('k')).toBeUndefined();
    expect(memory.size).toBe(0);
    expect(memory.bytes).toBe(0);
  });

  it('keeps at most the bound of entries, dropping the least recently used first', () => {
    const { time, now } = clock();
    const memory = new MemoryCache({ entries: 3, bytes: 10_000 }, now);
    for (const key of ['a', 'b', 'c']) memory.set(key, key.toUpperCase(), time.now + 60_000);
    expect(memory.get('a')).toBe('A'); // a is now the most recently used; b the least
    memory.set('d', 'D', time.now + 60_000);
    expect(memory.size).toBe(3);
    expect(memory.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => memory.get(key))).toEqual(['A', 'C', 'D']);
  });

  it('keeps at most the bound of bytes, and never an answer larger than the bound', () => {
    const { time, now } = clock();
    // Two bytes per UTF-16 code unit of key and text: each of these entries is 2 * (1 + 99) = 200 bytes.
    const memory = new MemoryCache({ entries: 100, bytes: 500 }, now);
    const text = 'x'.repeat(99);
    memory.set('a', text, time.now + 60_000);
    memory.set('b', text, time.now + 60_000);
    memory.set('c', text, time.now + 60_000);
    expect(memory.size).toBe(2);
    expect(memory.bytes).toBe(400);
    expect(memory.get('a')).toBeUndefined();
    memory.set('huge', 'y'.repeat(300), time.now + 60_000);
    expect(memory.get('huge')).toBeUndefined();
    // A refused answer leaves what was there.
    expect(memory.get('b')).toBe(text);
    expect(memory.get('c')).toBe(text);
  });

  it('replaces an entry under the same key and counts its bytes once', () => {
    const { time, now } = clock();
    const memory = new MemoryCache({ entries: 10, bytes: 10_000 }, now);
    memory.set('k', 'first', time.now + 60_000);
    memory.set('k', 'second', time.now + 60_000);
    expect(memory.get('k')).toBe('second');
    expect(memory.size).toBe(1);
    expect(memory.bytes).toBe(2 * ('k'.length + 'second'.length));
    memory.delete('k');
    expect(memory.bytes).toBe(0);
  });

  it('does not keep an answer whose life is already over', () => {
    const { time, now } = clock();
    const memory = new MemoryCache({ entries: 10, bytes: 10_000 }, now);
    memory.set('k', 'stale', time.now);
    expect(memory.size).toBe(0);
  });
});
