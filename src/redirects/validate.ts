import { parse, pathToRegexp } from 'path-to-regexp';
import { compileRuleSet, conditionParamNames } from './compile.ts';
import { nestedQuantifier } from './conditions.ts';
import { factsOf } from './request-facts.ts';
import type { RuleFile } from './rule-schema.ts';

export interface RuleProblem {
  rule: number;
  message: string;
}

export interface ValidationReport {
  errors: RuleProblem[];
  warnings: RuleProblem[];
}

/** Why a destination may not be emitted, or undefined when it is a safe one. */
export function unsafeDestination(
  destination: string,
  allowedHosts: readonly string[],
): string | undefined {
  if (/^\/[/\\]/.test(destination)) return 'is protocol-relative (starts with // or /\\)';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\s]/.test(destination))
    return 'contains a backslash, a control character or white space';
  if (destination.startsWith('/')) return undefined;
  // A host param (`https://:sub.example.com`, a `host` condition's named group) stands for labels
  // in front of an allowed host: the literal text after the last param is `.` and that host.
  const host = /^https?:\/\/([^/?#]*)/i.exec(destination)?.[1] ?? '';
  const params = [...host.matchAll(/:[A-Za-z_]\w*/g)];
  const last = params.at(-1);
  let url: URL;
  try {
    url = new URL(
      last ? destination.replace(host, host.replace(/:[A-Za-z_]\w*/g, 'x')) : destination,
    );
  } catch {
    return 'is relative: it must start with / or https://';
  }
  if (url.protocol !== 'https:') return `uses ${url.protocol} (only https: may leave the site)`;
  if (last) {
    const tail = host.slice(last.index + last[0].length).toLowerCase();
    if (!tail.startsWith('.') || !allowedHosts.includes(tail.slice(1)))
      return `puts a param in front of ${tail || 'nothing'}, which is not . and a host in allowedHosts`;
  } else if (!allowedHosts.includes(url.hostname))
    return `points at ${url.hostname}, which is not in allowedHosts`;
  return undefined;
}

/**
 * Lints a site's rules with the worker's own compiler: unsafe destinations, params the source does
 * not define, and malformed patterns are errors; redirect loops and chains longer than one hop are
 * errors; rules that can never match (a same source earlier without conditions) and duplicate
 * sources with different destinations are warnings.
 */
export function validateRuleFile(
  file: RuleFile,
  /** The site's content pages as visitors address them (`/kop-bil/kampanjer`, `/en/buy-car`). */
  contentPaths: readonly string[] = [],
): ValidationReport {
  const errors: RuleProblem[] = [];
  const warnings: RuleProblem[] = [];
  const fold = (text: string) => (file.caseSensitive ? text : text.toLowerCase());
  file.rules.forEach((rule, index) => {
    const unsafe = unsafeDestination(rule.destination, file.allowedHosts);
    if (unsafe) errors.push({ rule: index, message: `destination ${rule.destination} ${unsafe}` });
    for (const [kind, conditions] of [
      ['has', rule.has],
      ['missing', rule.missing],
    ] as const) {
      for (const condition of conditions ?? []) {
        const slow = condition.value === undefined ? undefined : nestedQuantifier(condition.value);
        if (slow)
          errors.push({
            rule: index,
            message: `(${rule.source}) the ${kind} ${condition.type} value ${condition.value} ${slow}; write it without a quantifier on a group that repeats or alternates`,
          });
      }
    }
    try {
      const sourceKeys = new Map(
        parse(rule.source).flatMap((t) =>
          typeof t === 'string' ? [] : [[String(t.name), t.modifier] as const],
        ),
      );
      const conditionNames = new Set(conditionParamNames(rule.has ?? []));
      const host = /^https:\/\/([^/]+)/.exec(rule.destination)?.[1] ?? '';
      for (const [, name] of host.matchAll(/:([A-Za-z_]\w*)/g)) {
        if (!conditionNames.has(name!) && !sourceKeys.has(name!))
          errors.push({
            rule: index,
            message: `destination host uses :${name}, which the source and conditions do not define`,
          });
      }
      const pathPart = rule.destination.replace(/^https:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
      for (const token of parse(pathPart)) {
        if (typeof token === 'string' || typeof token.name !== 'string') continue;
        const modifier = sourceKeys.get(token.name);
        if (modifier === undefined && !conditionNames.has(token.name)) {
          errors.push({
            rule: index,
            message: `destination uses :${token.name}, which the source and conditions do not define`,
          });
        } else if (modifier !== undefined) {
          const repeats = (m: string) => m === '*' || m === '+';
          const optional = (m: string) => m === '?' || m === '*';
          if (repeats(modifier) !== repeats(token.modifier)) {
            errors.push({
              rule: index,
              message: `:${token.name} repeats on one side only: write it ${modifier === '' ? 'without' : `with ${modifier}`} in the destination too`,
            });
          } else if (optional(modifier) && !optional(token.modifier)) {
            errors.push({
              rule: index,
              message: `:${token.name} is optional in the source but required in the destination`,
            });
          }
        }
      }
    } catch (error) {
      errors.push({
        rule: index,
        message: `source or destination is not a valid pattern: ${(error as Error).message}`,
      });
    }
  });
  if (errors.length > 0) return { errors, warnings };

  const matcher = compileRuleSet(file);
  const firstBySource = new Map<string, number>();
  // Earlier unconditional patterns, to find exact sources they already catch.
  const patterns: Array<{ index: number; regex: RegExp }> = [];
  file.rules.forEach((rule, index) => {
    const tokens = parse(rule.source);
    const exact = tokens.every((t) => typeof t === 'string');
    const unconditional = !rule.has && !rule.missing;
    if (exact) {
      const literal = tokens.join('');
      const catcher = patterns.find((p) => p.regex.test(literal));
      if (catcher)
        warnings.push({
          rule: index,
          message: `shadowed by the pattern of rule ${catcher.index} (${file.rules[catcher.index]!.source}); it never matches`,
        });
    } else if (unconditional) {
      patterns.push({
        index,
        regex: pathToRegexp(rule.source, [], {
          strict: true,
          sensitive: file.caseSensitive,
          delimiter: '/',
        }),
      });
    }
    const key = fold(rule.source);
    const earlier = firstBySource.get(key);
    if (earlier === undefined) firstBySource.set(key, index);
    else if (!file.rules[earlier]!.has && !file.rules[earlier]!.missing) {
      const different = file.rules[earlier]!.destination !== rule.destination;
      warnings.push({
        rule: index,
        message: `shadowed by rule ${earlier} (same source ${rule.source}${different ? `, other destination ${file.rules[earlier]!.destination}` : ''}); it never matches`,
      });
    }
    if (rule.example !== undefined) {
      const answer = matcher.match(
        factsOf(new Request(new URL(rule.example, 'http://validator.invalid'))),
      );
      if (answer?.rule !== index)
        errors.push({
          rule: index,
          message: `example ${rule.example} is answered by ${answer && answer.rule >= 0 ? `rule ${answer.rule}` : 'no rule'}, not by this one`,
        });
    }
    if (!rule.destination.startsWith('/')) return;
    const target = rule.destination.split('#')[0]!;
    if (target.split('?')[0]!.includes(':')) return;
    const next = matcher.match(factsOf(new Request(new URL(target, 'http://validator.invalid'))));
    if (!next) return;
    if (fold(next.location.split('?')[0]!) === fold(rule.source))
      errors.push({
        rule: index,
        message: `loop: ${rule.destination} redirects back to ${rule.source}`,
      });
    else if (next.rule >= 0)
      errors.push({
        rule: index,
        message: `chain: ${rule.destination} is redirected again by rule ${next.rule}`,
      });
  });
  // A rule runs before the pages: a content page its source matches is never seen.
  for (const path of contentPaths) {
    const hit = matcher.match(factsOf(new Request(new URL(path, 'http://validator.invalid'))));
    if (hit && hit.rule >= 0)
      warnings.push({
        rule: hit.rule,
        message: `hides the content page ${path}, which visitors never reach`,
      });
  }
  return { errors, warnings };
}
