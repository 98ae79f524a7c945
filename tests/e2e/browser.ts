import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts headless Chromium with the flags that work as root on a machine without a network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors, uncaught page errors and CSP violations seen so far. */
  problems: string[];
}

/**
 * Opens a page that records everything a visitor's browser would complain about: console errors,
 * uncaught exceptions and Content-Security-Policy violations.
 */
export async function openWatchedPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
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
  return { page, problems };
}
