import { defaultDevSite, sites, type Site } from './catalogue.ts';
import { type SiteName, siteNameSchema } from '#client/contracts/site-profile.ts';

export type HostResolution =
  | { kind: 'site'; site: Site }
  | { kind: 'www'; site: Site; bareHost: string }
  | { kind: 'unknown'; host: string };

/**
 * Parses the SITE_HOSTS configuration: comma-separated `host=site` pairs. Production hosts live in
 * configuration, never in code. Throws on a malformed pair so a bad deploy fails loudly at the first request.
 */
export function parseSiteHosts(config: string | undefined): ReadonlyMap<string, SiteName> {
  const map = new Map<string, SiteName>();
  for (const pair of (config ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, name, ...rest] = pair.split('=').map((p) => p.trim());
    const site = siteNameSchema.safeParse(name);
    if (!host || rest.length > 0 || !site.success) {
      throw new Error(`SITE_HOSTS: "${pair}" is not a host=site pair with a known site name`);
    }
    map.set(host.toLowerCase(), site.data);
  }
  return map;
}

const devHosts: ReadonlyMap<string, SiteName> = new Map(
  Object.values(sites).map((site) => [site.devHost, site.name]),
);

/** Strips the port and lower-cases a Host header value. */
export function normaliseHost(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * Picks the site for a request host: the configured production hosts first, then the development
 * hosts (`store-se.localhost`, plain `localhost` = group-se). A www host of a site that opts in
 * resolves to a redirect to its bare host.
 */
export function resolveHost(
  hostHeader: string,
  productionHosts: ReadonlyMap<string, SiteName>,
): HostResolution {
  const host = normaliseHost(hostHeader);
  const direct = lookup(host, productionHosts);
  if (direct) return { kind: 'site', site: sites[direct] };
  if (host.startsWith('www.')) {
    const bareHost = host.slice(4);
    const bare = lookup(bareHost, productionHosts);
    if (bare && sites[bare].redirectWww) return { kind: 'www', site: sites[bare], bareHost };
  }
  return { kind: 'unknown', host };
}

function lookup(
  host: string,
  productionHosts: ReadonlyMap<string, SiteName>,
): SiteName | undefined {
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]') return defaultDevSite;
  return productionHosts.get(host) ?? devHosts.get(host);
}
