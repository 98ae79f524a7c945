import { type Key, parse, pathToRegexp } from 'path-to-regexp';
import { conditionsHold, type Params } from './conditions.ts';
import { buildLocation, type CompiledDestination, compileDestination } from './destination.ts';
import type { RequestFacts } from './request-facts.ts';
import type { Condition, RedirectRule, RuleFile } from './rule-schema.ts';
import { SegmentIndex, segmentShapes } from './segment-index.ts';

/** A redirect answer: the status, the Location and the index of the rule in its file. */
export interface RedirectMatch {
  status: 301 | 302 | 303 | 307 | 308;
  location: string;
  /** Index in the file's rule list; -1 for the built-in trailing-slash step. */
  rule: number;
}

interface CompiledRule {
  index: number;
  rule: RedirectRule;
  /** The source as literal text (escapes resolved), for exact sources. */
  literal: string;
  /** Undefined for an exact source: the hash map already matched the path. */
  regex?: RegExp;
  keys: Key[];
  destination: CompiledDestination;
  status: RedirectMatch['status'];
}

export interface CompiledRuleSet {
  readonly size: number;
  match(facts: RequestFacts): RedirectMatch | null;
}

const noRules: readonly number[] = [];

// Like Next.js with trailingSlash: false, a path ending in `/` first redirects to the path
// without it (one slash, any path but the root and /.well-known).
const trailingSlash = /^\/(?!\.well-known(?:\/|$))((?:[^/]+\/)*[^/]+)\/$/;

/**
 * Compiles a site's rules once: exact sources go into a hash map, pattern sources into a segment
 * trie. A request looks only at the rules its path can match and takes the lowest-numbered one
 * that does, so the file order holds across both kinds, and the cost grows neither with the
 * number of exact rules nor with patterns whose segments the path does not have.
 */
export function compileRuleSet(file: Pick<RuleFile, 'rules' | 'caseSensitive'>): CompiledRuleSet {
  const sensitive = file.caseSensitive;
  const fold = (text: string) => (sensitive ? text : text.toLowerCase());
  const exact = new Map<string, number[]>();
  const patterns = new SegmentIndex();
  const compiled = file.rules.map((rule, index) => compileRule(rule, index, sensitive));

  for (const rule of compiled) {
    if (rule.regex) patterns.add(segmentShapes(rule.rule.source, fold), rule.index);
    else push(exact, fold(rule.literal), rule.index);
  }

  return {
    size: compiled.length,
    match(facts) {
      if (facts.method !== 'GET' && facts.method !== 'HEAD') return null;
      // Like Next.js, a path with repeated slashes or a backslash first redirects to the path with
      // single slashes, before any rule. (In the worker a backslash never gets here: workerd has
      // made it a slash already; facts built by hand can still hold one.)
      if (facts.path.includes('//') || facts.path.includes('\\')) {
        return {
          status: 308,
          location: `${facts.path.replace(/[/\\]+/g, '/')}${facts.search ? `?${facts.search}` : ''}`,
          rule: -1,
        };
      }
      const slash = facts.path.endsWith('/') ? trailingSlash.exec(facts.path) : null;
      if (slash) {
        return {
          status: 308,
          location: `/${slash[1]}${facts.search ? `?${facts.search}` : ''}`,
          rule: -1,
        };
      }
      const path = fold(facts.path);
      const candidates = inFileOrder([exact.get(path) ?? noRules, ...patterns.candidates(path)]);
      for (const index of candidates) {
        const found = tryRule(compiled[index]!, facts);
        if (found) return found;
      }
      return null;
    },
  };
}

function compileRule(rule: RedirectRule, index: number, sensitive: boolean): CompiledRule {
  const tokens = parse(rule.source);
  const isExact = tokens.every((token) => typeof token === 'string');
  const keys: Key[] = [];
  const regex = isExact
    ? undefined
    : pathToRegexp(rule.source, keys, { strict: true, sensitive, delimiter: '/' });
  const paramNames = [
    ...keys.map((key) => String(key.name)),
    ...conditionParamNames(rule.has ?? []),
  ];
  return {
    index,
    rule,
    literal: isExact ? tokens.join('') : rule.source,
    ...(regex ? { regex } : {}),
    keys,
    destination: compileDestination(rule.destination, paramNames),
    status: rule.statusCode ?? (rule.permanent ? 308 : 307),
  };
}

function tryRule(rule: CompiledRule, facts: RequestFacts): RedirectMatch | null {
  const params: Params = {};
  if (rule.regex) {
    const match = rule.regex.exec(facts.path);
    if (!match) return null;
    rule.keys.forEach((key, i) => {
      const value = match[i + 1];
      // Unnamed groups are not params (Next.js removeUnnamedParams). A repeated param stays the
      // matched text: splitting it into segments and joining them again gives the same string.
      if (value === undefined || typeof key.name === 'number') return;
      params[key.name] = value;
    });
  }
  if (!conditionsHold(rule.rule.has, rule.rule.missing, facts, params)) return null;
  let location: string | null;
  try {
    location = buildLocation(rule.destination, params, facts.search);
  } catch (error) {
    // A destination needing a param this request did not give (the validator refuses such rules;
    // one may still arrive through KV): the request goes on rather than failing.
    console.error(
      `redirects: rule ${rule.index} (${rule.rule.source}) cannot build its destination`,
      error,
    );
    return null;
  }
  // Never emit what a browser would read as another host, whatever a param held.
  if (
    location === null ||
    /^(\/[/\\]|[^/]*\\)/.test(location) ||
    (!location.startsWith('/') && !rule.destination.absolute)
  )
    return null;
  return { status: rule.status, location, rule: rule.index };
}

/** Params a rule's `has` conditions can provide: named groups, a valueless key, `host`. */
export function conditionParamNames(conditions: Condition[]): string[] {
  const names = new Set<string>();
  for (const condition of conditions) {
    for (const group of condition.value?.matchAll(/\(\?<(\w+)>/g) ?? []) names.add(group[1]!);
    if (condition.value === undefined && condition.key)
      names.add(condition.key.replace(/[^a-zA-Z0-9]/g, ''));
    if (condition.type === 'host') names.add('host');
  }
  return [...names];
}

function push(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

/** Ascending lists of rule indices as one ascending list (the lists are short and few). */
function inFileOrder(lists: readonly (readonly number[])[]): readonly number[] {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? noRules;
  return nonEmpty.flat().sort((x, y) => x - y);
}
