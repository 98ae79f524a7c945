// Time from a facet click to the updated car list in Chromium (issue 7 figures): the median of N
// clicks whose search is new to the edge cache (MISS) and of N whose answer is cached (HIT).
// Measured inside the page: from the click to the first frame after the list stops being busy.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { median } from './http-load.ts';

export interface FacetClickFigures {
  path: string;
  samples: number;
  missMs: number[];
  hitMs: number[];
  missMedianMs: number;
  hitMedianMs: number;
}

/** One click on the first value of the fuel facet, timed until the list has painted its answer. */
function timedClick(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const list = document.querySelector('.car-list__results');
        const value = [...document.querySelectorAll<HTMLAnchorElement>('fieldset.car-list-facet')]
          .find((set) => set.querySelector('legend')?.textContent === 'Drivmedel')
          ?.querySelector<HTMLAnchorElement>('[role="checkbox"]');
        if (!list || !value) return reject(new Error('no car list or fuel facet on the page'));
        // A mutation observer sees every busy state, however short: a cached answer can come and
        // go within one frame, which polling once a frame would miss.
        let sawBusy = false;
        const started = performance.now();
        const timeout = setTimeout(() => {
          observer.disconnect();
          reject(new Error('the list did not update within 10 s'));
        }, 10_000);
        const observer = new MutationObserver((records) => {
          // A record's old value is the state before its change, so two changes delivered
          // together (busy, then done) still show that the list was busy.
          const busy = list.getAttribute('aria-busy');
          if (busy === 'true' || records.some((r) => r.oldValue === 'true')) sawBusy = true;
          if (sawBusy && busy === 'false') {
            observer.disconnect();
            clearTimeout(timeout);
            requestAnimationFrame(() => resolve(performance.now() - started));
          }
        });
        observer.observe(list, {
          attributes: true,
          attributeFilter: ['aria-busy'],
          attributeOldValue: true,
        });
        value.click();
      }),
  );
}

/**
 * For each sample a fresh price range makes the click's search one no cache has seen (MISS); the
 * click back and the same click again are then answered from the cache (HIT).
 */
export async function measureFacetClicks(host: string, samples = 20): Promise<FacetClickFigures> {
  const browser = await launchBrowser();
  const missMs: number[] = [];
  const hitMs: number[] = [];
  const salt = Date.now() % 50_000;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: 'consent', value: 'v1:statistics=0|marketing=0', url: `http://${host}/` },
    ]);
    const page = await context.newPage();
    for (let i = 0; i < samples; i += 1) {
      await page.goto(`http://${host}/kop-bil?car_price=${10_000 + salt + i * 7}-5000000`);
      await page.locator('.car-list-view[data-hydrated]').waitFor();
      missMs.push(await timedClick(page));
      await timedClick(page);
      hitMs.push(await timedClick(page));
    }
  } finally {
    await browser.close();
  }
  return {
    path: '/kop-bil?car_price=…',
    samples,
    missMs,
    hitMs,
    missMedianMs: median(missMs),
    hitMedianMs: median(hitMs),
  };
}
