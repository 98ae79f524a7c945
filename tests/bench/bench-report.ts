// What every bench shares: its command-line numbers, the machine it ran on, and its text table.
import { execFileSync } from 'node:child_process';
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os';

/** Progress goes to stderr, so stdout carries the report alone. */
export const log = (line: string) => console.error(`· ${line}`);

export const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** One table row: the first cell left-aligned, the others right-aligned to their widths. */
export const row = (cells: (string | number)[], widths: number[], gap = '  ') =>
  cells
    .map((cell, i) =>
      i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
    )
    .join(gap);

/** A whole-number option from 1 to `max`; anything else stops the bench with what was wrong. */
export function intOption(name: string, value: string, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new Error(`--${name} must be an integer from 1 to ${max}, got "${value}"`);
  return n;
}

/** The machine and commit a result belongs to, written beside every set of figures. */
export function machine(root: string) {
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    commit = undefined;
  }
  const cpu = cpus();
  return {
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    cpuCount: cpu.length,
    os: `${platform()} ${release()} ${arch()}`,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    loadavg1m: Number(loadavg()[0]!.toFixed(2)),
    node: process.version,
    commit,
  };
}
