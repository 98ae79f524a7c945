import { describe, expect, it } from 'vitest';
import { blockSchema } from '#client/blocks/schema.ts';
import { readMigrations, readSiteSeeds } from '#kv-seed/seed.ts';
import { generateStock } from '#kv-seed/stock/generate-stock.ts';
import { sites } from '#src/sites/catalogue.ts';

const seeds = readSiteSeeds();

describe('kv-seed content', () => {
  it('has one valid seed file per site', () => {
    expect(seeds.map((seed) => seed.site).sort()).toEqual(Object.keys(sites).sort());
  });

  it('gives every language of every site pages, a shell and a home page', () => {
    for (const seed of seeds) {
      for (const language of sites[seed.site].languages) {
        const pages = seed.pages.find((p) => p.language === language);
        expect(
          pages?.routes.some((r) => r.path === (seed.file.settings.homePaths[language] ?? '/')),
          `${seed.site} ${language}`,
        ).toBe(true);
        expect(seed.file.shell[language], `${seed.site} ${language} shell`).toBeDefined();
      }
      expect(
        seed.pages.every((p) => sites[seed.site].languages.includes(p.language)),
        seed.site,
      ).toBe(true);
    }
  });

  it('holds only blocks that pass their schema, so none is dropped at render time', () => {
    for (const seed of seeds) {
      for (const { routes } of seed.pages) {
        for (const route of routes) {
          for (const block of route.placeholders.main) {
            expect(
              blockSchema.safeParse(block).success,
              `${seed.site} ${route.path} ${block.id}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('never repeats a route in a language', () => {
    for (const seed of seeds) {
      for (const { language, routes } of seed.pages) {
        const paths = routes.map((r) => r.path);
        expect(new Set(paths).size, `${seed.site} ${language}`).toBe(paths.length);
      }
    }
  });
});

describe('kv-seed stock', () => {
  it('generates the same stock on every run, in the site currency, with unique ids', () => {
    const a = generateStock(sites['store-fi'], 50);
    expect(generateStock(sites['store-fi'], 50)).toEqual(a);
    expect(new Set(a.map((car) => car.car_id)).size).toBe(50);
    expect(a.every((car) => car.car_price_currency === 'EUR' && car.car_price > 0)).toBe(true);
    expect(a.every((car) => car.car_index === 'cars_store_fi')).toBe(true);
  });

  it('lists UK stock only in the four UK brands', () => {
    const brands = new Set(generateStock(sites['group-uk'], 200).map((car) => car.car_brand));
    expect([...brands].sort()).toEqual(['BMW', 'MINI', 'Mercedes-Benz', 'smart']);
  });

  it('splits the migrations into single statements (a trigger keeps the semicolons of its body)', () => {
    const statements = readMigrations();
    expect(statements.length).toBeGreaterThanOrEqual(2);
    const outside = statements.filter(
      (s) => !/^CREATE TRIGGER\b[\s\S]*\bBEGIN\b[\s\S]*\bEND$/i.test(s),
    );
    expect(outside.filter((s) => s.includes(';'))).toEqual([]);
    expect(statements.some((s) => /^CREATE TRIGGER/i.test(s))).toBe(true);
  });
});

describe('redirects/ rule files', () => {
  it('has one rule file per site, each valid and free of errors by the worker’s own validator', async () => {
    const { readRuleFiles } = await import('#kv-seed/seed.ts');
    const files = readRuleFiles();
    expect(files.map((f) => f.site).sort()).toEqual(Object.keys(sites).sort());
    expect(files.reduce((n, f) => n + f.rules.length, 0)).toBeGreaterThan(300);
  });
});
