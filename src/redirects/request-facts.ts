/** What a redirect rule may look at in a request; built once per request. */
export interface RequestFacts {
  method: string;
  /** The raw, still percent-encoded path, as Next.js matches it. */
  path: string;
  /** Raw query string without the leading `?`. */
  search: string;
  /** Hostname without port, lower-cased. */
  hostname: string;
  header(name: string): string | undefined;
  cookie(name: string): string | undefined;
  /** Every value of a query key, decoded. */
  query(name: string): string[];
}

/** The facts of a Fetch API request. */
export function factsOf(request: Request): RequestFacts {
  const url = new URL(request.url);
  let cookies: Map<string, string> | undefined;
  const params = url.searchParams;
  return {
    method: request.method,
    path: url.pathname,
    search: url.search.slice(1),
    hostname: url.hostname.toLowerCase(),
    header: (name) => request.headers.get(name) ?? undefined,
    cookie: (name) => {
      cookies ??= parseCookies(request.headers.get('cookie') ?? '');
      return cookies.get(name);
    },
    query: (name) => params.getAll(name),
  };
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A cookie value that is not valid percent-encoding is compared as it is.
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}
