import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '#src/redirects/compile.ts';
import { factsOf } from '#src/redirects/request-facts.ts';
import { type RuleFileInput, ruleFileSchema } from '#src/redirects/rule-schema.ts';
import { unsafeDestination, validateRuleFile } from '#src/redirects/validate.ts';
import { maxConditionValueLength } from '#src/redirects/conditions.ts';
import { consoleErrors, expectConsoleError } from '../../support/fail-on-console-error.ts';

const fileOf = (rules: RuleFileInput['rules'], extra: Partial<RuleFileInput> = {}) =>
  ruleFileSchema.parse({ site: 'group-se', rules, ...extra });

describe('unsafe destinations', () => {
  it('refuses protocol-relative, backslash, javascript:, http: and relative destinations', () => {
    for (const destination of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://evil.example/',
      'evil.example/x',
      '/a b',
      'data:text/html,x',
    ]) {
      expect(unsafeDestination(destination, []), destination).toBeDefined();
    }
  });

  it('allows site paths and https hosts on the allow-list', () => {
    expect(unsafeDestination('/kop-bil?car_fuel=El', [])).toBeUndefined();
    expect(
      unsafeDestination('https://karriar.example.se/jobb', ['karriar.example.se']),
    ).toBeUndefined();
    expect(unsafeDestination('https://other.example/jobb', ['karriar.example.se'])).toMatch(
      /not in allowedHosts/,
    );
  });

  it('reports an unsafe destination as an error of its rule', () => {
    const report = validateRuleFile(
      fileOf([{ source: '/a', destination: '//evil.example', permanent: true }]),
    );
    expect(report.errors).toEqual([
      { rule: 0, message: expect.stringContaining('protocol-relative') },
    ]);
  });

  it('never emits a Location outside the site, whatever the request path', () => {
    const matcher = compileRuleSet(
      fileOf([{ source: '/go/:path*', destination: '/:path*', permanent: true }]),
    );
    for (const path of [
      '/go//evil.example',
      '/go/%2F%2Fevil.example',
      '/go/\\evil.example',
      '/go/%5Cevil.example',
    ]) {
      const hit = matcher.match(factsOf(new Request(`http://group-se.localhost${path}`)));
      if (hit) expect(hit.location, path).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('the rule schema', () => {
  it('takes exactly one of permanent and statusCode, as Next.js documents', () => {
    const rule = (extra: object) => ({ source: '/a', destination: '/b', ...extra });
    expect(
      ruleFileSchema.safeParse({ site: 'group-se', rules: [rule({ statusCode: 301 })] }).success,
    ).toBe(true);
    expect(
      ruleFileSchema.safeParse({ site: 'group-se', rules: [rule({ permanent: false })] }).success,
    ).toBe(true);
    for (const extra of [{}, { permanent: true, statusCode: 301 }]) {
      const parsed = ruleFileSchema.safeParse({ site: 'group-se', rules: [rule(extra)] });
      expect(parsed.success, JSON.stringify(extra)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'a rule has exactly one of permanent and statusCode',
      );
    }
  });
});

describe('validateRuleFile', () => {
  it('warns about a rule that hides a content page, naming the page, and not about conditional rules', () => {
    const report = validateRuleFile(
      fileOf([
        { source: '/kop-bil/kampanjer', destination: '/kampanjer', permanent: true },
        {
          source: '/en/:page',
          destination: '/en',
          permanent: true,
          has: [{ type: 'query', key: 'x' }],
        },
      ]),
      ['/kop-bil', '/kop-bil/kampanjer', '/en/buy-car'],
    );
    expect(report.warnings).toEqual([
      { rule: 0, message: 'hides the content page /kop-bil/kampanjer, which visitors never reach' },
    ]);
  });

  it('finds a destination param the source does not define', () => {
    const report = validateRuleFile(
      fileOf([{ source: '/a/:id', destination: '/b/:slug', permanent: true }]),
    );
    expect(report.errors[0]?.message).toContain(':slug');
  });

  it('finds loops and chains', () => {
    const report = validateRuleFile(
      fileOf([
        { source: '/a', destination: '/b', permanent: true },
        { source: '/b', destination: '/a', permanent: true },
        { source: '/c', destination: '/d', permanent: true },
        { source: '/d', destination: '/e', permanent: true },
      ]),
    );
    expect(report.errors.map((e) => e.message)).toEqual([
      'loop: /b redirects back to /a',
      'loop: /a redirects back to /b',
      'chain: /d is redirected again by rule 3',
    ]);
  });

  it('warns about a shadowed duplicate source with another destination, case-insensitively', () => {
    const report = validateRuleFile(
      fileOf([
        { source: '/Old', destination: '/new', permanent: true },
        { source: '/old', destination: '/newer', permanent: true },
      ]),
    );
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      { rule: 1, message: expect.stringContaining('shadowed by rule 0') },
    ]);
  });

  it('does not call a rule shadowed when the earlier one has conditions', () => {
    const report = validateRuleFile(
      fileOf([
        { source: '/k', has: [{ type: 'query', key: 'x' }], destination: '/x', permanent: true },
        { source: '/k', destination: '/y', permanent: true },
      ]),
    );
    expect(report.warnings).toEqual([]);
  });
});

describe('params used differently on the two sides', () => {
  it('refuses an optional source param that the destination requires, and a repeat on one side only', () => {
    const report = validateRuleFile(
      fileOf([
        { source: '/galleria/:name?', destination: '/media/:name', permanent: true },
        { source: '/vanhat/:path*', destination: '/arkisto/:path', permanent: true },
        { source: '/ok/:path*', destination: '/uusi/:path*', permanent: true },
      ]),
    );
    expect(report.errors.map((e) => e.rule)).toEqual([0, 1]);
    expect(report.errors[0]!.message).toContain('optional in the source but required');
    expect(report.errors[1]!.message).toContain('repeats on one side only');
  });
});

describe('rules shadowed by an earlier pattern', () => {
  it('warns about an exact source an earlier unconditional pattern already catches', () => {
    const report = validateRuleFile(
      fileOf([
        { source: '/en/:path*', destination: '/:path*', permanent: true },
        { source: '/en/why-us', destination: '/bilagande', permanent: true },
        { source: '/sv/om', destination: '/om-oss', permanent: true },
      ]),
    );
    expect(report.warnings).toEqual([
      { rule: 1, message: 'shadowed by the pattern of rule 0 (/en/:path*); it never matches' },
    ]);
  });
});

describe('condition values that could take seconds (nested quantifiers)', () => {
  const headerRule = (source: string, value: string, destination: string) => ({
    source,
    has: [{ type: 'header' as const, key: 'x-a', value }],
    destination,
    permanent: true,
  });

  it('refuses a has or missing value that repeats a repeating or alternating group, naming the rule', () => {
    const report = validateRuleFile(
      fileOf([
        headerRule('/ok', '(?<v>[a-z]+)', '/a'),
        headerRule('/slow', '(a+)+', '/b'),
        {
          source: '/slow-too',
          missing: [{ type: 'cookie', key: 'c', value: '(a|aa)*' }],
          destination: '/c',
          permanent: true,
        },
      ]),
    );
    expect(report.errors).toEqual([
      {
        rule: 1,
        message: expect.stringMatching(
          /^\(\/slow\) the has header value \(a\+\)\+ repeats a group/,
        ),
      },
      {
        rule: 2,
        message: expect.stringMatching(
          /^\(\/slow-too\) the missing cookie value \(a\|aa\)\* repeats/,
        ),
      },
    ]);
  });

  it('never runs such a pattern that reaches the matcher anyway, and matches no value over the length cap', () => {
    expectConsoleError();
    // Through a hand-edited KV document, say: the matcher does not run the pattern at all.
    const matcher = compileRuleSet({
      caseSensitive: false,
      rules: [headerRule('/slow', '(a+)+', '/b'), headerRule('/long', 'a+', '/c')],
    });
    const at = (path: string, value: string) =>
      matcher.match(
        factsOf(new Request(`http://group-se.localhost${path}`, { headers: { 'x-a': value } })),
      );
    expect(at('/slow', 'aaaa')).toBeNull();
    expect(consoleErrors().join('\n')).toContain('the condition value (a+)+ never matches');
    expect(at('/long', 'a'.repeat(maxConditionValueLength))).toEqual({
      status: 308,
      location: '/c',
      rule: 1,
    });
    expect(at('/long', 'a'.repeat(maxConditionValueLength + 1))).toBeNull();
  });
});

describe('params in a destination host', () => {
  it('allows a host param in front of an allowed host only', () => {
    expect(unsafeDestination('https://:sub.example.com/x', ['example.com'])).toBeUndefined();
    expect(unsafeDestination('https://:sub.example.com/x', ['other.example'])).toMatch(
      /allowedHosts/,
    );
    expect(unsafeDestination('https://:host/x', ['example.com'])).toMatch(/allowedHosts/);
    expect(unsafeDestination('https://example.com:sub/x', ['example.com'])).toBeDefined();
  });

  it('refuses a host param no condition defines', () => {
    const report = validateRuleFile(
      fileOf([{ source: '/a', destination: 'https://:sub.example.com/x', permanent: true }], {
        allowedHosts: ['example.com'],
      }),
    );
    expect(report.errors).toEqual([
      {
        rule: 0,
        message: 'destination host uses :sub, which the source and conditions do not define',
      },
    ]);
  });
});

describe('a rule’s example', () => {
  it('is an error when the rule does not answer it', () => {
    const report = validateRuleFile(
      fileOf([
        {
          source: '/bil/:id(\\d+)',
          destination: '/kop-bil/:id',
          permanent: true,
          example: '/bil/12',
        },
        { source: '/bil/:slug', destination: '/kop-bil', permanent: true, example: '/bil/34' },
        { source: '/x/:slug', destination: '/y', permanent: true, example: '/z' },
      ]),
    );
    expect(report.errors).toEqual([
      { rule: 1, message: 'example /bil/34 is answered by rule 0, not by this one' },
      { rule: 2, message: 'example /z is answered by no rule, not by this one' },
    ]);
  });
});
