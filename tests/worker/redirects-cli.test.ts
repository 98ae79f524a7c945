import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
let work: string;

/** Runs `npm run redirects -- ...` on copies of the rule files and a throwaway local state. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        'kv-seed/redirects-cli.ts',
        ...args,
        '--dir',
        join(work, 'redirects'),
        '--persist',
        join(work, 'state'),
      ],
      { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'redirects-cli-'));
  cpSync(join(root, 'redirects'), join(work, 'redirects'), { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

// Each case runs the CLI as separate Node processes (and wrangler's local KV for push/rollback):
// seconds each on a busy 2-core machine, so these get more time than the tier's default.
describe('npm run redirects', { timeout: 120_000 }, () => {
  it('validates every site and exits 0 when there are only warnings', async () => {
    const { code, stdout } = await cli('validate');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^group-uk: \d+ rules, 0 errors, \d+ warnings$/m);
    expect(stdout).toContain('warning: rule');
  });

  it('exits 1 and names the rule for an unsafe destination', async () => {
    const bad = join(work, 'redirects/store-fi.json');
    const original = readFileSync(bad, 'utf8');
    const file = JSON.parse(original);
    file.rules.push({ source: '/pois', destination: '//evil.example', permanent: true });
    writeFileSync(bad, JSON.stringify(file));
    const { code, stdout } = await cli('validate', 'store-fi');
    writeFileSync(bad, original);
    expect(code).toBe(1);
    expect(stdout).toContain(
      `error: rule ${file.rules.length - 1}: destination //evil.example is protocol-relative`,
    );
  });

  it('tests a URL with --json, with host, header and cookie conditions and the built-in steps', async () => {
    const rules = join(work, 'conditions.json');
    writeFileSync(
      rules,
      JSON.stringify({
        site: 'group-se',
        rules: [
          {
            source: '/kampanj',
            has: [
              { type: 'host', value: 'www\\.example\\.se' },
              { type: 'header', key: 'x-test', value: 'ja' },
              { type: 'cookie', key: 'k', value: '1' },
            ],
            destination: '/ok',
            permanent: false,
          },
        ],
      }),
    );
    const hit = await cli(
      'test',
      '--rules',
      rules,
      '/kampanj?a=1',
      '--host',
      'www.example.se',
      '--header',
      'x-test: ja',
      '--cookie',
      'k=1',
      '--json',
    );
    expect(JSON.parse(hit.stdout)).toEqual({ status: 307, location: '/ok?a=1', rule: 0 });
    const miss = await cli('test', '--rules', rules, '/kampanj', '--json');
    expect(JSON.parse(miss.stdout)).toEqual({ status: null, location: null, rule: null });
    const slash = await cli('test', 'group-uk', '/used/bmw/', '--json');
    expect(JSON.parse(slash.stdout)).toEqual({ status: 308, location: '/used/bmw', rule: -1 });
    const spec = await cli('test', 'group-uk', '/value-my-car');
    expect(spec.stdout).toMatch(
      /^308 \/sell-car {2}\(rule \d+: \/value-my-car -> \/sell-car \(308\)\)/,
    );
  });

  it('adds and removes a rule in the file, refusing one that would be unsafe', async () => {
    const added = await cli('add', 'store-no', '/gammel-side', '/kjop-bil', '--at', '0');
    expect(added.code).toBe(0);
    expect(
      JSON.parse(readFileSync(join(work, 'redirects/store-no.json'), 'utf8')).rules[0],
    ).toEqual({
      source: '/gammel-side',
      destination: '/kjop-bil',
      permanent: true,
    });
    const refused = await cli('add', 'store-no', '/ut', 'javascript:alert(1)');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused');
    const removed = await cli('remove', 'store-no', '/gammel-side');
    expect(removed.code).toBe(0);
    expect(readFileSync(join(work, 'redirects/store-no.json'), 'utf8')).not.toContain(
      '/gammel-side',
    );
  });

  it('pushes to local KV, shows the diff against it, and rolls back to the previous version', async () => {
    const first = await cli('push', 'store-sk', '--local');
    expect(first.code).toBe(0);
    const version1 = /as version (\w+)/.exec(first.stdout)?.[1];
    expect((await cli('diff', 'store-sk')).stdout).not.toMatch(/^[+-] /m);

    await cli('add', 'store-sk', '/stara-stranka', '/kupit-auto');
    expect((await cli('diff', 'store-sk')).stdout).toContain(
      '+ /stara-stranka -> /kupit-auto (308)',
    );
    const second = await cli('push', 'store-sk');
    const version2 = /as version (\w+)/.exec(second.stdout)?.[1];
    expect(version2).not.toBe(version1);

    const rollback = await cli('rollback', 'store-sk');
    expect(rollback.stdout).toContain(`serving version ${version1} again`);
    expect((await cli('diff', 'store-sk')).stdout).toContain(
      '+ /stara-stranka -> /kupit-auto (308)',
    );
  });

  it('explains its usage for an unknown command', async () => {
    const { code, stderr } = await cli('frobnicate');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run redirects -- <command>');
  });
});
