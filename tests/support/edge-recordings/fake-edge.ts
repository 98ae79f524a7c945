import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Recorded Experience Edge answers and a fake endpoint serving them. A recording names the
 * operation and the exact variables it answers (or '*' for any), the HTTP status and the body as
 * Edge sent it. The site folders hold full answers; faults/ holds errors and partial data that
 * tests pick by name.
 */
export interface Recording {
  operation: string;
  variables: Record<string, unknown> | '*';
  status: number;
  body: unknown;
}

const here = import.meta.dirname;
export const edgeApiKey = 'test-edge-key-0123456789abcdef';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

/** Every recorded site answer (faults/ left out: tests add the ones they want first). */
export function loadRecordings(): Recording[] {
  return readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'faults')
    .flatMap((entry) => filesUnder(join(here, entry.name)))
    .sort()
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Recording);
}

/** One recording of faults/ by file name (without .json). */
export function fault(name: string): Recording {
  return JSON.parse(readFileSync(join(here, 'faults', `${name}.json`), 'utf8')) as Recording;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/**
 * The recording answering a request body: the first with its operation and exactly its
 * variables, else the first '*' of the operation (the outbound worker below does the same).
 */
export function findRecording(recordings: Recording[], body: { query?: unknown; variables?: unknown }): Recording | undefined {
  const operation = /\bquery\s+(\w+)/.exec(String(body.query))?.[1];
  const wanted = canonical(body.variables ?? {});
  const ofOperation = recordings.filter((r) => r.operation === operation);
  return ofOperation.find((r) => r.variables !== '*' && canonical(r.variables) === wanted) ?? ofOperation.find((r) => r.variables === '*');
}

export interface EdgeCall {
  url: string;
  method: string;
  apiKey: string | null;
  contentType: string | null;
  operation: string | undefined;
  variables: Record<string, unknown>;
}

/**
 * A fetch that answers as Edge would from the recordings: 401 without the right key, 400 for a
 * body that is not a query, and a recorded 'unknown query' error when nothing was recorded.
 * `hang` makes the named operations never answer (until the caller gives up).
 */
export function fakeEdge(recordings: Recording[], options: { hang?: string[] } = {}) {
  const calls: EdgeCall[] = [];
  return {
    calls,
    async fetch(request: Request): Promise<Response> {
      const body = (await request.json().catch(() => ({}))) as { query?: string; variables?: Record<string, unknown> };
      const operation = /\bquery\s+(\w+)/.exec(String(body.query))?.[1];
      calls.push({
        url: request.url,
        method: request.method,
        apiKey: request.headers.get('sc_apikey'),
        contentType: request.headers.get('content-type'),
        operation,
        variables: body.variables ?? {},
      });
      if (operation && options.hang?.includes(operation)) {
        return new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      }
      return answer(recordings, request.headers.get('sc_apikey'), body);
    },
  };
}

function answer(recordings: Recording[], apiKey: string | null, body: { query?: string; variables?: unknown }): Response {
  if (apiKey !== edgeApiKey) return Response.json({ error: 'Provided SSC API keyData is not valid.' }, { status: 401 });
  if (typeof body.query !== 'string') return Response.json({ errors: [{ message: 'Must provide query string.' }] }, { status: 400 });
  const recording = findRecording(recordings, body);
  if (!recording) return Response.json({ errors: [{ message: 'No recording for this query' }], data: null });
  return Response.json(recording.body, { status: recording.status });
}

/**
 * The outbound worker of the worker tier: answers every fetch the site makes as the fake Edge
 * endpoint. `POST http://edge-control.test/fail` with `{ operation }` makes that operation answer
 * 500 until `/reset`, so a test can make one part of the page fail.
 */
export function edgeOutboundScript(recordings: Recording[]): string {
  return `
const recordings = ${JSON.stringify(recordings)};
const apiKey = ${JSON.stringify(edgeApiKey)};
const failing = new Set();
const canonicalFn = ${canonicalSource()};
function find(body) {
  const operation = /\\bquery\\s+(\\w+)/.exec(String(body.query))?.[1];
  const wanted = canonicalFn(body.variables ?? {});
  const of = recordings.filter((r) => r.operation === operation);
  return of.find((r) => r.variables !== '*' && canonicalFn(r.variables) === wanted) ?? of.find((r) => r.variables === '*');
}
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.hostname === 'edge-control.test') {
      if (url.pathname === '/fail') failing.add((await request.json()).operation);
      if (url.pathname === '/reset') failing.clear();
      return new Response('ok');
    }
    if (url.href !== 'https://edge.example.test/api/graphql/v1' || request.method !== 'POST') return new Response('not the fake Edge', { status: 404 });
    if (request.headers.get('sc_apikey') !== apiKey) return Response.json({ error: 'Provided SSC API keyData is not valid.' }, { status: 401 });
    const body = await request.json().catch(() => ({}));
    const operation = /\\bquery\\s+(\\w+)/.exec(String(body.query))?.[1];
    if (failing.has(operation)) return new Response('Internal Server Error', { status: 500 });
    const recording = find(body);
    if (!recording) return Response.json({ errors: [{ message: 'No recording for ' + operation + ' ' + JSON.stringify(body.variables) }], data: null });
    return Response.json(recording.body, { status: recording.status });
  },
};
`;
}

/** The canonical-JSON function as plain JavaScript for the outbound worker's source. */
function canonicalSource(): string {
  return `(value) => JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v)`;
}
