import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { compileRuleSet } from '#src/redirects/compile.ts';
import { factsOf } from '#src/redirects/request-facts.ts';
import type { RedirectRule } from '#src/redirects/rule-schema.ts';
import { segmentShapes } from '#src/redirects/segment-index.ts';
import { compileLinearScan } from '#tests/bench/redirects-baseline.ts';
import { random } from '#tests/bench/redirects-sets.ts';

// Source pieces that meet the index's cases: literal segments, params that stay in their segment,
// params with literal text around them, optional and repeated params, params that may cross a
// slash, optional groups and text after an optional param (`/a/:p*.html` matches `/a.html`).
const pieces = [
  '/a',
  '/b',
  '/ab',
  '/A',
  '/x-1',
  '/:p',
  '/:n(\\d+)',
  '/x-:n(\\d+)',
  '/:k(a|b)',
  '/:s(a[a-z]*)',
  '/:w-:v',
  '/:p?',
  '/:p*',
  '/:p+',
  '/(.*)',
  '/:r(.+)',
  '/:q([^/]+)',
  '{-:g}?',
  '.html',
  '/:p*.html',
];
const segments = ['a', 'b', 'ab', 'A', 'x-1', 'x-12', '1', '12', 'a-b', 'a.html', 'aa', 'x-', ''];

function generated(seed: number, rules: number, paths: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const ruleList: RedirectRule[] = [];
  for (let i = 0; i < rules; i++) {
    const length = 1 + Math.floor(next() * 4);
    let source = '';
    const names = new Map<string, number>();
    for (let j = 0; j < length; j++) {
      // Each param name once per source.
      source += pick(pieces).replace(/:(\w)/g, (_, name: string) => {
        const n = (names.get(name) ?? 0) + 1;
        names.set(name, n);
        return `:${name}${n}`;
      });
    }
    ruleList.push({ source, destination: `/t${i}`, permanent: true });
  }
  const pathList: string[] = [];
  for (let i = 0; i < paths; i++) {
    const length = 1 + Math.floor(next() * 5);
    const path = Array.from({ length }, () => `/${pick(segments)}`).join('');
    if (!path.includes('//')) pathList.push(path);
  }
  return { rules: ruleList, paths: pathList };
}

describe('the indexed matcher', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`answers as the linear scan in file order (generated set ${seed})`, () => {
      const { rules, paths } = generated(seed, 60, 1000);
      // The whole set (catch-alls early in it hide what follows them) and short runs of it, so
      // that every rule gets to answer.
      const sets = [rules, ...Array.from({ length: 15 }, (_, i) => rules.slice(i * 4, i * 4 + 4))];
      let hits = 0;
      const differences: string[] = [];
      for (const set of sets) {
        for (const caseSensitive of [false, true]) {
          const indexed = compileRuleSet({ rules: set, caseSensitive });
          const linear = compileLinearScan({ rules: set, caseSensitive });
          for (const path of paths) {
            const facts = factsOf(new Request(`http://store-fi.localhost${path}`));
            const expected = linear.match(facts);
            if (expected) hits += 1;
            const got = indexed.match(facts);
            if (!isDeepStrictEqual(got, expected))
              differences.push(
                `${path} (case-sensitive ${caseSensitive}): ${JSON.stringify(got)}, linear ${JSON.stringify(expected)}`,
              );
          }
        }
      }
      expect(differences).toEqual([]);
      expect(hits).toBeGreaterThan(paths.length);
    }, 60_000);
  }

  it('tries only the patterns whose segments a path has', () => {
    const lower = (text: string) => text.toLowerCase();
    expect(segmentShapes('/area-:n(\\d+)/Car-5/:id(\\d+)', lower)).toEqual([
      { prefix: 'area-' },
      { literal: 'car-5' },
      { prefix: '' },
    ]);
    expect(segmentShapes('/:locale/docs/:path*', lower)).toEqual([
      { prefix: '' },
      { literal: 'docs' },
    ]);
    // The optional param may be absent and `.html` then joins `news`: only nothing is known.
    expect(segmentShapes('/news/:path*.html', lower)).toEqual([]);
    // A param whose pattern may cross a slash ends what is known.
    expect(segmentShapes('/a/:rest(.*)/b', lower)).toEqual([{ literal: 'a' }]);
  });
});
