// The reference the production matcher is measured and checked against: what Next.js does with
// `redirects()`, a linear scan of path-to-regexp rules in file order (packages/next: getPathMatch,
// matchHas, prepareDestination). Matching is done here independently of src/redirects/compile.ts;
// conditions and destination building reuse the worker's own code, as the brief allows.
import { type Key, type MatchFunction, pathToRegexp, regexpToFunction } from 'path-to-regexp';
import {
  type CompiledRuleSet,
  conditionParamNames,
  type RedirectMatch,
} from '#src/redirects/compile.ts';
import { conditionsHold, type Params } from '#src/redirects/conditions.ts';
import {
  buildLocation,
  type CompiledDestination,
  compileDestination,
} from '#src/redirects/destination.ts';
import type { RequestFacts } from '#src/redirects/request-facts.ts';
import type { RedirectRule, RuleFile } from '#src/redirects/rule-schema.ts';

interface ScanRule {
  rule: RedirectRule;
  keys: Key[];
  matchPath: MatchFunction<Params>;
  destination: CompiledDestination;
  status: RedirectMatch['status'];
}

function compileScanRule(rule: RedirectRule, sensitive: boolean): ScanRule {
  const keys: Key[] = [];
  // Compiled once up front, with the options Next.js passes (sensitive is its caseSensitiveRoutes).
  const regex = pathToRegexp(rule.source, keys, { strict: true, sensitive, delimiter: '/' });
  const names = [...keys.map((key) => String(key.name)), ...conditionParamNames(rule.has ?? [])];
  return {
    rule,
    keys,
    matchPath: regexpToFunction<Params>(regex, keys),
    destination: compileDestination(rule.destination, names),
    status: rule.statusCode ?? (rule.permanent ? 308 : 307),
  };
}

// Next.js with trailingSlash: false puts this redirect before the user's (load-custom-routes.ts).
const trailingSlashRule: RedirectRule = {
  source: '/:path+/',
  destination: '/:path+',
  permanent: true,
};

/** A linear-scan matcher with the same interface as the production one. */
export function compileLinearScan(
  file: Pick<RuleFile, 'rules' | 'caseSensitive'>,
): CompiledRuleSet {
  const rules = file.rules.map((rule) => compileScanRule(rule, file.caseSensitive));
  const trailing = compileScanRule(trailingSlashRule, false);

  const apply = (rule: ScanRule, facts: RequestFacts): string | null => {
    const found = rule.matchPath(facts.path);
    if (!found) return null;
    const params: Params = { ...found.params };
    // Next.js removeUnnamedParams: `(\\d+)` groups are not params.
    for (const key of rule.keys) if (typeof key.name === 'number') delete params[key.name];
    if (!conditionsHold(rule.rule.has, rule.rule.missing, facts, params)) return null;
    return buildLocation(rule.destination, params, facts.search);
  };

  return {
    size: rules.length,
    match(facts) {
      // The project's rules on top of Next.js (README "Redirects"): only GET and HEAD, and
      // /.well-known/ keeps its trailing slash.
      if (facts.method !== 'GET' && facts.method !== 'HEAD') return null;
      // Next.js answers a path with repeated slashes or a backslash with a 308 to single slashes
      // before any rule.
      if (/\/\/|\\/.test(facts.path)) {
        const single = facts.path.replace(/[/\\]+/g, '/');
        return {
          status: 308,
          location: `${single}${facts.search ? `?${facts.search}` : ''}`,
          rule: -1,
        };
      }
      if (!facts.path.startsWith('/.well-known/')) {
        const found = trailing.matchPath(facts.path);
        if (found) {
          const path = (found.params.path as string[]).join('/');
          // The incoming query passes as sent (README: `/om-oss/?a=1` → `/om-oss?a=1`).
          return {
            status: 308,
            location: `/${path}${facts.search ? `?${facts.search}` : ''}`,
            rule: -1,
          };
        }
      }
      for (let index = 0; index < rules.length; index++) {
        const rule = rules[index]!;
        const location = apply(rule, facts);
        if (location === null) continue;
        // The project's guard (README): a Location a browser would read as another host is never
        // emitted; the rule counts as not matching, as in the production matcher.
        if (
          /^(\/[/\\]|[^/]*\\)/.test(location) ||
          (!location.startsWith('/') && !rule.destination.absolute)
        )
          continue;
        return { status: rule.status, location, rule: index };
      }
      return null;
    },
  };
}
