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

// Compiled condition regexes, shared across rule sets; a pattern is compiled once per isolate.
const patterns = new Map<string, RegExp>();
function wholeValue(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(`^${pattern}$`);
    patterns.set(pattern, regex);
  }
  return regex;
}

/**
 * One condition as Next.js' matchHas reads it: without a value, the key must be present (and its
 * value becomes a param named after the key); with a value, the regex must match the whole value,
 * and its named groups become params (a host match without groups becomes `host`).
 */
function holds(condition: Condition, facts: RequestFacts, params: Params): boolean {
  const value = valueOf(condition, facts);
  // Next.js treats an empty value as absent, whatever the pattern.
  if (!value) return false;
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
  if (has && !has.every((condition) => holds(condition, facts, params))) return false;
  if (missing && missing.some((condition) => holds(condition, facts, {}))) return false;
  return true;
}
