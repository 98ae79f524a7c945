import { z } from 'zod';
import { kvKeys } from '../kv-keys.ts';
import type { KVNamespace } from '../platform.ts';
import type { SiteName } from '#client/contracts/site-profile.ts';
import { type CompiledRuleSet, compileRuleSet } from './compile.ts';
import { ruleFileSchema, type RuleFile } from './rule-schema.ts';

/** How often an isolate asks KV whether a site's rules changed: edits show within this plus KV propagation. */
export const defaultRefreshSeconds = 30;

export const storedRuleSetSchema = z.object({ version: z.string().min(1), file: ruleFileSchema });
export type StoredRuleSet = z.infer<typeof storedRuleSetSchema>;

/** A site with no rules in KV still gets the built-in steps (the trailing-slash redirect). */
const builtInOnly = compileRuleSet({ rules: [], caseSensitive: false });

interface Loaded {
  version: string | null;
  matcher: CompiledRuleSet;
  checkedAt: number;
  refreshing?: Promise<void>;
}

// Compiled data keyed by site and carrying its rule-set version: no request state.
const loaded = new Map<SiteName, Loaded>();

/**
 * The site's compiled matcher. Hot, it costs no KV read; when the freshness check is due it reads
 * the small version key (in the background when a matcher is already there) and recompiles only
 * when the version changed. A malformed or half-written document never replaces the last good
 * matcher; it is logged.
 */
export async function matcherFor(
  kv: KVNamespace,
  site: SiteName,
  background: (work: Promise<void>) => void,
  refreshSeconds = defaultRefreshSeconds,
  now = Date.now(),
): Promise<CompiledRuleSet> {
  const current = loaded.get(site);
  if (current && now - current.checkedAt < refreshSeconds * 1000) return current.matcher;
  if (current) {
    current.refreshing ??= refresh(kv, site, current, now);
    background(current.refreshing);
    return current.matcher;
  }
  const first: Loaded = { version: null, matcher: builtInOnly, checkedAt: 0 };
  loaded.set(site, first);
  first.refreshing = refresh(kv, site, first, now);
  await first.refreshing;
  return first.matcher;
}

async function refresh(kv: KVNamespace, site: SiteName, entry: Loaded, now: number): Promise<void> {
  try {
    const version = await kv.get(kvKeys.redirectsVersion(site));
    if (version === null || version === entry.version) return;
    const stored = parseStoredRuleSet(await kv.get(kvKeys.redirects(site)));
    if (!stored || stored.version !== version || stored.file.site !== site) {
      console.error(
        `redirects: the rule set in KV for ${site} (version ${version}) is unusable; keeping version ${entry.version ?? 'none'}`,
      );
      return;
    }
    entry.matcher = compileRuleSet(stored.file);
    entry.version = version;
  } catch (error) {
    console.error(
      `redirects: could not refresh the rules of ${site}; keeping version ${entry.version ?? 'none'}`,
      error,
    );
  } finally {
    entry.checkedAt = now;
    entry.refreshing = undefined;
  }
}

/** A stored rule-set document, or null when it is missing, not JSON or not of the stored shape. */
export function parseStoredRuleSet(text: string | null): StoredRuleSet | null {
  if (text === null) return null;
  try {
    const parsed = storedRuleSetSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Forgets every compiled matcher (tests). */
export function forgetCompiledRules(): void {
  loaded.clear();
}

/**
 * Writes a validated rule set as the site's served version, keeping the one it replaces for
 * rollback. The document is written before the version key, so a reader never sees a version
 * whose document is missing.
 */
export async function publishRuleSet(
  kv: KVNamespace,
  file: RuleFile,
  version: string,
): Promise<void> {
  const previous = await kv.get(kvKeys.redirects(file.site));
  if (previous !== null) await kv.put(kvKeys.redirectsPrevious(file.site), previous);
  const stored: StoredRuleSet = { version, file };
  await kv.put(kvKeys.redirects(file.site), JSON.stringify(stored));
  await kv.put(kvKeys.redirectsVersion(file.site), version);
}
