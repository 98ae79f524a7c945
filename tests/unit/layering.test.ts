import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('layering (house rule 1)', () => {
  it('keeps client/ from importing src/ except type-only imports', () => {
    const offenders = sources(join(root, 'client')).filter((file) =>
      /^import (?!type )[^;]*from '(\.\.\/)+src\//m.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('keeps the worker away from window, document and browser storage', () => {
    // String literals are text for the browser (the tag manager bootstrap), not worker code.
    const code = (file: string) => readFileSync(file, 'utf8').replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');
    const offenders = sources(join(root, 'src')).filter((file) =>
      /\b(window|document|localStorage|sessionStorage)\./.test(code(file)),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('keeps zod out of island chunks (props are checked where the server writes them)', () => {
    const islands = sources(join(root, 'client/islands')).filter((f) => f.endsWith('.island.tsx'));
    expect(islands.length).toBeGreaterThan(0);
    for (const file of islands) expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/from 'zod'|\.props\.ts'(?!;)/);
  });
});
