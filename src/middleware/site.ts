import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { loadConfig } from '../env.ts';
import { UnknownSiteError } from '../sites/catalogue.ts';
import { resolveHost } from '../sites/resolve-host.ts';
import { languageFromPath } from '../sites/language.ts';

/**
 * Validates the configuration, then picks the site from the request host and the language from
 * the path. The www host of a site that opts in is redirected permanently to its bare host,
 * keeping path and query; an unknown host is the spec's 'Unknown sitecoreSiteName'.
 */
export function siteResolution(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = loadConfig(c.env);
    c.set('config', config);
    const url = new URL(c.req.url);
    const resolution = resolveHost(url.host, config.productionHosts);
    if (resolution.kind === 'unknown') throw new UnknownSiteError(resolution.host);
    if (resolution.kind === 'www') {
      const target = new URL(url);
      target.hostname = resolution.bareHost;
      return c.redirect(target.toString(), 308);
    }
    c.set('site', resolution.site);
    c.set('language', languageFromPath(resolution.site, url.pathname));
    await next();
  };
}
