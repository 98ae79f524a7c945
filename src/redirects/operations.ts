import { kvKeys } from '../kv-keys.ts';
import type { KVNamespace } from '../platform.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { compileRuleSet, type RedirectMatch } from './compile.ts';
import { factsOf } from './request-facts.ts';
import { parseStoredRuleSet, publishRuleSet, type StoredRuleSet } from './rule-store.ts';
import type { RuleFile } from './rule-schema.ts';
import { type ValidationReport, validateRuleFile } from './validate.ts';

/** What operators can do with a site's rules, shared by the CLI and the admin API. */

export interface TestRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** The Fetch request a test request describes; cookies become one Cookie header. */
export function requestFrom(request: TestRequest): Request {
  const headers = new Headers(request.headers);
  if (request.cookies && Object.keys(request.cookies).length > 0) {
    headers.set(
      'cookie',
      Object.entries(request.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  }
  return new Request(request.url, { method: request.method ?? 'GET', headers });
}

/** What a request would get from a rule set: the status, Location and rule, or null when nothing matches. */
export function testRuleSet(
  file: Pick<RuleFile, 'rules' | 'caseSensitive'>,
  request: TestRequest,
): RedirectMatch | null {
  return compileRuleSet(file).match(factsOf(requestFrom(request)));
}

export class RuleSetRefused extends Error {
  override readonly name = 'RuleSetRefused';
  readonly report: ValidationReport;
  constructor(report: ValidationReport) {
    super(`the rule set has ${report.errors.length} error(s)`);
    this.report = report;
  }
}

/** Reads the rule set a site serves now, or null when KV has none (or an unreadable one). */
export async function readServedRuleSet(
  kv: KVNamespace,
  site: SiteName,
  key = kvKeys.redirects(site),
): Promise<StoredRuleSet | null> {
  return parseStoredRuleSet(await kv.get(key));
}

/** Validates, then publishes a rule set as the site's new version; refuses one with errors. */
export async function pushRuleSet(
  kv: KVNamespace,
  file: RuleFile,
  version: string,
): Promise<ValidationReport> {
  const report = validateRuleFile(file);
  if (report.errors.length > 0) throw new RuleSetRefused(report);
  await publishRuleSet(kv, file, version);
  return report;
}

/** Serves the previous rule set again (the current one becomes the previous). */
export async function rollbackRuleSet(kv: KVNamespace, site: SiteName): Promise<StoredRuleSet> {
  const previous = await readServedRuleSet(kv, site, kvKeys.redirectsPrevious(site));
  if (!previous) throw new Error(`${site} has no previous rule set to roll back to`);
  await publishRuleSet(kv, previous.file, previous.version);
  return previous;
}

export interface RuleSetDiff {
  added: RuleFile['rules'];
  removed: RuleFile['rules'];
  /** Rules whose position changed, which matters: the first match wins. */
  moved: number;
}

/** The difference between two rule lists, rule by rule (a rule is its whole JSON). */
export function diffRuleSets(from: RuleFile['rules'], to: RuleFile['rules']): RuleSetDiff {
  const key = (rule: RuleFile['rules'][number]) => JSON.stringify(rule);
  const fromKeys = from.map(key);
  const toKeys = to.map(key);
  const fromSet = new Set(fromKeys);
  const toSet = new Set(toKeys);
  const kept = toKeys.filter((k) => fromSet.has(k));
  const keptBefore = fromKeys.filter((k) => toSet.has(k));
  return {
    added: to.filter((_, i) => !fromSet.has(toKeys[i]!)),
    removed: from.filter((_, i) => !toSet.has(fromKeys[i]!)),
    moved: kept.filter((k, i) => keptBefore[i] !== k).length,
  };
}
