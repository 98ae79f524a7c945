import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../support/fail-on-console-error.ts';
import { compileRuleSet } from '#src/redirects/compile.ts';
import { factsOf } from '#src/redirects/request-facts.ts';
import { ruleFileSchema } from '#src/redirects/rule-schema.ts';
import {
  caseSensitiveCases,
  conformanceCases,
  conformanceRules,
  requestOf,
} from '../../support/redirect-conformance.ts';

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

describe('optional params before text in the first segment (found by the bench)', () => {
  const matcher = compileRuleSet(
    ruleFileSchema.parse({
      site: 'store-fi',
      rules: [
        { source: '/uutiset/:path*.html', destination: '/uutiset/:path*', permanent: true },
        { source: '/kuvat/:name?.jpg', destination: '/media', permanent: true },
        { source: '/uutiset.html', destination: '/ei-koskaan', permanent: true },
      ],
    }),
  );
  const at = (path: string) =>
    matcher.match(factsOf(new Request(`http://store-fi.localhost${path}`)));

  it('matches when the optional param is absent and its text joins the first segment', () => {
    expect(at('/uutiset.html')).toEqual({ status: 308, location: '/uutiset', rule: 0 });
    expect(at('/kuvat.jpg')).toEqual({ status: 308, location: '/media', rule: 1 });
  });

  it('still matches with the param present', () => {
    expect(at('/uutiset/2026/syksy.html')).toEqual({
      status: 308,
      location: '/uutiset/2026/syksy',
      rule: 0,
    });
  });
});

describe('a destination that cannot be built', () => {
  it('lets the request go on instead of failing it', () => {
    expectConsoleError();
    // The validator refuses this rule; it can still arrive through a hand-edited KV document.
    const matcher = compileRuleSet({
      caseSensitive: false,
      rules: [{ source: '/galleria/:name?', destination: '/media/:name', permanent: true }],
    });
    expect(matcher.match(factsOf(new Request('http://store-fi.localhost/galleria')))).toBeNull();
    expect(matcher.match(factsOf(new Request('http://store-fi.localhost/galleria/kevat')))).toEqual(
      { status: 308, location: '/media/kevat', rule: 0 },
    );
  });
});

describe('a backslash in a path that was not URL-parsed (the worker never sees one: workerd makes it a slash)', () => {
  it('answers 308 to the path with single slashes before any rule, as Next.js does', () => {
    const matcher = compileRuleSet(file);
    const facts = {
      ...factsOf(requestOf({ path: '/used/volvo', query: 'x=1' })),
      path: '/used\\volvo',
    };
    expect(matcher.match(facts)).toEqual({ status: 308, location: '/used/volvo?x=1', rule: -1 });
  });
});
