// Child processes for the bench: the build, the seed and the `vite preview` server. Each child gets
// its own process group so one signal reaches the grandchildren too (vite spawns workerd).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { getOnce } from './http-get.ts';
import type { Agent } from 'node:http';

const groups = new Set<number>();

// The Node 22 binary first, so `#!/usr/bin/env node` shims never pick the system Node 20.
function childEnv(root: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [dirname(process.execPath), join(root, 'node_modules/.bin'), process.env.PATH ?? ''].join(
      ':',
    ),
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
  };
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/** Last resort for a synchronous exit path (process.exit, uncaught error): no waiting possible. */
export function killAllNow(): void {
  for (const pid of groups) killGroup(pid, 'SIGKILL');
  groups.clear();
}

/** Keeps the tail of a child's output, to quote when it fails. */
function captureTail(child: ChildProcess, limit = 16_384): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-limit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

interface Spawned {
  child: ChildProcess;
  output: () => string;
  /** Set when the command could not be started at all (ENOENT, EACCES). */
  spawnError: () => Error | undefined;
}

function spawnGroup(command: string, args: string[], root: string): Spawned {
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv(root),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  if (child.pid !== undefined) groups.add(child.pid);
  child.once('exit', () => {
    // The leader may leave workerd behind; sweep the group once it is gone.
    if (child.pid !== undefined) {
      killGroup(child.pid, 'SIGKILL');
      groups.delete(child.pid);
    }
  });
  return { child, output: captureTail(child), spawnError: () => spawnError };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  killGroup(child.pid, 'SIGTERM');
  await Promise.race([exited(child), sleep(graceMs)]);
  killGroup(child.pid, 'SIGKILL');
  groups.delete(child.pid);
}

/** Runs a command to completion within timeoutMs; throws with its output on failure. */
export async function runCommand(
  command: string,
  args: string[],
  root: string,
  timeoutMs: number,
): Promise<number> {
  const started = performance.now();
  const { child, output, spawnError } = spawnGroup(command, args, root);
  // A command that cannot start emits 'error' and never 'exit'.
  const notStarted = new Promise<null>((resolve) => child.once('error', () => resolve(null)));
  const timer = setTimeout(() => void stopChild(child), timeoutMs);
  try {
    const code = await Promise.race([exited(child), notStarted]);
    const error = spawnError();
    if (error) throw new Error(`\`${command}\` could not start: ${error.message}`);
    if (code !== 0) {
      const why = child.signalCode
        ? `was killed (${child.signalCode}, timeout ${timeoutMs} ms?)`
        : `exited ${code}`;
      throw new Error(`\`${command} ${args.join(' ')}\` ${why}:\n${output()}`);
    }
  } finally {
    clearTimeout(timer);
  }
  return performance.now() - started;
}

/** A port the kernel just had free; `--strictPort` turns the small race into a clear error. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface Preview {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts `vite preview` (the production worker under workerd) and waits until /healthz answers
 * 200 for the given host, so the bench never measures a half-started server.
 */
export async function startPreview(
  root: string,
  host: (port: number) => string,
  agent: Agent,
  readyTimeoutMs: number,
): Promise<Preview> {
  const port = await freePort();
  const vite = join(root, 'node_modules/.bin/vite');
  const { child, output, spawnError } = spawnGroup(
    vite,
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    root,
  );
  const preview: Preview = { port, stop: () => stopChild(child) };
  const fail = async (why: string): Promise<never> => {
    await preview.stop();
    const hint = /9229|EADDRINUSE|already in use/i.test(output())
      ? '\n(a port the preview needs is in use: see the output above)'
      : '';
    throw new Error(`vite preview on port ${port} ${why}. Its output:\n${output()}${hint}`);
  };

  const deadline = performance.now() + readyTimeoutMs;
  let last = 'no answer yet';
  for (let attempt = 0; attempt < 1_000 && performance.now() < deadline; attempt++) {
    if (spawnError()) return fail(`could not start: ${spawnError()?.message}`);
    if (child.exitCode !== null || child.signalCode !== null)
      return fail(`exited (${child.exitCode ?? child.signalCode}) before answering /healthz`);
    const res = await getOnce({
      port,
      host: host(port),
      path: '/healthz',
      agent,
      timeoutMs: 3_000,
      keepBody: true,
    });
    if (res.status === 200) return preview;
    last = res.error ?? `status ${res.status}: ${res.body?.slice(0, 300)}`;
    await sleep(250);
  }
  return fail(`did not answer GET /healthz with 200 within ${readyTimeoutMs} ms (last: ${last})`);
}
