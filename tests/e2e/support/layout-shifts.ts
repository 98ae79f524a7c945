import type { Page } from 'playwright-core';

/**
 * Records every layout shift of the page from its first paint on, as Lighthouse's CLS counts them
 * (not those right after an input). Call before `goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, each its score. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}
