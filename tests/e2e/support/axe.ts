import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rule sets of WCAG 2.2 level AA. */
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string;
  /** The selectors of the offending elements. */
  nodes: string[];
}

/**
 * Runs axe-core's WCAG 2.2 AA rules over the page, or only inside `selector`. The script goes in
 * through the DevTools protocol: the page's CSP (rightly) refuses an injected script tag.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ([context, tags]) => {
      interface Result {
        violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
      }
      const axe = (window as unknown as { axe: { run(...args: unknown[]): Promise<Result> } }).axe;
      const options = { runOnly: { type: 'tag', values: tags } };
      const result = await (context ? axe.run(context, options) : axe.run(options));
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    [selector ?? null, wcag22aa] as const,
  );
}
