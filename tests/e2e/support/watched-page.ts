import type { Page } from 'playwright-core';

/** A page and everything its browser complained about. */
export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, uncaught page errors and CSP violations seen so far. */
  problems: string[];
  /**
   * Declares complaints this test causes on purpose (a failed request it arranged, a warning the
   * code logs for it): each pattern must match at least one problem, and every problem must match
   * a pattern. Without it, any problem fails the test.
   */
  expectProblems(...patterns: RegExp[]): void;
  /**
   * Complaints the browser may or may not make about what the test arranged (whether Chromium
   * logs a failed media request, say): they do not fail the test, and need not appear.
   */
  allowProblems(...patterns: RegExp[]): void;
}

/**
 * Starts recording what a visitor's browser would complain about on this page: console errors
 * and warnings, uncaught exceptions and Content-Security-Policy violations.
 */
export async function watchPage(page: Page): Promise<WatchedPage & { unexpected(): string[] }> {
  const problems: string[] = [];
  const expected: RegExp[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') problems.push(`console.${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) =>
    problems.push(`csp: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return {
    page,
    problems,
    expectProblems: (...patterns) => expected.push(...patterns),
    allowProblems: (...patterns) => allowed.push(...patterns),
    unexpected: () => [
      ...problems.filter(
        (problem) => ![...expected, ...allowed].some((pattern) => pattern.test(problem)),
      ),
      ...expected
        .filter((pattern) => !problems.some((problem) => pattern.test(problem)))
        .map((pattern) => `expected but not seen: ${pattern}`),
    ],
  };
}
