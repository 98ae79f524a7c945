// One GET over node:http, shared by the bench and the browser tier's server start-up. Node cannot
// resolve *.localhost, so every request goes to 127.0.0.1 and names the site in the Host header.
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
  /** The Location header of a redirect. */
  location?: string;
}

const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;

/** One GET, body streamed to the end; never rejects, so a failure is counted rather than thrown. */
export function getOnce(spec: GetSpec): Promise<Outcome> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    let ttfbMs = 0;
    let bytes = 0;
    const chunks: Buffer[] = [];
    const failed = (error: Error) =>
      resolve({ status: 0, ttfbMs, totalMs: ms(start), bytes, error: error.message });
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
          const outcome: Outcome = {
            status: res.statusCode ?? 0,
            ttfbMs,
            totalMs: ms(start),
            bytes,
          };
          if (res.headers.location) outcome.location = res.headers.location;
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
