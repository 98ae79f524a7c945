import { parse } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { readRuleFiles } from '#kv-seed/seed.ts';
import type { RedirectRule } from '#src/redirects/rule-schema.ts';
import { type RequestSpec, requestFor } from '#tests/bench/redirects-sets.ts';
import { requestOf } from '../support/redirect-conformance.ts';
import { useSite } from '../support/site-under-test.ts';

const site = useSite();
const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

/**
 * The request a rule is followed from: its `example`, else its source when that is a plain path
 * without conditions, else a request built from the pattern (params with sample values, conditions
 * met). A rule whose built request does not land (a param that must name a real page) gets an
 * `example` in its file.
 */
function exampleOf(rule: RedirectRule): RequestSpec | undefined {
  if (rule.example !== undefined) {
    const [path, query] = rule.example.split('?');
    return { kind: 'example', path: path!, ...(query ? { query } : {}) };
  }
  const exact = parse(rule.source).every((token) => typeof token === 'string');
  if (exact && !rule.has && !rule.missing) return { kind: 'example', path: rule.source };
  return requestFor(rule, 'example');
}

describe('every rule’s destination lands (the seeded rules of every site)', () => {
  for (const file of readRuleFiles()) {
    it(`${file.site}: each rule answers its example, and its internal destination leads to a 200 page`, async () => {
      const host = `${file.site}.localhost`;
      const landed = new Map<string, string | undefined>();
      /** Follows internal redirects (a rule's destination may be redirected by the built-in steps) to the page. */
      const land = async (location: string): Promise<string | undefined> => {
        if (landed.has(location)) return landed.get(location);
        let target = location;
        let problem: string | undefined = 'more than three redirects';
        for (let hop = 0; hop < 4; hop++) {
          const res = await site.fetch(new URL(target, `http://${host}`).href, {
            redirect: 'manual',
          });
          await res.arrayBuffer();
          const next = res.headers.get('location');
          if (isRedirect(res.status) && next?.startsWith('/')) {
            target = next;
            continue;
          }
          problem = res.status === 200 ? undefined : `${target} answers ${res.status}`;
          break;
        }
        landed.set(location, problem);
        return problem;
      };

      const problems: string[] = [];
      for (const [index, rule] of file.rules.entries()) {
        const example = exampleOf(rule);
        const label = `rule ${index} (${rule.source})`;
        if (!example) {
          problems.push(`${label}: no example can be built: give it an "example"`);
          continue;
        }
        const request = requestOf(example, example.host ?? host);
        const res = await site.fetch(request.url, { headers: request.headers, redirect: 'manual' });
        await res.arrayBuffer();
        const location = res.headers.get('location');
        if (!isRedirect(res.status) || !location) {
          problems.push(`${label}: ${request.url} answers ${res.status}, not a redirect`);
          continue;
        }
        if (/^https:\/\//.test(location)) {
          const { hostname } = new URL(location);
          if (!file.allowedHosts.includes(hostname))
            problems.push(`${label}: ${location} is on ${hostname}, not in allowedHosts`);
          continue;
        }
        const problem = await land(location);
        if (problem) problems.push(`${label}: ${request.url} → ${location}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
