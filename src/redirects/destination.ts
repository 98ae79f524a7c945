import { compile } from 'path-to-regexp';
import type { Params } from './conditions.ts';

/**
 * A destination split once, at compile time: the path as a path-to-regexp template, the host,
 * query values and fragment as templates of their `:name` params, the query as key/template pairs.
 */
export interface CompiledDestination {
  /** Whether the destination leaves the site (`https://host`). */
  absolute: boolean;
  /** The scheme and host, or undefined when a param gave a host that is not a host name. */
  origin: (params: Params) => string | undefined;
  path: (params: Params) => string;
  /** Values come out percent-encoded, ready to write. */
  query: Array<[key: string, value: (params: Params) => string]>;
  hash: (params: Params) => string;
}

type Template = (params: Params) => string;

// Like Next.js' compileNonPath: a param in a query value, host or fragment is replaced where it
// appears as `:name` (a `*`, `+` or `?` after it belongs to the param, so `:path*` gives `a/b`);
// everything else is literal. `literal` and `param` write the two kinds of part.
function nonPathTemplate(
  value: string,
  paramNames: string[],
  literal: (text: string) => string = (text) => text,
  param: (text: string) => string = (text) => text,
): Template {
  const names = value.includes(':')
    ? paramNames.filter((name) => new RegExp(`:${name}(?![\\w])`).test(value))
    : [];
  if (names.length === 0) {
    const fixed = literal(value);
    return () => fixed;
  }
  const parts = value.split(
    new RegExp(`:(${names.map((n) => n.replace(/[^\w]/g, '')).join('|')})(?![\\w])[*+?]?`),
  );
  const written = parts.map((part, i) => (i % 2 === 0 ? literal(part) : part));
  return (params) =>
    written.map((part, i) => (i % 2 === 0 ? part : param(join(params[part])))).join('');
}

const join = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join('/') : (value ?? '');

/**
 * A param's text in a query value. Params come from the raw path (or a header, cookie or host), so
 * a `%20` there is already an escape and stays as it is (Next.js gives `hello%20world`, not
 * `hello%2520world`), and `/` stays (`p=a/b`); what would end or change the pair is escaped.
 */
function queryParam(text: string): string {
  return text.replace(/%(?![0-9a-fA-F]{2})|[^A-Za-z0-9\-._~!$'()*,;:@/%]/gu, (char) =>
    encodeURIComponent(char),
  );
}

const builtHost = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?)?$/i;

/** Compiles a rule's destination against the param names its source and conditions provide. */
export function compileDestination(destination: string, paramNames: string[]): CompiledDestination {
  const hashAt = destination.indexOf('#');
  const hash = hashAt === -1 ? '' : destination.slice(hashAt);
  const withoutHash = hashAt === -1 ? destination : destination.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const target = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);

  let host = '';
  let pathTemplate = target;
  const absolute = /^(https?:\/\/)([^/]+)/i.exec(target);
  if (absolute) {
    host = absolute[2]!;
    pathTemplate = target.slice(absolute[0].length) || '/';
  }
  const hostTemplate = nonPathTemplate(host, paramNames);
  const scheme = absolute?.[1] ?? '';
  // Whatever a host param held, the host stays a host name (the literal part after the params is
  // an allowed host, the validator checks): no `/`, `@` or `:` can make it another address.
  const origin = (params: Params) => {
    const built = hostTemplate(params);
    return builtHost.test(built) ? `${scheme}${built}` : undefined;
  };
  const path = compile(pathTemplate, { validate: false }) as (params: object) => string;
  const query: CompiledDestination['query'] = [];
  for (const pair of search.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq === -1 ? '' : pair.slice(eq + 1));
    query.push([key, nonPathTemplate(value, paramNames, encodeURIComponent, queryParam)]);
  }
  return {
    absolute: Boolean(absolute),
    origin,
    path: (params) => path(params),
    query,
    hash: nonPathTemplate(hash, paramNames),
  };
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
): string | null {
  const origin = destination.origin(params);
  if (origin === undefined) return null;
  const path = destination.path(params).replace(/\/{2,}/g, '/');
  const own = new Map<string, string[]>();
  for (const [key, value] of destination.query)
    own.set(key, [...(own.get(key) ?? []), value(params)]);
  const parts: string[] = [];
  // Destination values come encoded; the request's are decoded here and encoded again.
  const pair = (key: string, encodedValue: string) =>
    parts.push(`${encodeURIComponent(key)}=${encodedValue}`);
  for (const raw of incomingSearch.split('&').filter(Boolean)) {
    const eq = raw.indexOf('=');
    const key = decodeComponent(eq === -1 ? raw : raw.slice(0, eq));
    const values = own.get(key);
    if (!values) pair(key, encodeURIComponent(decodeComponent(eq === -1 ? '' : raw.slice(eq + 1))));
    else if (values.length > 0) {
      for (const value of values) pair(key, value);
      own.set(key, []);
    }
  }
  for (const [key, values] of own) for (const value of values) pair(key, value);
  return `${origin}${path}${parts.length ? `?${parts.join('&')}` : ''}${destination.hash(params)}`;
}
