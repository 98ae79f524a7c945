import { compile } from 'path-to-regexp';
import type { Params } from './conditions.ts';

/**
 * A destination split once, at compile time: the path (and host, for absolute destinations) as
 * path-to-regexp templates, the query as key/template pairs, and the fragment.
 */
export interface CompiledDestination {
  origin: string;
  path: (params: Params) => string;
  query: Array<[key: string, value: (params: Params) => string]>;
  hash: string;
}

// Like Next.js' compileNonPath: a param in a query value or host is replaced where it appears as
// `:name`; everything else in the value is literal.
function nonPathTemplate(value: string, paramNames: string[]): (params: Params) => string {
  if (!value.includes(':')) return () => value;
  const names = paramNames.filter((name) => new RegExp(`:${name}(?![\\w])`).test(value));
  if (names.length === 0) return () => value;
  const parts = value.split(
    new RegExp(`:(${names.map((n) => n.replace(/[^\w]/g, '')).join('|')})(?![\\w])`),
  );
  return (params) => parts.map((part, i) => (i % 2 === 0 ? part : join(params[part]))).join('');
}

const join = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join('/') : (value ?? '');

/** Compiles a rule's destination against the param names its source and conditions provide. */
export function compileDestination(destination: string, paramNames: string[]): CompiledDestination {
  const hashAt = destination.indexOf('#');
  const hash = hashAt === -1 ? '' : destination.slice(hashAt);
  const withoutHash = hashAt === -1 ? destination : destination.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const target = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);

  let origin = '';
  let pathTemplate = target;
  const absolute = /^https?:\/\/[^/]+/i.exec(target);
  if (absolute) {
    origin = absolute[0];
    pathTemplate = target.slice(origin.length) || '/';
  }
  const path = compile(pathTemplate, { validate: false }) as (params: object) => string;
  const query: CompiledDestination['query'] = [];
  for (const pair of search.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq === -1 ? '' : pair.slice(eq + 1));
    query.push([key, nonPathTemplate(value, paramNames)]);
  }
  return { origin, path: (params) => path(params), query, hash };
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The Location of a redirect: the destination with params filled in, and the query as Next.js
 * builds it: the request's keys in their order (a key the destination also has takes the
 * destination's values in its place), then the destination's other keys; a key the destination
 * repeats keeps every value. Each pair is written again as `key=value` with percent-escapes, so a
 * bare `flag` becomes `flag=` and a `+` space becomes `%20`.
 */
export function buildLocation(
  destination: CompiledDestination,
  params: Params,
  incomingSearch: string,
): string {
  const path = destination.path(params).replace(/\/{2,}/g, '/');
  const own = new Map<string, string[]>();
  for (const [key, value] of destination.query)
    own.set(key, [...(own.get(key) ?? []), value(params)]);
  const parts: string[] = [];
  const pair = (key: string, value: string) =>
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  for (const raw of incomingSearch.split('&').filter(Boolean)) {
    const eq = raw.indexOf('=');
    const key = decodeComponent(eq === -1 ? raw : raw.slice(0, eq));
    const values = own.get(key);
    if (!values) pair(key, decodeComponent(eq === -1 ? '' : raw.slice(eq + 1)));
    else if (values.length > 0) {
      for (const value of values) pair(key, value);
      own.set(key, []);
    }
  }
  for (const [key, values] of own) for (const value of values) pair(key, value);
  return `${destination.origin}${path}${parts.length ? `?${parts.join('&')}` : ''}${destination.hash}`;
}
