// A small closed-loop load generator over node:http (see tests/support/http-get.ts).
import { type GetSpec, getOnce } from '../support/http-get.ts';

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

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
export async function runPhase(
  spec: GetSpec,
  count: number,
  concurrency: number,
  deadlineMs: number,
): Promise<PhaseResult> {
  const result: PhaseResult = {
    requested: count,
    notSent: 0,
    ok: 0,
    failures: 0,
    failureKinds: {},
    wallMs: 0,
    latenciesMs: [],
    ttfbsMs: [],
    bytes: 0,
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
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
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
