// `npm run redirects -- <command>`: operations on the sites' redirect rules, with the worker's own
// compiler, matcher and validator. Run without arguments for the usage.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';
import type { KVNamespace } from '#src/platform.ts';
import {
  diffRuleSets,
  pushRuleSet,
  readServedRuleSet,
  rollbackRuleSet,
  RuleSetRefused,
  testRuleSet,
} from '#src/redirects/operations.ts';
import { type RedirectRule, type RuleFile, ruleFileSchema } from '#src/redirects/rule-schema.ts';
import { validateRuleFile } from '#src/redirects/validate.ts';
import { sites } from '#src/sites/catalogue.ts';
import { type SiteName, siteNameSchema } from '#client/contracts/site-profile.ts';
import { readSiteSeeds, ruleSetVersion } from './seed.ts';
import { localisedPath } from '#src/sites/language.ts';

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

const usage = `Usage: npm run redirects -- <command> [options]
  validate [site]                      schema errors, unsafe destinations, loops, chains (exit 1); warnings
  test <site|--rules FILE> <url> [--host H] [--header k:v]... [--cookie k=v]... [--method M] [--json]
  list <site>                          the rules, numbered in match order
  diff <site> [--local|--remote]       the file against what KV serves
  push <site|--all> [--local|--remote] validate, write to KV as a new version (keeps the previous)
  rollback <site> [--local|--remote]   serve the previous version again
  add <site> <source> <destination> [--temporary] [--at N]
  remove <site> <rule number|source>
Options: --dir DIR (rule files, default redirects/), --persist DIR (local state, default .wrangler/state)`;

class UsageError extends Error {}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rules: { type: 'string' },
    host: { type: 'string' },
    header: { type: 'string', multiple: true },
    cookie: { type: 'string', multiple: true },
    method: { type: 'string' },
    json: { type: 'boolean', default: false },
    local: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    temporary: { type: 'boolean', default: false },
    at: { type: 'string' },
    dir: { type: 'string', default: 'redirects' },
    persist: { type: 'string', default: '.wrangler/state' },
  },
});

const dir = resolve(values.dir);
const fileOf = (site: SiteName) => join(dir, `${site}.json`);

function siteArg(value: string | undefined): SiteName {
  const parsed = siteNameSchema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(`"${value ?? ''}" is not a site: ${Object.keys(sites).join(', ')}`);
  return parsed.data;
}

function readRules(path: string): RuleFile {
  const parsed = ruleFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${path}:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  return parsed.data;
}

function writeRules(file: RuleFile): void {
  const report = validateRuleFile(file);
  if (report.errors.length > 0) throw new RuleSetRefused(report);
  writeFileSync(fileOf(file.site), `${JSON.stringify(file, null, 2)}\n`);
}

function pairs(list: string[] | undefined, separator: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of list ?? []) {
    const at = item.indexOf(separator);
    if (at <= 0) throw new UsageError(`"${item}" is not name${separator}value`);
    out[item.slice(0, at).trim()] = item.slice(at + 1).trim();
  }
  return out;
}

/** KV as the CLI reaches it: the local state `npm start` serves, or the production namespace through wrangler. */
async function withKv<T>(work: (kv: KVNamespace) => Promise<T>): Promise<T> {
  if (values.local && values.remote) throw new UsageError('choose --local or --remote, not both');
  if (values.remote) return work(remoteKv());
  const { env, dispose } = await getPlatformProxy<{ REDIRECTS_KV: KVNamespace }>({
    configPath: 'wrangler.toml',
    persist: { path: `${values.persist}/v3` },
  });
  try {
    return await work(env.REDIRECTS_KV);
  } finally {
    await dispose();
  }
}

// The production namespace through wrangler's own login (`wrangler login` or CLOUDFLARE_API_TOKEN).
function remoteKv(): KVNamespace {
  const wrangler = (...args: string[]) =>
    execFileSync(
      'npx',
      [
        'wrangler',
        'kv',
        'key',
        ...args,
        '--binding',
        'REDIRECTS_KV',
        '--env',
        'production',
        '--remote',
      ],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  return {
    async get(key: string) {
      try {
        return wrangler('get', key);
      } catch {
        return null;
      }
    },
    async put(key: string, value: string) {
      wrangler('put', key, value);
    },
  } as unknown as KVNamespace;
}

/** The site's seeded content pages as visitors address them, for the hidden-page warning. */
function seededContentPaths(site: SiteName, seeds: ReturnType<typeof readSiteSeeds>): string[] {
  const seed = seeds.find((entry) => entry.site === site);
  return (seed?.pages ?? []).flatMap((pages) =>
    pages.routes.map((route) => localisedPath(sites[site], pages.language, route.path)),
  );
}

function printReport(site: string, report: ReturnType<typeof validateRuleFile>): void {
  for (const e of report.errors) console.log(`${site}: error: rule ${e.rule}: ${e.message}`);
  for (const w of report.warnings) console.log(`${site}: warning: rule ${w.rule}: ${w.message}`);
}

const describeRule = (rule: RedirectRule) =>
  `${rule.source} -> ${rule.destination} (${rule.statusCode ?? (rule.permanent ? 308 : 307)}${rule.has ? ', has' : ''}${rule.missing ? ', missing' : ''})`;

async function main(): Promise<number> {
  const [command, ...args] = positionals;
  switch (command) {
    case 'validate': {
      const names = args[0] ? [siteArg(args[0])] : (Object.keys(sites) as SiteName[]);
      const seeds = readSiteSeeds();
      let failed = false;
      for (const site of names) {
        let file: RuleFile;
        try {
          file = readRules(fileOf(site));
        } catch (error) {
          console.log(`${site}: error: ${(error as Error).message}`);
          failed = true;
          continue;
        }
        const report = validateRuleFile(file, seededContentPaths(site, seeds));
        printReport(site, report);
        console.log(
          `${site}: ${file.rules.length} rules, ${report.errors.length} errors, ${report.warnings.length} warnings`,
        );
        failed ||= report.errors.length > 0;
      }
      return failed ? 1 : 0;
    }
    case 'test': {
      const file = values.rules
        ? readRules(resolve(values.rules))
        : readRules(fileOf(siteArg(args.shift())));
      const target = args[0];
      if (!target) throw new UsageError('test needs a URL or path');
      const url = new URL(target, `http://${values.host ?? sites[file.site].devHost}`);
      if (values.host) url.host = values.host;
      const hit = testRuleSet(file, {
        url: url.toString(),
        method: values.method ?? 'GET',
        headers: pairs(values.header, ':'),
        cookies: pairs(values.cookie, '='),
      });
      if (values.json)
        console.log(JSON.stringify(hit ?? { status: null, location: null, rule: null }));
      else if (!hit) console.log(`no rule matches ${url.pathname}${url.search}`);
      else
        console.log(
          `${hit.status} ${hit.location}  (${hit.rule === -1 ? 'built-in trailing-slash redirect' : `rule ${hit.rule}: ${describeRule(file.rules[hit.rule]!)}`})`,
        );
      return 0;
    }
    case 'list': {
      const file = readRules(fileOf(siteArg(args[0])));
      file.rules.forEach((rule, i) =>
        console.log(`${String(i).padStart(4)}  ${describeRule(rule)}`),
      );
      return 0;
    }
    case 'diff': {
      const file = readRules(fileOf(siteArg(args[0])));
      return withKv(async (kv) => {
        const served = await readServedRuleSet(kv, file.site);
        const diff = diffRuleSets(served?.file.rules ?? [], file.rules);
        console.log(
          `${file.site}: KV serves ${served ? `version ${served.version}` : 'nothing'}; the file would be ${ruleSetVersion(file)}`,
        );
        for (const rule of diff.added) console.log(`+ ${describeRule(rule)}`);
        for (const rule of diff.removed) console.log(`- ${describeRule(rule)}`);
        if (diff.moved) console.log(`~ ${diff.moved} rules in another position`);
        return 0;
      });
    }
    case 'push': {
      const names = values.all ? (Object.keys(sites) as SiteName[]) : [siteArg(args[0])];
      return withKv(async (kv) => {
        for (const site of names) {
          const file = readRules(fileOf(site));
          const version = ruleSetVersion(file);
          const report = await pushRuleSet(kv, file, version);
          printReport(site, report);
          console.log(`${site}: pushed ${file.rules.length} rules as version ${version}`);
        }
        return 0;
      });
    }
    case 'rollback': {
      const site = siteArg(args[0]);
      return withKv(async (kv) => {
        const restored = await rollbackRuleSet(kv, site);
        console.log(
          `${site}: serving version ${restored.version} again (${restored.file.rules.length} rules)`,
        );
        return 0;
      });
    }
    case 'add': {
      const [name, source, destination] = args;
      if (!source || !destination)
        throw new UsageError('add needs a site, a source and a destination');
      const file = readRules(fileOf(siteArg(name)));
      const at = values.at === undefined ? file.rules.length : Number(values.at);
      if (!Number.isInteger(at) || at < 0 || at > file.rules.length)
        throw new UsageError(`--at must be 0..${file.rules.length}`);
      file.rules.splice(at, 0, { source, destination, permanent: !values.temporary });
      writeRules(ruleFileSchema.parse(file));
      console.log(`${file.site}: added rule ${at}: ${describeRule(file.rules[at]!)}`);
      return 0;
    }
    case 'remove': {
      const [name, which] = args;
      const file = readRules(fileOf(siteArg(name)));
      const index = /^\d+$/.test(which ?? '')
        ? Number(which)
        : file.rules.findIndex((r) => r.source === which);
      const removed = file.rules[index];
      if (!removed) throw new UsageError(`${file.site} has no rule ${which ?? ''}`);
      file.rules.splice(index, 1);
      writeRules(file);
      console.log(`${file.site}: removed rule ${index}: ${describeRule(removed)}`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof RuleSetRefused) {
    for (const e of error.report.errors) console.error(`error: rule ${e.rule}: ${e.message}`);
    console.error(`refused: ${error.message}`);
  } else if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else {
    console.error((error as Error).message);
  }
  process.exitCode ||= 1;
}
