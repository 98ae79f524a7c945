import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console error no test expected fails the test (house rule 8). A test that expects one
// says so with `expectConsoleError()`.
let spy: ReturnType<typeof vi.spyOn> | undefined;
let expected = false;

/** Declares that the current test logs an error on purpose. */
export function expectConsoleError(): void {
  expected = true;
}

/** Everything logged as an error so far in this test, one string per call. */
export function consoleErrors(): string[] {
  return (spy?.mock.calls ?? []).map((args: unknown[]) => args.map(String).join(' '));
}

beforeEach(() => {
  expected = false;
  spy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (!expected) expect(calls, 'unexpected console.error').toEqual([]);
});
