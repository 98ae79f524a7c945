import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

// A console error or warning no test expected fails the test (house rule 8). A test that expects
// one says so with `expectConsoleError()` or `expectConsoleWarn()`; the browser tier has its own
// check of the page's console (tests/e2e/support/watched-page.ts).
type Level = 'error' | 'warn';
const levels: Level[] = ['error', 'warn'];
const spies = new Map<Level, MockInstance>();
const expected = new Set<Level>();

/** Declares that the current test logs an error on purpose. */
export function expectConsoleError(): void {
  expected.add('error');
}

/** Declares that the current test logs a warning on purpose (a degraded upstream, say). */
export function expectConsoleWarn(): void {
  expected.add('warn');
}

const logged = (level: Level): string[] =>
  (spies.get(level)?.mock.calls ?? []).map((args: unknown[]) => args.map(String).join(' '));

/** Everything logged as an error so far in this test, one string per call. */
export function consoleErrors(): string[] {
  return logged('error');
}

/** Everything logged as a warning so far in this test, one string per call. */
export function consoleWarnings(): string[] {
  return logged('warn');
}

beforeEach(() => {
  expected.clear();
  for (const level of levels)
    spies.set(
      level,
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
});

afterEach(() => {
  const calls = new Map(levels.map((level) => [level, logged(level)]));
  for (const spy of spies.values()) spy.mockRestore();
  spies.clear();
  for (const level of levels) {
    if (!expected.has(level)) expect(calls.get(level), `unexpected console.${level}`).toEqual([]);
  }
});
