// `node tests/bench/booking-first-workshop.ts [--runs 20]` (after `npm run build && npm run seed`):
// the time from the add-on step's 'Fortsätt utan tillval' click to the first workshop on screen,
// in Chromium against the built worker on workerd with the partner sandbox behind it: the flow's
// stream reader, the worker's relay and the sandbox's own pacing (300 ms before each message),
// which is reported beside the median so the worker's and the browser's share can be read off.
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { serialiseConsent } from '#client/lib/consent.ts';
import { startSite } from '../support/site-under-test.ts';
import { median } from './http-load.ts';

/** The sandbox's wait before each workshop message (src/sandbox/mechmate/workshop-stream.ts). */
const sandboxDelayMs = 300;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);

async function toWorkshops(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/service-och-verkstad/boka-bilverkstad`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'Registreringsnummer', exact: true }).fill('DEF456');
  await page.getByRole('combobox', { name: 'Ort' }).pressSequentially('Göteb');
  await page
    .getByRole('option', { name: /^Göteborg/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await page.getByLabel('Oljeservice', { exact: true }).check();
  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await page.getByRole('button', { name: 'Fortsätt utan tillval' }).waitFor();
}

const site = await startSite({ build: 'dist', port: 0 });
const browser = await launchBrowser();
try {
  const origin = `http://group-se.localhost:${site.url!.port}`;
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    await context.addCookies([
      {
        name: 'consent',
        value: serialiseConsent({ statistics: false, marketing: false }),
        url: origin,
      },
    ]);
    const page = await context.newPage();
    await toWorkshops(page, origin);
    // Measured in the page: from the click to the first workshop card in the document.
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Fortsätt utan tillval',
          )!;
          const start = performance.now();
          const seen = () =>
            [...document.querySelectorAll('button')].some(
              (b) => b.textContent === 'Visa tillgängliga tider',
            );
          new MutationObserver((_, observer) => {
            if (!seen()) return;
            observer.disconnect();
            resolve(performance.now() - start);
          }).observe(document.body, { childList: true, subtree: true });
          button.click();
        }),
    );
    times.push(ms);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `'Fortsätt' to the first workshop on screen: median ${Math.round(median(times))} ms over ${runs} runs ` +
      `(min ${Math.round(sorted[0]!)}, max ${Math.round(sorted.at(-1)!)}); the sandbox waits ${sandboxDelayMs} ms before each workshop`,
  );
} finally {
  await browser.close();
  await site.dispose();
}
