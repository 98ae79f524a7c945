import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules the project's ESLint config reports for `code` as if it were the file at `path`. */
async function lintRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('layering (house rule 1), enforced by npm run lint', () => {
  it.each([
    "import { env } from '#src/env.ts';\nexport const x = env;\n",
    "import type { AppEnv } from '#src/app-env.ts';\nexport type X = AppEnv;\n",
    "import { x } from '../../src/search/d1/rows.ts';\nexport const y = x;\n",
  ])('refuses a client/ file that imports src/: %s', async (code) => {
    const rules = await lintRules('client/lib/probe.ts', code);
    expect(rules).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*client\/ never imports src\//),
    ]);
  });

  it('holds every client/ file to the rule: none is exempted', async () => {
    const files = sources(join(root, 'client'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const config = await eslint.calculateConfigForFile(file);
      expect(config.rules['no-restricted-imports']?.[0], relative(root, file)).toBe(2);
    }
  });

  it.each([
    "import Nav from '../islands/site-navigation.island.tsx';\nexport const x = Nav;\n",
    "import { SiteHeader } from '../shell/site-header.tsx';\nexport const x = SiteHeader;\n",
    "import { defineIsland } from '#client/runtime/island-slot.tsx';\nexport const x = defineIsland;\n",
  ])(
    'refuses a client/ui primitive that imports an island, shell piece or runtime: %s',
    async (code) => {
      expect(await lintRules('client/ui/probe.tsx', code)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*client\/ui\/ holds shared primitives/),
      ]);
    },
  );

  it.each([
    "import { SiteFooter } from '../shell/site-footer.tsx';\nexport const x = SiteFooter;\n",
    "import { defineIsland } from '../runtime/island-slot.tsx';\nexport const x = defineIsland;\n",
  ])('refuses an island that imports what places islands: %s', async (code) => {
    expect(await lintRules('client/islands/probe.island.tsx', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*An island never imports the server-side/),
    ]);
  });

  it('still refuses src/ imports in ui/ and islands/, whose rules add to the base one', async () => {
    const code = "import { env } from '#src/env.ts';\nexport const x = env;\n";
    for (const path of ['client/ui/probe.ts', 'client/islands/probe.island.tsx'])
      expect(await lintRules(path, code)).toEqual([
        expect.stringMatching(/client\/ never imports src\//),
      ]);
  });

  it('lets client/ import its own contracts and src/ import client/', async () => {
    expect(
      await lintRules('client/lib/probe.ts', "export { x } from '#client/contracts/search.ts';\n"),
    ).toEqual([]);
    expect(await lintRules('src/probe.ts', "export { x } from '#client/lib/fill.ts';\n")).toEqual(
      [],
    );
  });

  it.each(['window', 'document', 'localStorage', 'sessionStorage'])(
    'refuses %s in the worker',
    async (name) => {
      const rules = await lintRules('src/probe.ts', `export const x = ${name}.toString();\n`);
      expect(rules).toEqual([
        `no-restricted-globals: Unexpected use of '${name}'. The worker has no ${name} (house rule 1): keep it in client/.`,
      ]);
    },
  );

  it('keeps zod out of island chunks (props are checked where the server writes them)', () => {
    const islands = sources(join(root, 'client/islands')).filter((f) => f.endsWith('.island.tsx'));
    expect(islands.length).toBeGreaterThan(0);
    for (const file of islands)
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(
        /from 'zod'|\.props\.ts'(?!;)/,
      );
  });
});
