import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { kvKeys } from '../src/kv-keys.ts';
import { publishRuleSet } from '../src/redirects/rule-store.ts';
import { type RuleFile, ruleFileSchema } from '../src/redirects/rule-schema.ts';
import { validateRuleFile } from '../src/redirects/validate.ts';
import type { D1Database, KVNamespace } from '../src/platform.ts';
import { type Language, sites } from '../src/sites/catalogue.ts';
import { type PagesFile, pagesFileSchema, type SiteSeed, siteFileSchema } from './seed-schema.ts';
import { seedStories } from './seed-stories.ts';
import { generateAllStock, type StockRow } from './stock/generate-stock.ts';

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
        throw new Error(`${dir}/${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      if (`${parsed.data.site}.json` !== file) throw new Error(`${dir}/${file}: names site ${parsed.data.site}`);
      return parsed.data;
    });
}

function readJsonFile<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
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
      for (const f of readdirSync(folder).filter((f) => pagesFileName.test(f)).sort(byPagesFileOrder)) {
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
        if (twice) throw new Error(`${folder}/${f}: ${twice.path} is already seeded in ${pagesFile.language}`);
        merged.routes.push(...pagesFile.routes);
      }
      // The site's first language first: the sitemap and route index follow the site's order.
      const pages = [...byLanguage.values()].sort(
        (a, b) => sites[file.site].languages.indexOf(a.language) - sites[file.site].languages.indexOf(b.language),
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
export async function seedContent(kv: KVNamespace, seeds: SiteSeed[] = readSiteSeeds()): Promise<number> {
  let written = 0;
  for (const { site, file, pages } of seeds) {
    const writes: Array<[string, unknown]> = [
      [kvKeys.siteSettings(site), file.settings],
      [kvKeys.brands(site), file.brands],
      ...Object.entries(file.shell).map(([language, shell]) => [kvKeys.shell(site, language as Language), shell] as [string, unknown]),
      [
        kvKeys.routeIndex(site),
        pages.flatMap(({ language, routes }) => routes.map(({ itemId, path, lastModified }) => ({ itemId, path, language, lastModified }))),
      ],
      ...pages.flatMap(({ language, routes }) =>
        routes.map(({ lastModified: _lastModified, ...route }) => [kvKeys.route(site, language, route.path), { ...route, itemLanguage: language }] as [string, unknown]),
      ),
    ];
    for (const [key, value] of writes) await kv.put(key, JSON.stringify(value));
    written += writes.length;
    written += await seedStories(kv, site);
  }
  return written;
}

const stockColumns: Array<keyof StockRow> = [
  'car_index', 'car_id', 'slug', 'car_brand', 'car_model', 'car_year', 'car_fuel',
  'car_mileage', 'car_price', 'car_price_currency', 'car_publishdate',
];

/** Rows per INSERT: D1 allows at most 100 bound parameters in one statement. */
const rowsPerInsert = Math.floor(100 / stockColumns.length);
/** Statements per batch; prepared per batch, since each prepare may be a round trip (wrangler's proxy). */
const statementsPerBatch = 40;

/** Applies the schema and replaces the car index with the generated stock. */
export async function seedStock(db: D1Database, rows: StockRow[] = generateAllStock()): Promise<number> {
  await db.batch(readMigrations().map((sql) => db.prepare(sql)));
  await db.prepare('DELETE FROM cars').run();
  const rowsPerBatch = rowsPerInsert * statementsPerBatch;
  for (let start = 0; start < rows.length; start += rowsPerBatch) {
    const statements = [];
    for (let i = start; i < Math.min(start + rowsPerBatch, rows.length); i += rowsPerInsert) {
      const chunk = rows.slice(i, i + rowsPerInsert);
      const values = chunk
        .map((_, r) => `(${stockColumns.map((_, c) => `?${r * stockColumns.length + c + 1}`).join(', ')})`)
        .join(', ');
      statements.push(
        db
          .prepare(`INSERT INTO cars (${stockColumns.join(', ')}) VALUES ${values}`)
          .bind(...chunk.flatMap((row) => stockColumns.map((column) => row[column]))),
      );
    }
    await db.batch(statements);
  }
  return rows.length;
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
      throw new Error(`${dir}/${file.site}.json: ${errors.map((e) => `rule ${e.rule}: ${e.message}`).join('; ')}`);
    }
  }
  return files;
}

/** The version of a rule set: a hash of its content, so re-seeding the same rules changes nothing. */
export function ruleSetVersion(file: RuleFile): string {
  return createHash('sha256').update(JSON.stringify(file)).digest('hex').slice(0, 16);
}

/** Publishes every site's rules into the redirects namespace, as operations would push them. */
export async function seedRedirects(kv: KVNamespace, files: RuleFile[] = readRuleFiles()): Promise<number> {
  let rules = 0;
  for (const file of files) {
    await publishRuleSet(kv, file, ruleSetVersion(file));
    rules += file.rules.length;
  }
  return rules;
}
