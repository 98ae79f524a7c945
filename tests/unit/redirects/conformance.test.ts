import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '../../../src/redirects/compile.ts';
import { factsOf } from '../../../src/redirects/request-facts.ts';
import { ruleFileSchema } from '../../../src/redirects/rule-schema.ts';
import { type ConformanceCase, caseSensitiveCases, conformanceCases, conformanceRules } from '../../support/redirect-conformance.ts';

export function requestOf(testCase: ConformanceCase, host = 'store-fi.localhost'): Request {
  const headers = new Headers(testCase.headers);
  if (testCase.cookies) headers.set('cookie', Object.entries(testCase.cookies).map(([k, v]) => `${k}=${v}`).join('; '));
  const query = testCase.query ? `?${testCase.query}` : '';
  return new Request(`http://${host}${testCase.path}${query}`, { method: testCase.method ?? 'GET', headers });
}

const file = ruleFileSchema.parse(conformanceRules);

describe('redirect semantics (pure matcher)', () => {
  const matcher = compileRuleSet(file);
  it('has a table of at least 80 cases', () => {
    expect(conformanceCases.length + caseSensitiveCases.length).toBeGreaterThanOrEqual(80);
  });
  for (const testCase of conformanceCases) {
    it(testCase.name, () => {
      expect(matcher.match(factsOf(requestOf(testCase)))).toEqual(testCase.expected);
    });
  }

  const sensitive = compileRuleSet({ ...file, caseSensitive: true });
  for (const testCase of caseSensitiveCases) {
    it(testCase.name, () => {
      expect(sensitive.match(factsOf(requestOf(testCase)))).toEqual(testCase.expected);
    });
  }

  it('matches the host condition against the request host only', () => {
    const other = factsOf(new Request('http://carstore.example/isanta'));
    expect(matcher.match(other)).toEqual({ status: 308, location: '/muu-isanta', rule: 17 });
  });
});
