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

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
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

  // Stories (issue 5): a stories list page (tag chips, highlighted story, load more) and a story page.
  for (const [host, path] of [
    ['group-uk.localhost', '/news-and-events'],
    ['store-se.localhost', '/om-carstore/nyheter?tags=elbil,service'],
    ['group-se.localhost', '/om-hedin-automotive/press/2026/nya-volvo-ex30-cross-country'],
  ] as const) {
    it(`finds no violation on the stories page ${host} ${path}`, async () => {
      const { page, problems } = await openWatchedPage(browser);
      await page.goto(`http://${host}:${inject('sitePort')}${path}`);
      await page.waitForLoadState('networkidle');
      await page.locator('.stories-list, .story-navigation').first().scrollIntoViewIfNeeded();
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
});

/** The showcase pages of the card and list blocks (issue 5, cards), one per site that has them. */
const cardShowcases: Record<string, string> = {
  'group-uk': '/buy-car/model-range',
  'store-fi': '/autoilu/omistajan-opas',
  'group-se': '/bilagande/agarguide',
};

describe('accessibility of the card and list blocks (axe-core, WCAG 2.2 AA)', () => {
  for (const [name, path] of Object.entries(cardShowcases)) {
    it(`finds no violation on ${name} ${path}, with the files and an accordion open`, async () => {
      const { page, problems } = await openWatchedPage(browser);
      await page.goto(`http://${sites[name as keyof typeof sites].devHost}:${inject('sitePort')}${path}`);
      await page.waitForLoadState('networkidle');
      const toggle = page.locator('.file-list__toggle');
      await toggle.scrollIntoViewIfNeeded();
      await expect.poll(() => toggle.isEnabled(), { timeout: 10_000 }).toBe(true);
      await toggle.click();
      await page.locator('.accordion-item summary').first().click();
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
});

// Media blocks (issue 5): carousel, video block, site-selection teaser and social share pages.
describe('accessibility of the media block pages (axe-core, WCAG 2.2 AA)', () => {
  const mediaPages = [
    ['group-se.localhost', '/exempel/media-block'],
    ['group-uk.localhost', '/examples/media-blocks'],
    ['group-uk.localhost', '/examples/winter-driving-checklist'],
    ['store-se.localhost', '/exempel/media-block'],
  ] as const;
  for (const [host, path] of mediaPages) {
    it(`finds no violation on ${host} ${path}, with every island hydrated`, async () => {
      const { page, problems } = await openWatchedPage(browser);
      await page.goto(`http://${host}:${inject('sitePort')}${path}`);
      // Scrolled through, so the islands that wait to be seen have hydrated too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
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
});
