import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { kvKeys } from '#src/kv-keys.ts';
import { publishRuleSet } from '#src/redirects/rule-store.ts';
import { type RuleFile, ruleFileSchema } from '#src/redirects/rule-schema.ts';
import { validateRuleFile } from '#src/redirects/validate.ts';
import type { D1Database, KVNamespace } from '#src/platform.ts';
import type { Language, SiteName } from '#client/contracts/site-profile.ts';
import { sites } from '#src/sites/catalogue.ts';
import { type PagesFile, pagesFileSchema, type SiteSeed, siteFileSchema } from './seed-schema.ts';
import { seedStories } from './seed-stories.ts';
import { carFields } from '#client/contracts/car-document.ts';
import { siteFields } from '#client/contracts/site-document.ts';
import { precomputeSearchSummaries } from '#src/search/d1/summary.ts';
import { allDealerSites, siteDocument } from './stock/dealer-sites.ts';
import { generateAllStock, type StockCar, type StockOptions } from './stock/generate-stock.ts';

const here = import.meta.dirname;

/**
 * Reads a folder of per-site JSON files (`<site>.json`), each validated with its schema; a bad
 * file stops seeding with its path and issues.
 */
function readSiteFiles<T extends { site: string }>(dir: string, schema: z.ZodType<T>): T[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = schema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) {
        throw new Error(
          `${dir}/${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      }
      if (`${parsed.data.site}.json` !== file)
        throw new Error(`${dir}/${file}: names site ${parsed.data.site}`);
      return parsed.data;
    });
}

function readJsonFile<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/**
 * Every site's seed content from kv-seed/content/<site>/: site.json and, per language, its pages
 * in `pages.<lang>.json` plus any topic files `pages.<lang>.<topic>.json` (stories, block
 * showcases...), merged after it by topic name. Each file must name the folder's site and the language
 * in its name; a path seeded twice in one language stops seeding.
 */
export function readSiteSeeds(dir = join(here, 'content')): SiteSeed[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const folder = join(dir, name);
      const file = readJsonFile(join(folder, 'site.json'), siteFileSchema);
      if (file.site !== name) throw new Error(`${folder}/site.json: names site ${file.site}`);
      const byLanguage = new Map<string, PagesFile>();
      for (const f of readdirSync(folder)
        .filter((f) => pagesFileName.test(f))
        .sort(byPagesFileOrder)) {
        const pagesFile = readJsonFile(join(folder, f), pagesFileSchema);
        if (pagesFile.site !== name || pagesFileName.exec(f)?.[1] !== pagesFile.language) {
          throw new Error(`${folder}/${f}: names ${pagesFile.site} ${pagesFile.language}`);
        }
        const merged = byLanguage.get(pagesFile.language);
        if (!merged) {
          byLanguage.set(pagesFile.language, { ...pagesFile, routes: [...pagesFile.routes] });
          continue;
        }
        const seen = new Set(merged.routes.map((route) => route.path));
        const twice = pagesFile.routes.find((route) => seen.has(route.path));
        if (twice)
          throw new Error(
            `${folder}/${f}: ${twice.path} is already seeded in ${pagesFile.language}`,
          );
        merged.routes.push(...pagesFile.routes);
      }
      // The site's first language first: the sitemap and route index follow the site's order.
      const pages = [...byLanguage.values()].sort(
        (a, b) =>
          sites[file.site].languages.indexOf(a.language) -
          sites[file.site].languages.indexOf(b.language),
      );
      return { site: file.site, file, pages };
    });
}

/** `pages.sv.json`, `pages.sv.stories.json`: the language is the first part after `pages.`. */
const pagesFileName = /^pages\.([a-z]{2})(?:\.([a-z0-9-]+))?\.json$/;

/** A language's own pages file first, then its topic files by name. */
function byPagesFileOrder(a: string, b: string): number {
  const [, langA = '', topicA = ''] = pagesFileName.exec(a) ?? [];
  const [, langB = '', topicB = ''] = pagesFileName.exec(b) ?? [];
  return langA.localeCompare(langB) || topicA.localeCompare(topicB);
}

/** The SQL statements of the D1 migrations, in order (D1's exec is line-based, so we split). */
export function readMigrations(dir = join(here, 'd1-migrations')): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .split(/;\s*(?:\n|$)/)
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

/** Writes the content of every site into the content namespace. */
export async function seedContent(
  kv: KVNamespace,
  seeds: SiteSeed[] = readSiteSeeds(),
): Promise<number> {
  let written = 0;
  for (const { site, file, pages } of seeds) {
    const writes: Array<[string, unknown]> = [
      [kvKeys.siteSettings(site), file.settings],
      [kvKeys.brands(site), file.brands],
      ...Object.entries(file.shell).map(
        ([language, shell]) =>
          [kvKeys.shell(site, language as Language), shell] as [string, unknown],
      ),
      [
        kvKeys.routeIndex(site),
        pages.flatMap(({ language, routes }) =>
          routes.map(({ itemId, path, lastModified }) => ({
            itemId,
            path,
            language,
            lastModified,
          })),
        ),
      ],
      ...pages.flatMap(({ language, routes }) =>
        routes.map(
          ({ lastModified: _lastModified, ...route }) =>
            [kvKeys.route(site, language, route.path), { ...route, itemLanguage: language }] as [
              string,
              unknown,
            ],
        ),
      ),
    ];
    for (const [key, value] of writes) await kv.put(key, JSON.stringify(value));
    await pruneStaleRoutes(kv, site, new Set(writes.map(([key]) => key)));
    written += writes.length;
    written += await seedStories(kv, site);
  }
  return written;
}

/**
 * Re-seeding makes the store match the seed: a page removed from (or renamed in) the seed files
 * would otherwise keep answering from an earlier seed's route key and hide, for example, the
 * dynamic dealer page now served at its old path.
 */
async function pruneStaleRoutes(
  kv: KVNamespace,
  site: SiteName,
  seeded: Set<string>,
): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: kvKeys.routePrefix(site), ...(cursor ? { cursor } : {}) });
    for (const { name } of page.keys) if (!seeded.has(name)) await kv.delete(name);
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

/** A value as an SQL literal on one line: lists and objects as JSON text, booleans as 0/1. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a number for SQL: ${value}`);
    return String(value);
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const quoted = `'${text.includes("'") ? text.replaceAll("'", "''") : text}'`;
  // exec() reads a statement per line: line breaks inside a text are spliced in with char().
  if (!quoted.includes('\n') && !quoted.includes('\r')) return quoted;
  return quoted.replaceAll('\r', "' || char(13) || '").replaceAll('\n', "' || char(10) || '");
}

/**
 * Rows are written as multi-row INSERTs with literal values, many statements per exec() call.
 * Measured in miniflare: a statement in db.batch() costs about thirty times what it costs in
 * exec(); binding is out anyway, since the cars table has about a hundred columns and D1 binds
 * at most 100 parameters a statement; and spreading one JSON parameter over the columns
 * (json_each) made SQLite re-read the JSON per column, four times slower than literals. The
 * literals come from our own generated data, never from input. Each statement stays under D1's
 * 100 KB statement limit.
 */
const bytesPerStatement = 95_000;
/** Statements per exec() call. */
const statementsPerExec = 20;

async function insertRows(
  db: D1Database,
  table: string,
  columns: readonly string[],
  documents: Iterable<Record<string, unknown>>,
): Promise<number> {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  let count = 0;
  let rows: string[] = [];
  let size = head.length;
  let statements: string[] = [];
  // One exec() in flight while the next statements are built: the database and the generator
  // work at the same time. Statements still run in order.
  let inFlight: Promise<unknown> = Promise.resolve();
  const send = async () => {
    await inFlight;
    inFlight = db.exec(statements.join('\n'));
    // Reported when awaited next, not as an unhandled rejection meanwhile.
    inFlight.catch(() => {});
    statements = [];
  };
  const flushRows = () => {
    if (rows.length > 0) statements.push(`${head}${rows.join(',')};`);
    rows = [];
    size = head.length;
  };
  for (const document of documents) {
    const row = `(${columns.map((column) => sqlLiteral(document[column])).join(',')})`;
    if (size + row.length + 2 > bytesPerStatement) {
      flushRows();
      if (statements.length >= statementsPerExec) await send();
    }
    rows.push(row);
    size += row.length + 1;
    count++;
  }
  flushRows();
  if (statements.length > 0) await send();
  await inFlight;
  return count;
}

/**
 * The migrations split for a bulk load: everything but the CREATE INDEX statements now, those
 * after the load. An index whose table a later migration drops is left out with the table.
 */
export function deferIndexes(statements: readonly string[]): {
  now: string[];
  afterLoad: string[];
} {
  const now: string[] = [];
  let afterLoad: string[] = [];
  for (const sql of statements) {
    const dropped = /^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?(\w+)/i.exec(sql)?.[1];
    if (dropped)
      afterLoad = afterLoad.filter(
        (index) => !new RegExp(`\\sON\\s+${dropped}\\s*\\(`, 'i').test(index),
      );
    if (/^CREATE\s+(?:UNIQUE\s+)?INDEX/i.test(sql)) afterLoad.push(sql);
    else now.push(sql);
  }
  return { now, afterLoad };
}

export interface SeedStockOptions extends StockOptions {
  /** The stock to write, by index (default: generated at the asked size). */
  stock?: Iterable<Iterable<StockCar>>;
}

/**
 * Applies the schema (which recreates the search tables) and writes the generated stock and the
 * dealer sites of every site, then builds the full-text indexes in one pass.
 */
export async function seedStock(
  db: D1Database,
  options: SeedStockOptions = {},
): Promise<{ cars: number; sites: number }> {
  // Indexes are built after the bulk load: one sorted pass each instead of a b-tree insert per row.
  const { now, afterLoad } = deferIndexes(readMigrations());
  await db.batch(now.map((sql) => db.prepare(sql)));
  let cars = 0;
  for (const index of options.stock ?? generateAllStock(options))
    cars += await insertRows(db, 'cars', ['car_index', ...carFields], index);
  const dealers = allDealerSites().map((dealer) => ({
    site_index: sites[dealer.siteName].indexes.sites,
    ...siteDocument(dealer),
  }));
  const dealerCount = await insertRows(db, 'sites', ['site_index', ...siteFields], dealers);
  await db.batch([
    ...afterLoad.map((sql) => db.prepare(sql)),
    db.prepare("INSERT INTO cars_fts(cars_fts) VALUES('rebuild')"),
    db.prepare("INSERT INTO sites_fts(sites_fts) VALUES('rebuild')"),
    // Statistics for the planner, which has ten indexes on cars to choose from.
    db.prepare('ANALYZE'),
  ]);
  // The unfiltered counts, so no visitor's first search pays for counting a whole index.
  await precomputeSearchSummaries(db);
  return { cars, sites: dealerCount };
}

/**
 * Reads every site's rule file in redirects/ and validates it with the worker's own compiler; a
 * file with errors stops seeding with each problem named.
 */
export function readRuleFiles(dir = join(here, '../redirects')): RuleFile[] {
  const files = readSiteFiles(dir, ruleFileSchema);
  for (const file of files) {
    const { errors } = validateRuleFile(file);
    if (errors.length > 0) {
      throw new Error(
        `${dir}/${file.site}.json: ${errors.map((e) => `rule ${e.rule}: ${e.message}`).join('; ')}`,
      );
    }
  }
  return files;
}

/** The version of a rule set: a hash of its content, so re-seeding the same rules changes nothing. */
export function ruleSetVersion(file: RuleFile): string {
  return createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 16);
}

/** Publishes every site's rules into the redirects namespace, as operations would push them. */
export async function seedRedirects(
  kv: KVNamespace,
  files: RuleFile[] = readRuleFiles(),
): Promise<number> {
  let rules = 0;
  for (const file of files) {
    await publishRuleSet(kv, file, ruleSetVersion(file));
    rules += file.rules.length;
  }
  return rules;
}
