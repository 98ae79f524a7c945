import type { Condition } from './rule-schema.ts';
import type { RequestFacts } from './request-facts.ts';

export type Params = Record<string, string | string[]>;

const safeParamName = (key: string) => key.replace(/[^a-zA-Z0-9]/g, '');

function valueOf(condition: Condition, facts: RequestFacts): string | undefined {
  switch (condition.type) {
    case 'header':
      return facts.header(condition.key);
    case 'cookie':
      return facts.cookie(condition.key);
    case 'query':
      // Like Next.js, the last of repeated values counts.
      return facts.query(condition.key).at(-1);
    case 'host':
      return facts.hostname;
  }
}

/**
 * Why a condition value (a regex) could take exponential time, or undefined: a quantified group
 * that holds a quantifier or an alternation, as `(a+)+`, `(a*)*`, `(a|aa)+` and `(\\w+\\s?)*`,
 * backtracks through every way of splitting a near-miss value.
 */
export function nestedQuantifier(pattern: string): string | undefined {
  // Per open group: whether it holds a quantifier or an alternation so far.
  const groups: boolean[] = [];
  // Whether the character just read closed such a group.
  let riskyGroupBefore = false;
  const mark = () => {
    if (groups.length > 0) groups[groups.length - 1] = true;
  };
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    const afterRiskyGroup = riskyGroupBefore;
    riskyGroupBefore = false;
    if (char === '\\') i += 1;
    else if (char === '[') {
      // A class is one character: skip to its end.
      for (i += 1; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i += 1;
    } else if (char === '(') groups.push(false);
    else if (char === ')') {
      riskyGroupBefore = groups.pop() ?? false;
      if (riskyGroupBefore) mark();
    } else if (char === '|') mark();
    else if (
      char === '*' ||
      char === '+' ||
      /^\{\d*,\d*\}|^\{\d*[2-9]\d*\}/.test(pattern.slice(i))
    ) {
      if (afterRiskyGroup)
        return 'repeats a group that itself repeats or alternates (nested quantifiers can take seconds on a crafted value)';
      mark();
    }
  }
  return undefined;
}

/** Longer header, cookie, query or host values are not matched against a condition's regex. */
export const maxConditionValueLength = 1024;

// Compiled condition regexes, shared across rule sets; a pattern is compiled once per isolate.
const patterns = new Map<string, RegExp>();
const never = /(?!)/;
function wholeValue(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    // The validator refuses such a pattern; one may still arrive through a hand-edited KV document.
    const unsafe = nestedQuantifier(pattern);
    if (unsafe) console.error(`redirects: the condition value ${pattern} never matches: ${unsafe}`);
    regex = unsafe ? never : new RegExp(`^${pattern}$`);
    patterns.set(pattern, regex);
  }
  return regex;
}

/**
 * One condition as Next.js' matchHas reads it: without a value, the key must be present (and its
 * value becomes a param named after the key); with a value, the regex must match the whole value,
 * and its named groups become params (a host match without groups becomes `host`). Undefined: a
 * value too long to match against a regex in bounded time.
 */
function holds(condition: Condition, facts: RequestFacts, params: Params): boolean | undefined {
  const value = valueOf(condition, facts);
  // Next.js treats an empty value as absent, whatever the pattern.
  if (!value) return false;
  if (condition.value !== undefined && value.length > maxConditionValueLength) return undefined;
  if (condition.value === undefined) {
    if (condition.type !== 'host') params[safeParamName(condition.key)] = value;
    return true;
  }
  const match = wholeValue(condition.value).exec(value);
  if (!match) return false;
  if (match.groups) Object.assign(params, match.groups);
  else if (condition.type === 'host' && match[0]) params.host = match[0];
  return true;
}

/** Whether every `has` condition holds and no `missing` one does; collects their params. */
export function conditionsHold(
  has: Condition[] | undefined,
  missing: Condition[] | undefined,
  facts: RequestFacts,
  params: Params,
): boolean {
  // A condition that cannot be decided (an over-long value) keeps the rule from matching either way.
  if (has && !has.every((condition) => holds(condition, facts, params) === true)) return false;
  if (missing && missing.some((condition) => holds(condition, facts, {}) !== false)) return false;
  return true;
}
