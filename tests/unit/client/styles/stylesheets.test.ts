import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islandStylesheets } from '#client/islands/island-stylesheets.ts';
import { inCascadeOrder, stylesheetSources } from '#client/styles/stylesheets.ts';

// client/public is served as it is (the sandbox's video player page), never bundled.
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('client', 'public') ? [] : cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

describe('the named stylesheets', () => {
  it('name files that exist', () => {
    for (const source of Object.values(stylesheetSources))
      expect(existsSync(source), source).toBe(true);
  });

  it("leave no stylesheet under client/ unloaded: each is named, or imported by the shell's", () => {
    // The shell's imports and theirs (themes.css brings the brand fonts).
    const importsOf = (sheet: string): string[] =>
      [...readFileSync(sheet, 'utf8').matchAll(/@import '([^']+)'/g)].flatMap((m) => {
        const file = relative('.', join(dirname(sheet), m[1]!));
        return [file, ...importsOf(file)];
      });
    const imported = importsOf(stylesheetSources.shell);
    const named = Object.values(stylesheetSources) as string[];
    const loaded = new Set([...named, ...imported]);
    expect(cssFiles('client').filter((file) => !loaded.has(file))).toEqual([]);
    // A sheet the shell imports is on every page already: naming it too would load it twice.
    expect(named.filter((file) => imported.includes(file))).toEqual([]);
  });

  it('come out once each in cascade order, whatever order they are asked in', () => {
    expect(inCascadeOrder(['compare', 'shell', 'car-card', 'compare'])).toEqual([
      'shell',
      'car-card',
      'compare',
    ]);
  });
});

describe("the islands' stylesheets", () => {
  it('have an entry for every island, and none for an island that does not exist', () => {
    const islands = readdirSync('client/islands')
      .filter((file) => file.endsWith('.island.tsx'))
      .map((file) => file.replace(/\.island\.tsx$/, ''));
    expect(Object.keys(islandStylesheets).sort()).toEqual(islands.sort());
  });
});
