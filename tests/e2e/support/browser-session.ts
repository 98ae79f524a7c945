import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { markClockPaused } from './hydration.ts';
import { siteHosts } from './sites.ts';
import { type WatchedPage, watchPage } from './watched-page.ts';

/** The consent question answered with "necessary only": its dialog then covers nothing. */
export const necessaryOnly = 'v1:statistics=0|marketing=0';

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** A consent cookie on every site host: the answer given, or `true` for necessary only. */
  consent?: true | string;
  reducedMotion?: boolean;
  /** False opens the page as a browser without JavaScript sees it. */
  javaScript?: boolean;
  /**
   * Playwright's clock, installed before the page loads. `'paused'`: no page timer runs until
   * the test moves time on with `page.clock.runFor` (for "not before" bounds); `'running'`: time
   * flows, and `runFor`/`fastForward` can skip ahead.
   */
  clock?: 'paused' | 'running';
  /** The browser's position for the geolocation API, granted; `'denied'` refuses the permission. */
  geolocation?: { latitude: number; longitude: number } | 'denied';
}

export interface BrowserSession {
  /**
   * Opens a page in a fresh context. After the test, whatever the page complained about that the
   * test did not expect (`expectProblems`) fails it, and the context is closed.
   */
  open(options?: OpenOptions): Promise<WatchedPage>;
}

/**
 * The browser of one test file: launched before its tests, closed after them; each page it opens
 * is checked for console errors and warnings after every test (house rule 8).
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let opened: Array<{ context: BrowserContext; watched: ReturnType<typeof watchPage> }> = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    const pages = opened;
    opened = [];
    const unexpected = (await Promise.all(pages.map((entry) => entry.watched))).flatMap((w) =>
      w.unexpected(),
    );
    await Promise.all(pages.map((entry) => entry.context.close()));
    expect(unexpected, 'browser console problems no test expected').toEqual([]);
  });

  return {
    async open(options = {}) {
      if (!browser) throw new Error('The browser starts in beforeAll: open pages inside a test.');
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.geolocation && options.geolocation !== 'denied'
          ? { geolocation: options.geolocation, permissions: ['geolocation'] }
          : {}),
      });
      if (options.consent) {
        const value = options.consent === true ? necessaryOnly : options.consent;
        await context.addCookies(
          siteHosts.map((host) => ({ name: 'consent', value, domain: host, path: '/' })),
        );
      }
      if (options.clock) {
        // From the real time: the server renders dates (a countdown, say) by its own clock.
        const start = Date.now();
        await context.clock.install({ time: start });
        if (options.clock === 'paused') await context.clock.pauseAt(start + 1);
      }
      const page = await context.newPage();
      if (options.clock === 'paused') markClockPaused(page);
      const watched = watchPage(page);
      opened.push({ context, watched });
      return watched;
    },
  };
}
