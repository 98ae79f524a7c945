// The rule sets the redirect bench measures and the request mix for each: the seven real sites,
// the conformance table (plus a few probes), and a synthetic set of any size.
import { type Key, parse } from 'path-to-regexp';
import { readRuleFiles } from '#kv-seed/seed.ts';
import { type RedirectRule, type RuleFile, ruleFileSchema } from '#src/redirects/rule-schema.ts';
import {
  caseSensitiveCases,
  conformanceCases,
  conformanceRules,
  type RequestShape,
  requestOf,
} from '../support/redirect-conformance.ts';

export interface RequestSpec extends RequestShape {
  /** What the request is meant to exercise, for the per-kind breakdown. */
  kind: string;
  host?: string;
}

export interface BenchSet {
  name: string;
  file: RuleFile;
  requests: RequestSpec[];
}

export function benchRequest(spec: RequestSpec, host = 'bench.localhost'): Request {
  return requestOf(spec, spec.host ?? host);
}

/**
 * A small seeded generator, so every run measures the same mix. Kept apart from the stock seed's
 * generator on purpose: changing it changes the synthetic set and the mix the figures describe.
 */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const defaultPattern = '[^\\/#\\?]+?';

/** A value the regex takes whole: a stock one, or its first alternative with the syntax stripped. */
function sampleFor(pattern: string): string | undefined {
  const first = pattern
    .replace(/\(\?<\w+>/g, '(')
    .split('|')[0]!
    .replace(/[\\^$.*+?()[\]{}|]/g, '');
  const whole = new RegExp(`^(?:${pattern})$`);
  return ['abc', '123', '2024', first, 'a-b'].find((value) => value !== '' && whole.test(value));
}

function keyValue(key: Key): string | undefined {
  const one = key.pattern === defaultPattern ? `${String(key.name)}-x` : sampleFor(key.pattern);
  if (one === undefined) return undefined;
  const part = `${key.prefix}${one}${key.suffix}`;
  return key.modifier === '*' || key.modifier === '+' ? part + part : part;
}

/** A request the rule should match: params filled with sample values, `has` conditions met. */
export function requestFor(rule: RedirectRule, kind: string): RequestSpec | undefined {
  let path = '';
  for (const token of parse(rule.source)) {
    const part = typeof token === 'string' ? token : keyValue(token);
    if (part === undefined) return undefined;
    path += part;
  }
  const spec: RequestSpec = { kind, path };
  const query: string[] = [];
  for (const condition of rule.has ?? []) {
    const value = condition.value === undefined ? 'yes' : sampleFor(condition.value);
    if (value === undefined) return undefined;
    if (condition.type === 'query') query.push(`${condition.key}=${value}`);
    else if (condition.type === 'header')
      spec.headers = { ...spec.headers, [condition.key]: value };
    else if (condition.type === 'cookie')
      spec.cookies = { ...spec.cookies, [condition.key]: value };
    else spec.host = value;
  }
  if (query.length) spec.query = query.join('&');
  return spec;
}

/** The literal start of a pattern source, as tests/unit/redirects/pathological.test.ts takes it. */
const literalOf = (source: string) => source.split(/[:(]/)[0]!.replace(/\/$/, '');
const isPattern = (source: string) => parse(source).some((token) => typeof token !== 'string');

/** ~2 KB paths and paths that make backtracking regexes work: under a pattern's literal and anywhere. */
function hostileRequests(rules: RedirectRule[]): RequestSpec[] {
  const wildcard =
    rules.find((rule) => /[*+]$/.test(rule.source)) ?? rules.find((rule) => isPattern(rule.source));
  const under = wildcard ? literalOf(wildcard.source) : '/x';
  return [
    { kind: 'long', path: `${under}/${'seg/'.repeat(510)}end` },
    { kind: 'long', path: `/${'y'.repeat(2040)}` },
    { kind: 'long', path: `${under}/${'a-'.repeat(1020)}`, query: `q=${'z'.repeat(200)}` },
    { kind: 'pathological', path: `${under}${'/a'.repeat(1000)}` },
    { kind: 'pathological', path: `${under}${'/a'.repeat(1000)}/` },
    { kind: 'pathological', path: `/${'-'.repeat(2000)}!` },
    { kind: 'pathological', path: `${under}/${'1'.repeat(2000)}x` },
    { kind: 'pathological', path: `${under}${'/'.repeat(1000)}x` },
    { kind: 'pathological', path: `${under}/${'%20'.repeat(680)}` },
  ];
}

/** Share of ~2 KB and hostile requests in a mix: "a few", and the same in every set. */
export const hostileShare = 0.015;
/** Kinds left out of the "ordinary requests" figures. */
export const hostileKinds = new Set(['long', 'pathological']);

/**
 * Every rule hit (exact sources also in upper case), near misses, trailing slashes, repeated so
 * that the hostile paths make up `hostileShare` of the mix.
 */
export function realSiteSets(): BenchSet[] {
  return readRuleFiles().map((file) => {
    const ordinary: RequestSpec[] = [];
    file.rules.forEach((rule, index) => {
      const spec = requestFor(rule, isPattern(rule.source) ? 'pattern' : 'exact');
      if (!spec) return;
      if (index % 4 === 0) spec.query = [spec.query, 'utm_source=bench'].filter(Boolean).join('&');
      ordinary.push(spec);
      if (spec.kind === 'exact' && index % 3 === 0)
        ordinary.push({ ...spec, path: spec.path.toUpperCase() });
    });
    const segments = new Set(
      file.rules.filter((rule) => isPattern(rule.source)).map((rule) => literalOf(rule.source)),
    );
    for (const prefix of segments) {
      ordinary.push(
        { kind: 'miss', path: `${prefix}/no/such/page/here` },
        { kind: 'miss', path: `${prefix}-nope` },
      );
    }
    ordinary.push(
      { kind: 'miss', path: '/' },
      { kind: 'miss', path: '/no-such-page' },
      { kind: 'miss', path: '/.well-known/security.txt' },
      { kind: 'trailing-slash', path: `${ordinary[0]?.path ?? '/a'}/`, query: 'a=1' },
      { kind: 'miss', path: '/.well-known/x/' },
    );
    const hostile = hostileRequests(file.rules);
    const repeats = Math.ceil(hostile.length / hostileShare / ordinary.length);
    return {
      name: file.site,
      file,
      requests: [...Array.from({ length: repeats }, () => ordinary).flat(), ...hostile],
    };
  });
}

/**
 * The conformance table's rules and requests, with probe rules appended (earlier indices keep
 * their meaning). `/uutiset/:path*.html` and `/kuvat/:name?.jpg` take `/uutiset.html` and
 * `/kuvat.jpg` in path-to-regexp (no segment), whose first segment is not `uutiset`/`kuvat`; the
 * last two are rules the validator accepts whose destinations need a param the match may not give
 * (`:name` when the optional `:name?` is absent) or give in another shape (`:path*` into `:path`).
 */
export function conformanceSet(): BenchSet {
  const probes: RedirectRule[] = [
    { source: '/uutiset/:path*.html', destination: '/uutiset/:path*', permanent: true },
    { source: '/kuvat/:name?.jpg', destination: '/media', permanent: true },
    { source: '/galleria/:name?', destination: '/media/:name', permanent: true },
    { source: '/vanhat/:path*', destination: '/arkisto/:path', permanent: true },
  ];
  const file = ruleFileSchema.parse({
    ...conformanceRules,
    rules: [...conformanceRules.rules, ...probes],
  });
  const requests: RequestSpec[] = [...conformanceCases, ...caseSensitiveCases].map(
    ({ name: _name, expected: _expected, ...spec }) => ({
      kind: spec.path.length > 1000 ? 'long' : 'conformance',
      ...spec,
    }),
  );
  for (const path of [
    '/uutiset/2019/juttu.html',
    '/uutiset.html',
    '/kuvat/auto.jpg',
    '/kuvat.jpg',
    '/galleria/auto',
    '/galleria',
    '/vanhat/sivu',
  ]) {
    requests.push({ kind: 'probe', path });
  }
  return { name: 'conformance+probes', file, requests };
}

export interface SyntheticOptions {
  patterns?: number;
  /**
   * Each pattern's first segment: literal (`/area-N`), literal text then a param (`/area-:n(\\d+)`)
   * or a param alone (`/:locale`), the shapes a first-segment index cannot tell apart.
   */
  firstSegment?: 'literal' | 'area-param' | 'locale-param';
  name?: string;
}

/**
 * `exact` exact sources like `/legacy/section-123/page-45`, and `patterns` pattern sources over
 * `patterns / 8` literal first segments (`/area-N/...`): constrained ids, `:path*`, `:slug`,
 * `:kind(new|used)` with a `has` query condition, `:rest+`. Patterns are spread evenly through
 * the file, the first at index 0. Pattern 0 (`/legacy/section-0/:page`) shadows the exact rules of
 * section 0, and the last (`/legacy/:section/:page/:rest+`) catches deeper legacy paths, so file
 * order across the two kinds is exercised.
 */
export function syntheticSet(exact: number, options: SyntheticOptions = {}): BenchSet {
  const patterns = options.patterns ?? 2000;
  const area = (j: number) =>
    options.firstSegment === 'area-param'
      ? `/area-:n(\\d+)`
      : options.firstSegment === 'locale-param'
        ? '/:locale'
        : `/area-${Math.floor(j / 8)}`;
  const pattern = (j: number): RedirectRule => {
    if (j === 0)
      return {
        source: '/legacy/section-0/:page',
        destination: '/archive/first/:page',
        permanent: true,
      };
    if (j === patterns - 1)
      return {
        source: '/legacy/:section/:page/:rest+',
        destination: '/archive/:section/:page',
        permanent: true,
      };
    switch (j % 5) {
      case 0:
        return {
          source: `${area(j)}/car-${j}/:id(\\d+)`,
          destination: `/cars/:id?ref=${j}`,
          permanent: true,
        };
      case 1:
        return {
          source: `${area(j)}/docs-${j}/:path*`,
          destination: `/docs/${j}/:path*`,
          permanent: true,
        };
      case 2:
        return {
          source: `${area(j)}/:slug/detail-${j}`,
          destination: `/detail/${j}/:slug`,
          permanent: false,
        };
      case 3:
        return {
          source: `${area(j)}/search-${j}/:kind(new|used)`,
          has: [{ type: 'query', key: 'q', value: '(?<q>[a-z0-9-]+)' }],
          destination: `/search/:kind?q=:q&from=${j}`,
          permanent: true,
        };
      default:
        return {
          source: `${area(j)}/model-${j}/:year(\\d{4})/:rest+`,
          destination: `/models/${j}/:year/:rest+`,
          statusCode: 301,
        };
    }
  };
  const exactRule = (e: number): RedirectRule => ({
    source: `/legacy/section-${Math.floor(e / 100)}/page-${e % 100}`,
    destination: `/archive/${Math.floor(e / 100)}/${e % 100}${e % 7 === 0 ? '?from=legacy' : ''}`,
    permanent: e % 50 !== 0,
  });

  const rules: RedirectRule[] = [];
  const exactIndices: number[] = [];
  const patternIndices: number[] = [];
  let e = 0;
  for (let j = 0; j < patterns; j++) {
    patternIndices.push(rules.length);
    rules.push(pattern(j));
    for (const end = Math.round(((j + 1) * exact) / patterns); e < end; e++) {
      exactIndices.push(rules.length);
      rules.push(exactRule(e));
    }
  }
  const file = ruleFileSchema.parse({ site: 'store-se', rules });
  const name = options.name ?? `synthetic ${exact + patterns}`;
  return { name, file, requests: syntheticRequests(file, exactIndices, patternIndices) };
}

/** ~1,000 requests: exact hits, patterns early, mid and late in the file, `has`, misses, 1.5% hostile. */
function syntheticRequests(
  file: RuleFile,
  exactIndices: number[],
  patternIndices: number[],
): RequestSpec[] {
  const next = random(20_000);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const requests: RequestSpec[] = [];
  const add = (index: number, kind: string) => {
    const spec = requestFor(file.rules[index]!, kind);
    if (spec) requests.push(spec);
  };
  for (let i = 0; i < 400; i++) {
    const spec = requestFor(file.rules[pick(exactIndices)]!, 'exact')!;
    requests.push(i % 5 === 0 ? { ...spec, path: spec.path.toUpperCase() } : spec);
  }
  for (let i = 0; i < 100; i++) add(patternIndices[i % 50]!, 'pattern-early');
  for (let i = 0; i < 150; i++)
    add(patternIndices[patternIndices.length - 1 - (i % 100)]!, 'pattern-late');
  for (let i = 0; i < 100; i++) add(pick(patternIndices), 'pattern-mid');
  const withHas = patternIndices.filter((index) => file.rules[index]!.has);
  for (let i = 0; i < 50; i++) add(pick(withHas), 'has');
  for (let i = 0; i < 25; i++) {
    const spec = requestFor(file.rules[pick(withHas)]!, 'has-unmet')!;
    requests.push({ ...spec, query: i % 2 ? 'q=UPPER' : undefined });
  }
  for (let i = 0; i < 160; i++) {
    const k = Math.floor(next() * 300);
    const misses = [
      `/legacy/section-${100_000 + k}/page-1`,
      `/area-${k}/nothing-here`,
      `/unknown-${k}/x`,
      `/area-${k % 250}/car-${k}/abc`,
      `/legacy/section-${k}`,
    ];
    requests.push({ kind: 'miss', path: misses[i % misses.length]! });
  }
  // The hostile share: ~2 KB paths into a late `:path*` rule, and the hostile paths once each.
  const lastWildcard = patternIndices
    .filter((index) => file.rules[index]!.source.endsWith(':path*'))
    .at(-1)!;
  const late = requestFor(file.rules[lastWildcard]!, 'long')!;
  const hostile = hostileRequests(file.rules.filter((rule) => !rule.source.startsWith('/legacy')));
  const longHits = Math.max(
    0,
    Math.round((requests.length * hostileShare) / (1 - hostileShare)) - hostile.length,
  );
  for (let i = 0; i < longHits; i++)
    requests.push({ ...late, path: `${late.path}/${'seg/'.repeat(500)}end` });
  requests.push(...hostile);
  return requests;
}
