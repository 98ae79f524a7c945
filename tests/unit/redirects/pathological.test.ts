import { describe, expect, it } from 'vitest';
import { readRuleFiles } from '#kv-seed/seed.ts';
import { compileRuleSet } from '#src/redirects/compile.ts';
import type { RequestFacts } from '#src/redirects/request-facts.ts';
import { ruleFileSchema } from '#src/redirects/rule-schema.ts';
import { conformanceRules } from '../../support/redirect-conformance.ts';

const facts = (path: string): RequestFacts => ({
  method: 'GET',
  path,
  search: '',
  hostname: 'example.test',
  header: () => undefined,
  cookie: () => undefined,
  query: () => [],
});

/** Inputs that make backtracking regexes slow: long runs, repeated separators, near-misses. */
function hostileInputs(source: string): string[] {
  const literal = source.split(/[:(]/)[0]!.replace(/\/$/, '') || '';
  const long = 'a'.repeat(8000);
  return [
    `/${long}`,
    `${literal}/${long}`,
    `${literal}/${'a-'.repeat(4000)}`,
    `${literal}/${'-'.repeat(8000)}!`,
    `${literal}${'/a'.repeat(4000)}/`,
    `${literal}${'/'.repeat(8000)}x`,
    `${literal}/${'1'.repeat(8000)}x`,
    `${literal}/${'%20'.repeat(2600)}`,
    `${literal}/${'a.'.repeat(4000)}`,
  ];
}

describe('pathological inputs', () => {
  const files = [...readRuleFiles(), ruleFileSchema.parse(conformanceRules)];
  for (const file of files) {
    it(`leave every pattern rule of ${file.site}${file === files.at(-1) ? ' (conformance set)' : ''} answering, redirected or not`, () => {
      const matcher = compileRuleSet(file);
      const patterns = file.rules.filter((rule) => /[:(*+?]/.test(rule.source));
      expect(patterns.length).toBeGreaterThan(0);
      for (const rule of patterns) {
        for (const path of hostileInputs(rule.source)) {
          const hit = matcher.match(facts(path));
          if (hit)
            expect(hit.location, `${rule.source} ${path.slice(0, 40)}`).toMatch(
              /^(\/(?![/\\])|https:\/\/)/,
            );
        }
      }
    });
  }
});
