// A small closed-loop load generator over node:http. Node cannot resolve *.localhost, so every
// request goes to 127.0.0.1 and names the site in the Host header.
import { type Agent, request } from 'node:http';

export interface GetSpec {
  port: number;
  host: string;
  path: string;
  agent: Agent;
  timeoutMs: number;
  /** Keep the body text (for the HTML and /healthz); the load loop only counts bytes. */
  keepBody?: boolean;
}

export interface Outcome {
  status: number;
  /** Request start to response headers, and to the last body byte, in ms. */
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  error?: string;
  body?: string;
}

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

/** One GET, body streamed to the end; never rejects, so a failure is counted rather than thrown. */
export function getOnce(spec: GetSpec): Promise<Outcome> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    let ttfbMs = 0;
    let bytes = 0;
    const chunks: Buffer[] = [];
    const failed = (error: Error) => resolve({ status: 0, ttfbMs, totalMs: ms(start), bytes, error: error.message });
    const req = request(
      {
        host: '127.0.0.1',
        port: spec.port,
        path: spec.path,
        agent: spec.agent,
        // identity: measure the worker's own streamed bytes, not a compression pass.
        headers: { host: spec.host, 'accept-encoding': 'identity' },
        signal: AbortSignal.timeout(spec.timeoutMs),
      },
      (res) => {
        ttfbMs = ms(start);
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (spec.keepBody) chunks.push(chunk);
        });
        res.on('end', () => {
          const outcome: Outcome = { status: res.statusCode ?? 0, ttfbMs, totalMs: ms(start), bytes };
          if (spec.keepBody) outcome.body = Buffer.concat(chunks).toString('utf8');
          resolve(outcome);
        });
        res.on('error', failed);
        // A connection cut mid-body ends without 'end'; a later resolve is a no-op.
        res.on('close', () => failed(new Error('response closed before its end')));
      },
    );
    req.on('error', failed);
    req.end();
  });
}

export interface PhaseResult {
  requested: number;
  /** Requests never sent because the phase hit its time limit. */
  notSent: number;
  ok: number;
  failures: number;
  /** Failure kinds (status or error text) with counts, to show what went wrong. */
  failureKinds: Record<string, number>;
  wallMs: number;
  /** Successful requests only. */
  latenciesMs: number[];
  ttfbsMs: number[];
  bytes: number;
}

/**
 * Sends `count` GETs with `concurrency` requests in flight. Each worker loop stops at the count or
 * at the deadline, whichever comes first; each request has its own timeout.
 */
export async function runPhase(spec: GetSpec, count: number, concurrency: number, deadlineMs: number): Promise<PhaseResult> {
  const result: PhaseResult = {
    requested: count, notSent: 0, ok: 0, failures: 0, failureKinds: {}, wallMs: 0, latenciesMs: [], ttfbsMs: [], bytes: 0,
  };
  let issued = 0;
  const stopAt = performance.now() + deadlineMs;
  const worker = async () => {
    while (issued < count && performance.now() < stopAt) {
      issued++;
      const outcome = await getOnce(spec);
      if (outcome.status === 200 && !outcome.error) {
        result.ok++;
        result.latenciesMs.push(outcome.totalMs);
        result.ttfbsMs.push(outcome.ttfbMs);
        result.bytes += outcome.bytes;
      } else {
        result.failures++;
        const kind = outcome.error ?? `status ${outcome.status}`;
        result.failureKinds[kind] = (result.failureKinds[kind] ?? 0) + 1;
      }
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  result.wallMs = ms(started);
  result.notSent = count - issued;
  return result;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface PhaseStats {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  ttfbP50: number;
  meanBytes: number;
}

export function summarise(phase: PhaseResult): PhaseStats {
  const latencies = [...phase.latenciesMs].sort((a, b) => a - b);
  const ttfbs = [...phase.ttfbsMs].sort((a, b) => a - b);
  return {
    // Completed successes over the phase's wall time: a closed loop, so this is capacity at this concurrency.
    rps: phase.wallMs > 0 ? (phase.ok / phase.wallMs) * 1000 : 0,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    ttfbP50: percentile(ttfbs, 50),
    meanBytes: phase.ok ? phase.bytes / phase.ok : 0,
  };
}
