import { describe, expect, it, vi } from 'vitest';
import { dataMessage, pacedStream } from '#src/sandbox/mechmate/paced-stream.ts';

const decoder = new TextDecoder();

describe('the sandbox partner paced stream', () => {
  it('writes data messages with no event name', () => {
    expect(dataMessage({ nosites: true })).toBe('data: {"nosites":true}\n\n');
  });

  it('sends each chunk after the pause, in order, then closes', async () => {
    vi.useFakeTimers();
    try {
      const reader = pacedStream(['a', 'b'], 300).getReader();
      const first = reader.read();
      await vi.advanceTimersByTimeAsync(299);
      let settled = false;
      void first.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(decoder.decode((await first).value)).toBe('a');
      const second = reader.read();
      await vi.advanceTimersByTimeAsync(300);
      expect(decoder.decode((await second).value)).toBe('b');
      expect((await reader.read()).done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops at once when the reader goes away, its pending pause included', async () => {
    vi.useFakeTimers();
    try {
      const reader = pacedStream(['a', 'b', 'c'], 300).getReader();
      const first = reader.read();
      await vi.advanceTimersByTimeAsync(300);
      await first;
      void reader.read().catch(() => undefined);
      await reader.cancel();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
