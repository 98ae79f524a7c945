import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sites } from '../../src/sites/catalogue.ts';
import { launchBrowser, openWatchedPage } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface AxeViolation {
  id: string;
  impact: string;
  nodes: Array<{ target: string[] }>;
}

/** The about page of each site, a content page beside the home page. */
const contentPages: Record<string, string> = {
  'group-se': '/om-hedin-automotive',
  'group-no': '/om-oss',
  'group-uk': '/about-us/who-are-we',
  'store-se': '/om-carstore',
  'store-no': '/om-carstore',
  'store-fi': '/tietoa-carstoresta',
  'store-sk': '/o-carstore',
};

/** Block showcase pages, by site (issue 5). */
const showcasePages: Array<[keyof typeof sites, string]> = [
  ['group-se', '/vinterkampanj'],
  ['group-se', '/om-hedin-automotive/fossilfritt-2030'],
  ['group-uk', '/buy-car/latest-offers/winter-event'],
  ['store-fi', '/talvikampanja'],
];

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const [name, path] of showcasePages) {
    it(`finds no violation on ${name} ${path}`, async () => {
      const { page, problems } = await openWatchedPage(browser);
      await page.goto(`http://${sites[name].devHost}:${inject('sitePort')}${path}`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
        const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
      });
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
  for (const site of Object.values(sites)) {
    for (const path of ['/', contentPages[site.name]!]) {
      it(`finds no violation on ${site.name} ${path}`, async () => {
        const { page, problems } = await openWatchedPage(browser);
        await page.goto(`http://${site.devHost}:${inject('sitePort')}${path}`);
        await page.waitForLoadState('networkidle');
        // Evaluated through the DevTools protocol: the page's CSP (rightly) refuses an injected script.
        await page.evaluate(axeSource);
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
          const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
        });
        expect(violations).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  }
});
