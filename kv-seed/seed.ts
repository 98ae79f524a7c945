import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { kvKeys } from '../src/kv-keys.ts';
import { publishRuleSet } from '../src/redirects/rule-store.ts';
import { type RuleFile, ruleFileSchema } from '../src/redirects/rule-schema.ts';
import { validateRuleFile } from '../src/redirects/validate.ts';
import type { D1Database, KVNamespace } from '../src/platform.ts';
import { type SiteSeed, siteSeedSchema } from './seed-schema.ts';
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

/** Every site's seed content from kv-seed/content/. */
export function readSiteSeeds(dir = join(here, 'content')): SiteSeed[] {
  return readSiteFiles(dir, siteSeedSchema);
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
  for (const seed of seeds) {
    await kv.put(kvKeys.siteSettings(seed.site), JSON.stringify(seed.settings));
    const index = seed.routes.map(({ path, itemLanguage, lastModified }) => ({ path, language: itemLanguage, lastModified }));
    await kv.put(kvKeys.routeIndex(seed.site), JSON.stringify(index));
    for (const { lastModified: _lastModified, ...route } of seed.routes) {
      await kv.put(kvKeys.route(seed.site, route.itemLanguage, route.path), JSON.stringify(route));
      written += 1;
    }
    written += 2;
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
